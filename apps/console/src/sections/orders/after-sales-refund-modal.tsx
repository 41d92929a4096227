import { AfterSalesRefundBody, afterSalesRefund } from '@udian/contracts/endpoints/ops/orders/after-sales-refund';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Alert, Form, Input, Modal } from 'antd';
import { useCallback } from 'react';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { yuan } from '../../lib/format';
import { ORDERS_KEY } from './order-keys';
import { toRefundBodyInput } from './refund-form-input';

type Props = {
  orderNo: string;
  /** What the page showed as refundable: the server refuses if it has changed meanwhile. */
  refundableCents: number;
  /** The operator's limit per refund; null: none. */
  limitCents: number | null;
  isOpen: boolean;
  onClose: () => void;
};

/**
 * 售后退款: an amount in yuan (two decimals at most), read as cents from its digits, and the reason. The form is
 * checked by the contract's own body schema, in cents, so its messages are the server's.
 */
export const AfterSalesRefundModal = ({ orderNo, refundableCents, limitCents, isOpen, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const toInput = useCallback((values: Record<string, unknown>) => toRefundBodyInput(values, { orderNo, refundableCents }), [orderNo, refundableCents]);
  const { form, submit } = useContractForm(AfterSalesRefundBody, { toInput });
  const refund = useMutation({
    mutationFn: (body: z.output<typeof AfterSalesRefundBody>) => call(afterSalesRefund, { body }),
    onSuccess: ({ refund: done }) => {
      void message.success(`已提交退款 ${yuan(done.amountCents)} 元（退款单号 ${done.outRefundNo}），${done.status === 'succeeded' ? '已退回原支付账户' : '等待支付渠道处理'}`);
      form.resetFields();
      onClose();
    },
    // Whatever happened (a refund by someone else meanwhile, a limit), the page shows the order as it is now.
    onSettled: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });

  return (
    <Modal
      open={isOpen}
      title="售后退款"
      okText="确认退款"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={refund.isPending}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`可退金额 ${yuan(refundableCents)} 元${limitCents === null ? '' : `；客服单笔最多 ${yuan(limitCents)} 元`}`}
        description="退款按原支付渠道退回，车票状态不变。"
      />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => refund.mutate(body))}>
        <Form.Item name="amountCents" label="退款金额（元）" extra="最多两位小数，例如 12.50">
          <Input prefix="¥" inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="reason" label="退款原因" extra="2 到 200 个字，记入退款单和操作日志">
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
