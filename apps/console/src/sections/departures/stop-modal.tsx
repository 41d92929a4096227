import { departureStopPreview, DepartureStopBody, stopDeparture, type OpsDeparture } from '@udian/contracts/endpoints/ops/departures/departures';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { yuan } from '../../lib/format';
import { DEPARTURES_KEY, stopPreviewKey } from './departure-keys';

type Props = { departure: OpsDeparture; onClose: () => void };

/**
 * 停运: the reason (2 to 100 characters, the contract's check), what the stop will do (the server's preview of
 * the tickets it refunds), then the stop. The riders see the reason on their tickets and in their message.
 */
export const StopModal = ({ departure, onClose }: Props) => {
  const client = useQueryClient();
  const { message, modal } = App.useApp();
  const toInput = useCallback((values: Record<string, unknown>) => ({ departureId: departure.departureId, reason: typeof values.reason === 'string' ? values.reason : '' }), [departure.departureId]);
  const { form, submit } = useContractForm(DepartureStopBody, { toInput });
  const preview = useQuery({
    queryKey: stopPreviewKey(departure.departureId),
    queryFn: ({ signal }) => call(departureStopPreview, { query: { departureId: departure.departureId }, signal }),
  });
  const stop = useMutation({
    mutationFn: (body: z.output<typeof DepartureStopBody>) => call(stopDeparture, { body }),
    onSuccess: (done) => {
      onClose();
      void message.success(`已停运：${done.refundedTickets} 张车票全额退款共 ${yuan(done.refundedCents)} 元，短信已发 ${done.smsSent} 条`);
      const problems = [
        done.unsentRefunds > 0 ? `${done.unsentRefunds} 笔退款暂未送达支付渠道，系统会自动重试` : '',
        done.smsFailed > 0 ? `${done.smsFailed} 条短信发送失败，请电话通知乘客` : '',
      ].filter(Boolean);
      if (problems.length > 0) modal.warning({ title: '停运已完成，但有需要跟进的事项', content: problems.join('；') });
    },
    onSettled: () => client.invalidateQueries({ queryKey: DEPARTURES_KEY }),
  });
  const counts = preview.data;

  return (
    <Modal
      open
      title="停运班次"
      okText="确认停运"
      okButtonProps={{ danger: true, disabled: !counts }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={stop.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {departure.line.lineCode} {departure.line.lineName}，{departure.serviceDate} {departure.time} 发车
      </Typography.Paragraph>
      {counts ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`将为 ${counts.validTickets} 张车票全额退款（共 ${yuan(counts.refundCents)} 元）并短信通知乘客`}
          description={[
            counts.pendingOrders > 0 ? `${counts.pendingOrders} 个待支付订单将被取消并释放座位。` : '',
            counts.usedTickets > 0 ? `${counts.usedTickets} 张已检票车票不退款。` : '',
            '停运后不能撤销。',
          ].join('')}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => stop.mutate(body))}>
        <Form.Item name="reason" label="停运原因" extra="2 到 100 个字，乘客会在车票和短信中看到，例如：车辆故障">
          <Input.TextArea rows={2} maxLength={100} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
};
