import { RightOutline } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { LocationNotice } from '../../components/location-notice/location-notice';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatDistance } from '../../lib/format';
import { formatFirstDeparture, formatRoute } from '../../lib/line-summary';
import type { GeoPoint } from '../../platform/location';
import { LINE_INFO_PATH, NEAR_LINES_PATH } from '../../app/page-paths';
import { useNearbyStopLineList } from './api/nearby-stop-line-list';
import styles from './home-sections.module.css';

/** Stops within walking distance of the passenger (or of the default point) and the lines at each. */
export const NearbyStops = ({ point }: { point: GeoPoint | undefined }) => {
  const nearby = useNearbyStopLineList(point);
  const stops = nearby.data?.stops ?? [];
  return (
    <section className={styles.section} aria-labelledby="nearby-title">
      <div className={styles.head}>
        <h2 id="nearby-title" className={styles.title}>
          附近站点
        </h2>
        <AppLink to={NEAR_LINES_PATH} className={styles.more}>
          附近线路
          <RightOutline className={styles.arrow} aria-hidden="true" />
        </AppLink>
      </div>
      <div className={styles.nearbyBody}>
        <LocationNotice point={point} />
        {!point || nearby.isPending ? (
          <SkeletonList rows={2} label="正在查找附近站点" />
        ) : nearby.isError ? (
          <ErrorState title="附近站点加载失败" onRetry={() => void nearby.refetch()} />
        ) : stops.length === 0 ? (
          <div className={styles.panel}>
            <EmptyState title="附近 1 公里内没有站点" hint="可以看看下方的推荐线路，或在上方选择起点和终点查找线路" />
          </div>
        ) : (
          <ul className={styles.list} data-testid="nearby-stops">
            {stops.map(({ station, lines }) => (
              <li key={station.stationId} className={styles.stop}>
                <div className={styles.stopHead}>
                  <h3 className={styles.stopName} title={station.name}>
                    {station.name}
                  </h3>
                  {station.alias ? (
                    <span className={styles.alias} title={station.alias}>
                      {station.alias}
                    </span>
                  ) : null}
                  <span className={styles.distance}>{formatDistance(station.distanceM)}</span>
                </div>
                {lines.map((line) => (
                  <AppLink key={line.lineId} to={LINE_INFO_PATH} query={{ lineId: line.lineId }} className={styles.lineRow}>
                    <span className={styles.code}>{line.lineCode}</span>
                    <span className={styles.route} title={formatRoute(line)}>
                      {formatRoute(line)}
                    </span>
                    <span className={styles.time}>{formatFirstDeparture(line.firstDepartureTime)}</span>
                  </AppLink>
                ))}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
