import type { StationWithLines } from '@udian/contracts/schemas/lines';
import { RightOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { LineCard } from '../../components/line-card/line-card';
import { LocationNotice } from '../../components/location-notice/location-notice';
import type { MapStation } from '../../components/map/map-surface';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatDistance } from '../../lib/format';
import { useLocationPoint } from '../../platform/use-location';
import { MAP_RADIUS_M, useNearbyStops } from './api/nearby-stops';
import { LazyStationsMap } from './lazy-stations-map';
import styles from './legacy-section.module.css';

const toMapStation = ({ station }: StationWithLines): MapStation => ({ id: station.stationId, name: station.name, lng: station.lng, lat: station.lat });

const StationLines = ({ entry, onBack }: { entry: StationWithLines; onBack: () => void }) => (
  <section aria-labelledby="station-lines-title" data-testid="station-lines">
    <div className={styles.panelHead}>
      <h2 id="station-lines-title" className={styles.panelTitle}>
        {entry.station.name}
        {entry.station.alias ? `（${entry.station.alias}）` : ''}
      </h2>
      <button type="button" className={styles.textButton} onClick={onBack}>
        全部站点
      </button>
    </div>
    <p className={styles.lead}>
      距您 {formatDistance(entry.station.distanceM)} · 经过 {entry.lines.length} 条线路
    </p>
    {entry.lines.map((line) => (
      <LineCard key={line.lineId} line={line} />
    ))}
  </section>
);

const StationList = ({ stops, onSelect }: { stops: readonly StationWithLines[]; onSelect: (id: string) => void }) => (
  <section aria-labelledby="station-list-title">
    <div className={styles.panelHead}>
      <h2 id="station-list-title" className={styles.panelTitle}>
        附近站点
      </h2>
    </div>
    <p className={styles.lead}>点地图上的站点或下方列表，查看经过的线路</p>
    <ul className={styles.rows} aria-label="附近站点">
      {stops.map(({ station, lines }) => (
        <li key={station.stationId}>
          <button type="button" className={styles.row} onClick={() => onSelect(station.stationId)}>
            <span className={styles.rowMain}>
              <span className={styles.rowTitle}>{station.name}</span>
              <span className={styles.rowNote}>
                {formatDistance(station.distanceM)} · {lines.length} 条线路：{lines.map((line) => line.lineCode).join('、')}
              </span>
            </span>
            <RightOutline className={styles.arrow} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  </section>
);

/**
 * /ydbus/map: the stations around the passenger on a map (decision 055), with the lines serving each
 * (/lineOptimize/nearbyStopLineList). Tapping a station, on the map or in the list, shows its lines; each
 * opens line-info.
 */
export const MapPage = () => {
  const location = useLocationPoint();
  const nearby = useNearbyStops(location.data);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Only stations that some running line serves are worth a tap.
  const stops = useMemo(() => (nearby.data?.stops ?? []).filter((entry) => entry.lines.length > 0), [nearby.data]);
  const stations = useMemo(() => stops.map(toMapStation), [stops]);
  const selected = stops.find((entry) => entry.station.stationId === selectedId) ?? null;
  const selectedMark = useMemo(() => (selected ? toMapStation(selected) : null), [selected]);

  return (
    <Page>
      <LocationNotice point={location.data} />
      {!location.data || nearby.isPending ? (
        <SkeletonList rows={4} label="正在查找附近站点" />
      ) : nearby.isError ? (
        <ErrorState title="附近站点加载失败" onRetry={() => void nearby.refetch()} />
      ) : (
        <>
          <div className={styles.mapBlock}>
            <LazyStationsMap stations={stations} passenger={location.data} selected={selectedMark} onSelect={setSelectedId} />
          </div>
          {stops.length === 0 ? (
            <EmptyState title={`附近 ${MAP_RADIUS_M / 1000} 公里内没有站点`} hint="可以回到首页输入起点和终点查找线路，或查看全部线路" />
          ) : selected ? (
            <StationLines entry={selected} onBack={() => setSelectedId(null)} />
          ) : (
            <StationList stops={stops} onSelect={setSelectedId} />
          )}
        </>
      )}
    </Page>
  );
};
