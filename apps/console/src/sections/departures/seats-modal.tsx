import { changeDepartureSeats, DepartureSeatsBody, type OpsDeparture } from '@udian/contracts/endpoints/ops/departures/departures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber, Modal, Typography } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { DEPARTURES_KEY } from './departure-keys';

type Props = { departure: OpsDeparture; onClose: () => void };

/** 改座位数: a whole number from the seats sold up; the contract's schema checks it, the server the seats sold. */
export const SeatsModal = ({ departure, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const toInput = useCallback((values: Record<string, unknown>) => ({ departureId: departure.departureId, capacity: values.capacity }), [departure.departureId]);
  const { form, submit } = useContractForm(DepartureSeatsBody, { toInput });
  const change = useMutation({
    mutationFn: (body: z.output<typeof DepartureSeatsBody>) => call(changeDepartureSeats, { body }),
    onSuccess: ({ departure: changed }) => {
      void message.success(`${changed.line.lineCode} ${changed.serviceDate} ${changed.time}：座位数已改为 ${changed.capacity}`);
      onClose();
    },
    onSettled: () => client.invalidateQueries({ queryKey: DEPARTURES_KEY }),
  });

  return (
    <Modal open title="改座位数" okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={change.isPending} destroyOnHidden>
      <Typography.Paragraph>
        {departure.line.lineCode} {departure.line.lineName}，{departure.serviceDate} {departure.time} 发车；已售 {departure.seatsSold} 座（含待支付占座）。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ capacity: departure.capacity }} onFinish={submit((body) => change.mutate(body))}>
        <Form.Item name="capacity" label="座位数" extra={`不能少于已售的 ${departure.seatsSold} 座`}>
          <InputNumber min={1} max={200} precision={0} style={{ width: 160 }} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
};
