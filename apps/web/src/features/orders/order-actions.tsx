import { confirm } from '../../app/dialogs';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { buyTicketQuery } from '../../lib/buy-ticket-draft';
import { toast } from '../../app/toast';
import { BUY_TICKET_PATH, GET_INVOICE_PATH, WAITING_PAID_PATH } from '../../app/page-paths';
import { useOrderCancel } from '../../api/queries/order-cancel';
import { useOrderAgain } from './api/order-again';

type ActionProps = { orderNo: string; className?: string };

/** To the cashier of a pending order. */
export const PayLink = ({ orderNo, className }: ActionProps) => (
  <AppLink to={WAITING_PAID_PATH} query={{ orderNo }} className={className}>
    去支付
  </AppLink>
);

/** 申请发票 for a paid order: the invoice page with this order's number filled in. */
export const InvoiceLink = ({ orderNo, className }: ActionProps) => (
  <AppLink to={GET_INVOICE_PATH} query={{ orderNo }} className={className}>
    申请发票
  </AppLink>
);

export const CancelOrderButton = ({ orderNo, className }: ActionProps) => {
  const cancel = useOrderCancel();
  const onCancel = async () => {
    const isConfirmed = await confirm('取消订单', '取消后座位将立即释放，使用的优惠券会退回您的账户。确定取消这个订单吗？');
    if (!isConfirmed) return;
    // A failure (already paid, already closed) is shown by the request helper's toast.
    cancel.mutate(orderNo, { onSuccess: () => toast.success('订单已取消') });
  };
  return (
    <button type="button" className={className} onClick={() => void onCancel()} disabled={cancel.isPending}>
      {cancel.isPending ? '正在取消…' : '取消订单'}
    </button>
  );
};

/** 再来一单: the same line, time, stops and passengers on the coming dates, opened on the buying page. */
export const OrderAgainButton = ({ orderNo, className }: ActionProps) => {
  const again = useOrderAgain();
  const onClick = () =>
    again.mutate(orderNo, { onSuccess: (draft) => navigateTo(getHref(BUY_TICKET_PATH, buyTicketQuery(draft))) });
  return (
    <button type="button" className={className} onClick={onClick} disabled={again.isPending}>
      {again.isPending ? '正在准备…' : '再来一单'}
    </button>
  );
};
