import type { LineEta } from '@udian/contracts/schemas/eta';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { etaText, secondsLeft } from '../../lib/eta-countdown';
import { useNow } from '../../lib/use-now';
import { LINE_ETA_PATH } from '../../app/page-paths';
import { useCityLines } from '../../api/queries/line-list';
import { useLinesVehiclesEta } from './api/line-vehicles-eta';
import styles from './live.module.css';

/** Each live bus with the next stop it reaches and when. */
const nextArrivals = (eta: LineEta) =>
  eta.vehicles
    .filter((vehicle) => !vehicle.isStale && vehicle.nextStopSeq !== null)
    .map((vehicle) => {
      const stop = eta.stops.find((candidate) => candidate.seq === vehicle.nextStopSeq);
      const entry = stop?.etas.find((candidate) => candidate.vehicleId === vehicle.vehicleId);
      return { vehicle, stop, etaSeconds: entry?.etaSeconds ?? null };
    })
    .filter((arrival) => arrival.stop !== undefined)
    .sort((a, b) => (a.etaSeconds ?? Infinity) - (b.etaSeconds ?? Infinity));

type LiveLine = { line: LineSummary; eta: LineEta; receivedAt: number };

const LiveLineCard = ({ line, eta, receivedAt, now }: LiveLine & { now: number }) => {
  const arrivals = nextArrivals(eta);
  return (
    <li>
      <AppLink to={LINE_ETA_PATH} query={{ lineId: line.lineId }} className={styles.lineCard}>
        <span className={styles.lineHead}>
          <span>{line.lineCode}</span>
          <span>{line.lineName}</span>
        </span>
        <ul className={styles.arrivals} data-testid="online-arrivals">
          {arrivals.map(({ vehicle, stop, etaSeconds }) => (
            <li key={vehicle.vehicleId}>
              <span>
                {vehicle.plate} → {stop?.name}
              </span>
              <span>{etaSeconds === null ? '行驶中' : etaText(secondsLeft(etaSeconds, receivedAt, now))}</span>
            </li>
          ))}
        </ul>
      </AppLink>
    </li>
  );
};

/** online-bus: the city's lines with buses reporting now, each with its buses' next stops; tap for line-eta. */
export const OnlineBusPage = () => {
  const city = useEffectiveCity();
  const lines = useCityLines(city.data?.cityId);
  const etas = useLinesVehiclesEta(lines.data?.map((line) => line.lineId) ?? []);
  const live: LiveLine[] = (lines.data ?? []).flatMap((line, index) => {
    const query = etas[index];
    return query?.data?.isLive ? [{ line, eta: query.data, receivedAt: query.dataUpdatedAt }] : [];
  });
  const now = useNow(live.length > 0, 250);
  const isAsking = lines.isPending || etas.some((query) => query.isPending);
  return (
    <Page title="实时公交">
      {city.data ? <p className={styles.hint}>{city.data.cityName}正在运行的线路</p> : null}
      {lines.isError ? (
        <ErrorState onRetry={() => void lines.refetch()} />
      ) : live.length > 0 ? (
        <ul className={styles.lines} data-testid="online-lines">
          {live.map((entry) => (
            <LiveLineCard key={entry.line.lineId} {...entry} now={now} />
          ))}
        </ul>
      ) : isAsking ? (
        <SkeletonList rows={3} label="正在查找运行中的车辆" />
      ) : (
        <EmptyState title="暂无实时车辆数据" hint="当前没有车辆在上报位置，班车运行时段再来看看" />
      )}
    </Page>
  );
};
