import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { payStatusKey } from './api/pay-status';
import { startPayment } from './start-payment';

/** 立即支付 on waiting-paid: starts paying again; the page keeps polling whatever the outcome. */
export const usePayNow = (orderNo: string) => {
  const queryClient = useQueryClient();
  const [isStarting, setStarting] = useState(false);
  const payNow = async () => {
    if (isStarting) return;
    setStarting(true);
    const closeLoading = toast.loading('正在发起支付…');
    const started = await startPayment(orderNo, window.location.pathname + window.location.search).catch(() => 'failed' as const);
    closeLoading();
    if (started === 'left') return;
    setStarting(false);
    if (started === 'cancelled') toast.info('已取消支付，请在倒计时结束前完成支付');
    if (started === 'paid') await queryClient.invalidateQueries({ queryKey: payStatusKey(orderNo) });
  };
  return { payNow, isStarting };
};
