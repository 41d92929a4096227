import { TransportQRcodeOutline, RightOutline } from 'antd-mobile-icons';
import { getQueryParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { RequireLogin } from '../../components/require-login';
import type { TicketListSource } from '../../api/queries/ticket-list';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { BUS_CODE_PATH, LEGACY_TICKET_PATH, MY_TICKET_PATH } from '../../app/page-paths';
import { TicketList } from './ticket-list';
import { parseTicketTab, TICKET_TABS, ticketTabOf } from './ticket-tabs';
import styles from './tickets.module.css';

const TicketTabs = ({ source, path }: { source: TicketListSource; path: string }) => {
  const tab = parseTicketTab(getQueryParam('tab'));
  const { emptyTitle, emptyHint } = ticketTabOf(tab);
  return (
    <RequireLogin>
      <main className={styles.page}>
        <TabBar tabs={TICKET_TABS} active={tab} path={path} label="车票分类" />
        {tab === 'toRide' ? (
          <AppLink to={BUS_CODE_PATH} className={styles.busCodeEntry}>
            <TransportQRcodeOutline className={styles.busCodeIcon} aria-hidden="true" />
            <span className={styles.busCodeText}>出示乘车码</span>
            <span className={styles.busCodeHint}>下一班车的乘车码，上车时出示</span>
            <RightOutline aria-hidden="true" />
          </AppLink>
        ) : null}
        <TicketList key={tab} source={source} tab={tab} emptyTitle={emptyTitle} emptyHint={emptyHint} />
      </main>
    </RequireLogin>
  );
};

/** ticket/my-ticket?tab=: the passenger's tickets by tab (待乘车 已使用 已退票 已过期). */
export const MyTicketPage = () => <TicketTabs source="v8" path={MY_TICKET_PATH} />;

/** /ydbus/ticket?tab=: the older bus section's ticket list (/ticket/v4/list), the same tabs and cards. */
export const LegacyTicketPage = () => <TicketTabs source="v4" path={LEGACY_TICKET_PATH} />;
