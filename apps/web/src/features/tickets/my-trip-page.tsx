import { getQueryParam } from '../../app/query-params';
import { RequireLogin } from '../../components/require-login';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { MY_TRIP_PATH } from '../../app/page-paths';
import { TicketList } from './ticket-list';
import styles from './tickets.module.css';

const TRIP_TABS = [
  { key: 'coming', label: '即将出行', list: 'toRide', emptyTitle: '暂无即将出行的行程', emptyHint: '购票后，行程会出现在这里' },
  { key: 'past', label: '历史行程', list: 'used', emptyTitle: '暂无历史行程', emptyHint: '检票乘车后，行程会出现在这里' },
] as const;

type TripTab = (typeof TRIP_TABS)[number];

const parseTripTab = (value: string | null): TripTab => TRIP_TABS.find((tab) => tab.key === value) ?? TRIP_TABS[0];

/** my-trip?tab=: rides to come (tickets to ride, soonest first) and rides taken (checked tickets, latest first). */
export const MyTripPage = () => {
  const tab = parseTripTab(getQueryParam('tab'));
  return (
    <RequireLogin>
      <main className={styles.page}>
        <TabBar tabs={TRIP_TABS} active={tab.key} path={MY_TRIP_PATH} label="行程分类" />
        <TicketList key={tab.key} source="v8" tab={tab.list} emptyTitle={tab.emptyTitle} emptyHint={tab.emptyHint} />
      </main>
    </RequireLogin>
  );
};
