import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { LineDetail } from '@udian/contracts/schemas/lines';
import { useLineDetail } from '../../api/queries/line-detail';
import { useLineEta } from '../../api/queries/line-eta';
import { getIdParam } from '../../app/query-params';
import { LazyRouteMap } from '../../components/map/lazy-route-map';
import type { MapVehicle } from '../../components/map/route-map';
import { Page, Section } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { useNow } from '../../lib/use-now';
import { locationQueryOptions } from '../../platform/use-location';
import { chooseBoardingStop, ticketBoardingStation } from './boarding-stop';
import { EtaStopList } from './eta-stop-list';
import { LiveLoadFailure, MissingLiveLineParam } from './live-page-states';
import { LiveStatus } from './live-status';
import { MyStopCard } from './my-stop-card';
import { useRidingTickets } from './use-riding-tickets';
import styles from './live.module.css';

const NO_VEHICLES: MapVehicle[] = [];
const COUNT_TICK_MS = 250;

const LineEta = ({ lineId, detail }: { lineId: string; detail: LineDetail }) => {
  // A link's station that is not on this line (an old share) is ignored rather than refused by the server.
  const stationParam = getIdParam('stationId');
  const linkStationId = detail.stops.some((stop) => stop.stationId === stationParam) ? stationParam : null;
  const eta = useLineEta(lineId, linkStationId);
  const riding = useRidingTickets();
  const [picked, setPicked] = useState<string | null>(null);
  const ticketStationId = ticketBoardingStation(riding.tickets, lineId);
  // The passenger's position is asked only when nothing else names their stop.
  const needsLocation = picked === null && ticketStationId === null && linkStationId === null && !riding.isPending;
  const location = useQuery({ ...locationQueryOptions(), enabled: needsLocation });
  const boarding = riding.isPending
    ? null
    : chooseBoardingStop({ stops: detail.stops, picked, ticketStationId, linkStationId, location: location.data ?? null });
  const data = eta.data;
  // Read four times a second: the count then changes within a quarter second of each whole second since the
  // answer arrived, rather than whenever a 1 s timer started relative to it (which could skip a second).
  const now = useNow(data?.isLive === true, COUNT_TICK_MS);
  const receivedAt = eta.dataUpdatedAt;
  const vehicles = useMemo<MapVehicle[]>(
    () =>
      data?.vehicles.map((vehicle) => ({ id: vehicle.vehicleId, lng: vehicle.lng, lat: vehicle.lat, label: vehicle.plate, isStale: vehicle.isStale })) ??
      NO_VEHICLES,
    [data],
  );
  const { line, stops, shape } = detail;
  const boardingStop = boarding ? stops.find((stop) => stop.stationId === boarding.stationId) ?? null : null;
  const markedStop = useMemo(
    () => (boardingStop ? { name: `上车点 ${boardingStop.name}`, lng: boardingStop.lng, lat: boardingStop.lat } : null),
    [boardingStop],
  );
  return (
    <Page>
      <header className={styles.header}>
        <span className={styles.code}>{line.lineCode}</span>
        <h2 className={styles.name}>{line.lineName}</h2>
      </header>
      <LiveStatus eta={data ?? null} isError={eta.isError && !data} firstDepartureTime={line.firstDepartureTime} onRetry={() => void eta.refetch()} />
      <MyStopCard
        stop={boardingStop}
        source={boarding?.source ?? null}
        isChoosing={riding.isPending || (needsLocation && location.isPending)}
        eta={data ?? null}
        receivedAt={receivedAt}
        now={now}
      />
      <Section title="实时地图">
        <LazyRouteMap
          shape={shape}
          stops={stops}
          markedStop={markedStop}
          vehicles={vehicles}
          label={`${line.lineCode} ${line.lineName}的实时公交地图，${vehicles.length}辆车`}
        />
      </Section>
      <Section title={`途经站点（${stops.length}站）`}>
        <EtaStopList stops={stops} eta={data ?? null} receivedAt={receivedAt} now={now} chosen={boarding?.stationId ?? null} onPick={setPicked} />
      </Section>
    </Page>
  );
};

const LineEtaScreen = ({ lineId }: { lineId: string }) => {
  const detail = useLineDetail(lineId);
  if (detail.data) return <LineEta lineId={lineId} detail={detail.data} />;
  if (detail.isError) return <LiveLoadFailure error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <Page>
      <SkeletonList rows={5} label="正在加载实时公交" />
    </Page>
  );
};

/** line/line-eta?lineId=(&stationId=): the line's buses moving on the map and when one reaches my stop. */
export const LineEtaPage = () => {
  const lineId = getIdParam('lineId');
  return lineId ? <LineEtaScreen key={lineId} lineId={lineId} /> : <MissingLiveLineParam />;
};
