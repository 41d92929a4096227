import type { Order } from '@udian/contracts/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { confirm } from '../../app/dialogs';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { toast } from '../../app/toast';
import { BUY_SUCCESS_PATH, BUY_TICKET_PATH, MY_ORDER_PATH, ORDER_DETAIL_PATH } from '../../app/page-paths';
import { assembleKeys } from '../../api/queries/assemble-keys';
import { useOrderDetail } from '../../api/queries/order-detail';
import { shanghaiToday } from '../../lib/shanghai-time';
import { usePayStatus } from './api/pay-status';
import { BuyPageLoading, LoadFailure } from './buy-page-states';
import { HoldCountdown } from './hold-countdown';
import { OrderSummary } from './order-summary';
import { usePageLocation } from './page-url';
import { useCancelHeldOrder } from './use-cancel-held-order';
import { usePayNow } from './use-pay-now';
import { buyAgainQuery, closedState } from './waiting-paid-rules';
import styles from './waiting-paid.module.css';

const ORDER_NO_PATTERN = /^UD\d{20}$/;

const PendingActions = ({ order, expiresAt }: { order: Order; expiresAt: string }) => {
  const { payNow, isStarting } = usePayNow(order.orderNo);
  const cancel = useCancelHeldOrder();
  const [isTimeUp, setTimeUp] = useState(false);
  const onCancel = async () => {
    const isSure = await confirm('取消订单', '取消后座位和优惠券将被释放，确定要取消这个订单吗？', '确定取消');
    if (!isSure) return;
    cancel.mutate(order.orderNo, { onSuccess: () => toast.success('订单已取消') });
  };
  return (
    <>
      <HoldCountdown expiresAt={expiresAt} onExpired={setTimeUp} />
      <OrderSummary order={order} />
      <div className={styles.actions}>
        <button type="button" className={pageStyles.primaryButton} onClick={() => void payNow()} disabled={isStarting || isTimeUp || cancel.isPending}>
          {isStarting ? '正在发起支付…' : '立即支付'}
        </button>
        <button type="button" className={styles.secondary} onClick={() => void onCancel()} disabled={isStarting || cancel.isPending}>
          {cancel.isPending ? '正在取消…' : '取消订单'}
        </button>
      </div>
    </>
  );
};

const ClosedOrder = ({ order }: { order: Order }) => {
  const state = closedState(order.status);
  return (
    <>
      <div className={styles.closed} role="status">
        <p className={styles.closedTitle}>{state?.title ?? '订单状态已变化'}</p>
        <p className={styles.closedHint}>{state?.hint ?? '请到我的订单查看最新状态。'}</p>
      </div>
      <OrderSummary order={order} />
      <div className={styles.actions}>
        <AppLink to={BUY_TICKET_PATH} query={buyAgainQuery(order, shanghaiToday())} isReplace className={pageStyles.primaryButton}>
          重新购买
        </AppLink>
        <AppLink to={ORDER_DETAIL_PATH} query={{ orderNo: order.orderNo }} className={styles.link}>
          查看订单详情
        </AppLink>
      </div>
    </>
  );
};

const WaitingPaid = ({ orderNo }: { orderNo: string }) => {
  const detail = useOrderDetail(orderNo);
  const status = usePayStatus(orderNo);
  const current = status.data?.status ?? detail.data?.status;
  const { refetch: refetchDetail } = detail;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (current !== 'paid') return;
    // A paid order may be a crowdfund's commitment (decision 047): its progress and the passenger's part moved.
    void queryClient.invalidateQueries({ queryKey: assembleKeys.all });
    navigateTo(getHref(BUY_SUCCESS_PATH, { orderNo }), { isReplace: true });
  }, [current, orderNo, queryClient]);
  // The order ended while this page showed it: read it again for its closing details.
  useEffect(() => {
    if (detail.data && current && current !== detail.data.status) void refetchDetail();
  }, [current, detail.data, refetchDetail]);
  if (detail.isError) return <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} title="订单不存在" />;
  if (!detail.data || current === undefined) return <BuyPageLoading label="正在加载订单" />;
  const order = { ...detail.data, status: current };
  return (
    <Page>
      {current === 'pending' ? (
        <PendingActions order={order} expiresAt={status.data?.expiresAt ?? order.expiresAt} />
      ) : current === 'paid' ? (
        <SkeletonList rows={4} label="支付成功，正在出票" />
      ) : (
        <ClosedOrder order={order} />
      )}
    </Page>
  );
};

/** waiting-paid `?orderNo=`: pay the held order before its seats are released, or cancel it. */
export const WaitingPaidPage = () => {
  const orderNo = new URLSearchParams(usePageLocation().search).get('orderNo');
  if (!orderNo || !ORDER_NO_PATTERN.test(orderNo)) {
    return (
      <Page>
        <EmptyState
          title="链接不完整"
          hint="链接中缺少订单号，请到我的订单查看待支付的订单"
          action={
            <AppLink to={MY_ORDER_PATH} isReplace className={emptyActionClass}>
              查看我的订单
            </AppLink>
          }
        />
      </Page>
    );
  }
  return (
    <RequireLogin>
      <WaitingPaid key={orderNo} orderNo={orderNo} />
    </RequireLogin>
  );
};
