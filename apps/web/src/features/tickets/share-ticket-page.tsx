import { getQueryParam } from '../../app/query-params';
import { ApiFailure } from '../../api/query-result';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { useSharedTicket, type SharedTicketResult } from './api/shared-ticket';
import { RideCodePanel } from './ride-code-panel';
import { TicketBanner } from './ticket-banner';
import { Card, Row, TripCard, VehicleCard } from './ticket-sections';
import styles from './tickets.module.css';
import { useCurrentRideCode } from './use-current-ride-code';

const BAD_LINK_TEXT = '分享链接无效或已过期，请联系分享人重新分享';

const SharedTicketView = ({ data, onRetry }: { data: SharedTicketResult; onRetry: () => void }) => {
  const { ticket, rideCodes } = data;
  const view = useCurrentRideCode(rideCodes);
  const shown = ticket ?? rideCodes?.ticket;
  if (!shown) return null;
  return (
    <>
      <TicketBanner ticket={ticket ?? shown} />
      {rideCodes ? (
        <RideCodePanel ticket={shown} entry={rideCodes} view={view} isLoading={false} error={null} onRetry={onRetry} />
      ) : (
        <Card title="乘车码">
          <p className={styles.note}>车票已检票或已退票，无需再出示乘车码</p>
        </Card>
      )}
      <TripCard ticket={shown} />
      {ticket ? <VehicleCard ticket={ticket} /> : null}
      <Card title="乘车人">
        <Row label="乘车人">{shown.passengerName}</Row>
      </Card>
      <p className={styles.note}>此车票由购票人分享给您，仅供同行乘车时出示</p>
    </>
  );
};

const SharedTicketLoader = ({ token }: { token: string }) => {
  const shared = useSharedTicket(token);
  const retry = () => void shared.refetch();
  if (shared.data) return <SharedTicketView data={shared.data} onRetry={retry} />;
  if (shared.isError) {
    return shared.error instanceof ApiFailure && !shared.error.isTransport ? (
      <EmptyState title="无法查看车票" hint={shared.error.message} />
    ) : (
      <ErrorState title="车票加载失败" onRetry={retry} />
    );
  }
  return <SkeletonList rows={4} label="正在加载车票" />;
};

/** common/share-ticket?token=: a ticket a passenger shared, with its rotating code; no login needed. */
export const ShareTicketPage = () => {
  const token = getQueryParam('token')?.trim() ?? '';
  return (
    <main className={styles.page}>
      {token ? <SharedTicketLoader key={token} token={token} /> : <EmptyState title="无法查看车票" hint={BAD_LINK_TEXT} />}
    </main>
  );
};
