import { BillOutline, EnvironmentOutline, SoundOutline, StarOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { LEGACY_COLLECTION_PATH, LEGACY_MAP_PATH, LEGACY_NOTICE_PATH, LEGACY_TICKET_LIST_PATH, NEAR_LINES_PATH } from '../../app/page-paths';
import { useTicketList } from '../../api/queries/ticket-list';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { LocationNotice } from '../../components/location-notice/location-notice';
import { Page, Section } from '../../components/page/page';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatDistance } from '../../lib/format';
import { useLoginInfo } from '../../lib/use-login-info';
import { useLocationPoint } from '../../platform/use-location';
import { useLineCollection } from './api/line-collection';
import { HOME_NEARBY_RADIUS_M, useNearbyLines } from './api/nearby-lines';
import { LoginPrompt } from './login-prompt';
import { TicketRow } from './ticket-row';
import styles from './legacy-section.module.css';

const SHORTCUTS: readonly { label: string; to: string; icon: ReactNode }[] = [
  { label: '我的车票', to: LEGACY_TICKET_LIST_PATH, icon: <BillOutline /> },
  { label: '我的收藏', to: LEGACY_COLLECTION_PATH, icon: <StarOutline /> },
  { label: '线路地图', to: LEGACY_MAP_PATH, icon: <EnvironmentOutline /> },
  { label: '线路公告', to: LEGACY_NOTICE_PATH, icon: <SoundOutline /> },
];

/** How many of each personal list the home shows; the rest are a tap away. */
const HOME_TICKETS = 3;
const HOME_COLLECTED = 3;

const moreLink = (to: string, label: string) => (
  <AppLink to={to} className={styles.more}>
    {label}
  </AppLink>
);

const NearbyLines = () => {
  const location = useLocationPoint();
  const nearby = useNearbyLines(location.data);
  if (!location.data || nearby.isPending) return <SkeletonList rows={2} label="正在查找附近线路" />;
  if (nearby.isError) return <ErrorState title="附近线路加载失败" onRetry={() => void nearby.refetch()} />;
  return (
    <>
      <LocationNotice point={location.data} />
      {nearby.data.lines.length === 0 ? (
        <p className={styles.quiet}>附近 {HOME_NEARBY_RADIUS_M / 1000} 公里内没有线路，可以在线路地图上看看周边的站点</p>
      ) : (
        <div data-testid="legacy-nearby-lines">
          {nearby.data.lines.map((line) => (
            <LineCard key={line.lineId} line={line} extra={`最近的上车站：${line.nearestStop.name} ${formatDistance(line.nearestStop.distanceM)}`} />
          ))}
        </div>
      )}
    </>
  );
};

const MyTickets = () => {
  const tickets = useTicketList('v4', 'toRide', { pageSize: HOME_TICKETS });
  if (!tickets.data) {
    return tickets.isError ? <ErrorState title="车票加载失败" onRetry={() => void tickets.refetch()} /> : <SkeletonList rows={1} label="正在加载车票" />;
  }
  const list = tickets.data.pages[0]?.tickets ?? [];
  if (list.length === 0) return <p className={styles.quiet}>暂无待乘车的车票，已使用和已退票的车票在「全部车票」中</p>;
  return (
    <ul className={styles.rows} aria-label="待乘车的车票">
      {list.map((ticket) => (
        <TicketRow key={ticket.ticketId} ticket={ticket} />
      ))}
    </ul>
  );
};

const MyCollection = () => {
  const collection = useLineCollection();
  if (!collection.data) {
    return collection.isError ? (
      <ErrorState title="收藏加载失败" onRetry={() => void collection.refetch()} />
    ) : (
      <SkeletonList rows={1} label="正在加载收藏的线路" />
    );
  }
  const lines = collection.data.lines.slice(0, HOME_COLLECTED);
  if (lines.length === 0) return <p className={styles.quiet}>还没有收藏的线路，在线路详情页点「收藏」即可加入</p>;
  return (
    <div data-testid="legacy-home-collection">
      {lines.map((line) => (
        <LineCard key={line.lineId} line={line} />
      ))}
    </div>
  );
};

/**
 * /ydbus: the older bus section's home (decision 055). Lines near the passenger for everyone; their tickets to
 * ride and collected lines once logged in (a visitor is asked to log in for those); shortcuts to the section's
 * ticket list, collection, map and notices.
 */
export const LegacyHomePage = () => {
  const isLoggedIn = useLoginInfo() !== null;
  return (
    <Page>
      <nav aria-label="常用功能">
        <ul className={styles.shortcuts}>
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <AppLink to={shortcut.to} className={styles.shortcut}>
                <span className={styles.shortcutIcon} aria-hidden="true">
                  {shortcut.icon}
                </span>
                {shortcut.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <Section title="附近线路" action={moreLink(NEAR_LINES_PATH, '更多附近线路')}>
        <NearbyLines />
      </Section>
      <Section title="我的车票" action={isLoggedIn ? moreLink(LEGACY_TICKET_LIST_PATH, '全部车票') : undefined}>
        {isLoggedIn ? <MyTickets /> : <LoginPrompt text="登录后查看待乘车的车票" />}
      </Section>
      <Section title="我的收藏" action={isLoggedIn ? moreLink(LEGACY_COLLECTION_PATH, '全部收藏') : undefined}>
        {isLoggedIn ? <MyCollection /> : <LoginPrompt text="登录后查看收藏的线路" />}
      </Section>
    </Page>
  );
};
