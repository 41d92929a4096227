import { CARPOOL_MATCH_RADIUS_M, CARPOOL_MATCH_WINDOW_MINUTES, CARPOOL_NEAR_RADIUS_M, CARPOOL_PLACE_NAME_MAX_LENGTH } from '@udian/contracts/schemas/carpool';
import { useState } from 'react';
import { getQueryParam } from '../../app/query-params';
import { MY_POOL_PATH, POOL_LIST_PATH, POOL_PATH } from '../../app/page-paths';
import { AppLink } from '../../components/app-link';
import { LocationNotice } from '../../components/location-notice/location-notice';
import { Page, pageStyles } from '../../components/page/page';
import { PlaceSheet } from '../../components/place-sheet/place-sheet';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { formatDistance } from '../../lib/format';
import { addDays, shanghaiToday } from '../../lib/shanghai-time';
import { useIsHydrated } from '../../lib/use-hydrated';
import { useLocationPoint } from '../../platform/use-location';
import { useCarpoolMatch, useCarpoolsNear, type MatchInput } from './api/carpools';
import { CarpoolCard } from './carpool-card';
import { carpoolMatchText } from './carpool-text';
import { RouteWhen, type RouteEnd } from './carpool-fields';
import styles from './carpool.module.css';

type PoolListTab = 'near' | 'route';
const TABS: ReadonlyArray<{ key: PoolListTab; label: string }> = [
  { key: 'near', label: '附近拼车' },
  { key: 'route', label: '按路线找' },
];
const tabOf = (value: string | null): PoolListTab => (value === 'route' ? 'route' : 'near');

const StartLink = ({ label = '发起拼车' }: { label?: string }) => (
  <AppLink to={POOL_PATH} className={emptyActionClass}>
    {label}
  </AppLink>
);

/** 附近拼车: joinable carpools setting off near the passenger, nearest first. */
const Near = () => {
  const location = useLocationPoint();
  const point = location.data;
  const near = useCarpoolsNear(point ? { lng: point.lng, lat: point.lat } : undefined);
  return (
    <>
      <LocationNotice point={point} />
      {near.isError ? (
        <ErrorState title="拼车加载失败" onRetry={() => void near.refetch()} />
      ) : !near.data ? (
        <SkeletonList rows={3} label="正在查找附近的拼车" />
      ) : near.data.length === 0 ? (
        <EmptyState title="附近暂无可加入的拼车" hint={`${formatDistance(CARPOOL_NEAR_RADIUS_M)}内没有正在拼的车，发起一个吧`} action={<StartLink />} />
      ) : (
        <ul className={styles.list} aria-label="附近的拼车">
          {near.data.map((item) => (
            <li key={item.carpool.id} data-testid="carpool-item">
              <CarpoolCard carpool={item.carpool} note={`上车点距您 ${formatDistance(item.distanceM)}`} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

/** 按路线找: my two ends, date and time; /car/carpool/match answers the carpools going my way. */
const ByRoute = () => {
  const [today] = useState(() => shanghaiToday());
  const [from, setFrom] = useState<RouteEnd | null>(null);
  const [to, setTo] = useState<RouteEnd | null>(null);
  const [date, setDate] = useState(() => addDays(today, 1));
  const [time, setTime] = useState('08:00');
  const [sheet, setSheet] = useState<'from' | 'to' | null>(null);
  const [input, setInput] = useState<MatchInput | null>(null);
  const matches = useCarpoolMatch(input);
  const onSearch = () => {
    if (!from || !to) return;
    setInput({ fromLng: from.lng, fromLat: from.lat, toLng: to.lng, toLat: to.lat, date, time });
  };
  return (
    <>
      <section className={styles.search} aria-label="我的路线">
        <RouteWhen today={today} from={from} to={to} date={date} time={time} onOpenSheet={setSheet} onDate={setDate} onTime={setTime} />
        <p className={styles.hint}>
          起点和终点各在 {formatDistance(CARPOOL_MATCH_RADIUS_M)}内、出发时间前后 {CARPOOL_MATCH_WINDOW_MINUTES} 分钟内的拼车
        </p>
        <div className={styles.actions}>
          <button type="button" className={pageStyles.primaryButton} disabled={!from || !to} onClick={onSearch}>
            查找拼车
          </button>
        </div>
      </section>
      {input === null ? null : matches.isError ? (
        <ErrorState title="拼车查找失败" onRetry={() => void matches.refetch()} />
      ) : !matches.data ? (
        <SkeletonList rows={3} label="正在查找拼车" />
      ) : matches.data.length === 0 ? (
        <EmptyState title="暂无同路的拼车" hint="没有起终点和时间都相近的拼车，发起一个，等同路的人加入" action={<StartLink />} />
      ) : (
        <ul className={`${styles.list} ${styles.progress}`} aria-label="同路的拼车">
          {matches.data.map((item) => (
            <li key={item.carpool.id} data-testid="carpool-item">
              <CarpoolCard carpool={item.carpool} note={carpoolMatchText(item)} />
            </li>
          ))}
        </ul>
      )}
      {(['from', 'to'] as const).map((end) => (
        <PlaceSheet
          key={end}
          title={end === 'from' ? '选择出发地' : '选择目的地'}
          isOpen={sheet === end}
          onClose={() => setSheet(null)}
          nameMaxLength={CARPOOL_PLACE_NAME_MAX_LENGTH}
          detailMaxLength={100}
          onChoose={(place) => (end === 'from' ? setFrom : setTo)({ name: place.name, lng: place.lng, lat: place.lat })}
        />
      ))}
    </>
  );
};

/** 拼车线路: open carpools to join, near me or by my route; starting one and my carpools one tap away. */
export const PoolListPage = () => {
  const tab = tabOf(getQueryParam('tab'));
  // The route search's dates are the device's clock: it renders once the page is live.
  const isHydrated = useIsHydrated();
  return (
    <Page>
      <div className={styles.top}>
        <AppLink to={POOL_PATH} className={pageStyles.ghostButton}>
          发起拼车
        </AppLink>
        <AppLink to={MY_POOL_PATH} className={pageStyles.ghostButton}>
          我的拼车
        </AppLink>
      </div>
      <TabBar tabs={TABS} active={tab} path={POOL_LIST_PATH} label="找拼车的方式" />
      <div className={styles.progress}>{tab === 'near' ? <Near /> : isHydrated ? <ByRoute /> : <SkeletonList rows={2} label="正在加载" />}</div>
    </Page>
  );
};
