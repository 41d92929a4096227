import { useState } from 'react';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { AppLink } from '../../components/app-link';
import { copyText } from '../../lib/clipboard';
import { toast } from '../../app/toast';
import { REFUND_TICKET_PATH } from '../../app/page-paths';
import { CHECK_TICKET_PATH, REFUND_RULE_PATH, SHARE_TICKET_PATH } from '../../app/page-paths';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useTicketShare } from './api/ticket-share';
import { shareUrlOf } from './share-link';
import { Card } from './ticket-sections';
import styles from './tickets.module.css';

type SharedLink = { url: string; token: string; expiresAt: string; isCopied: boolean };

const ShareResult = ({ link, onCopy }: { link: SharedLink; onCopy: () => void }) => (
  <Card title="分享链接" testId="share-link">
    <p className={styles.shareUrl} data-testid="share-url">
      {link.url}
    </p>
    <p className={styles.note}>
      {link.isCopied ? '链接已复制，' : '复制失败，请长按上方链接手动复制，'}
      发给同行人即可查看车票和乘车码，{formatShanghaiDateTime(link.expiresAt)} 前有效
    </p>
    <div className={styles.buttons}>
      <button type="button" className={styles.button} onClick={onCopy}>
        复制链接
      </button>
      <AppLink to={SHARE_TICKET_PATH} query={{ token: link.token }} className={styles.button}>
        查看同行人看到的页面
      </AppLink>
    </div>
  </Card>
);

/**
 * What the passenger can do with a ticket: check in, refund (only while the server says it is refundable),
 * share with a companion, and read the refund rule of the line.
 */
export const TicketActions = ({ ticket }: { ticket: Ticket }) => {
  const share = useTicketShare();
  const [link, setLink] = useState<SharedLink | null>(null);
  const isToRide = ticket.state === 'toRide';

  const copy = async (url: string, token: string, expiresAt: string) => {
    const isCopied = await copyText(url);
    setLink({ url, token, expiresAt, isCopied });
    if (isCopied) toast.success('链接已复制');
  };
  const onShare = () =>
    share.mutate(ticket.ticketId, { onSuccess: (data) => void copy(shareUrlOf(data.path), data.shareToken, data.expiresAt) });

  return (
    <>
      {link ? <ShareResult link={link} onCopy={() => void copy(link.url, link.token, link.expiresAt)} /> : null}
      <div className={styles.buttons}>
        {isToRide ? (
          <AppLink to={CHECK_TICKET_PATH} query={{ ticketId: ticket.ticketId }} className={styles.primary}>
            检票
          </AppLink>
        ) : null}
        {ticket.refundable ? (
          <AppLink to={REFUND_TICKET_PATH} query={{ orderNo: ticket.orderNo, ticketId: ticket.ticketId }} className={styles.button}>
            退票
          </AppLink>
        ) : null}
        {isToRide ? (
          <button type="button" className={styles.button} onClick={onShare} disabled={share.isPending}>
            {share.isPending ? '正在生成链接…' : '分享给同行人'}
          </button>
        ) : null}
      </div>
      <nav className={styles.links} aria-label="乘车规则">
        <AppLink to={REFUND_RULE_PATH} query={{ lineId: ticket.line.lineId }}>
          退票规则
        </AppLink>
      </nav>
    </>
  );
};
