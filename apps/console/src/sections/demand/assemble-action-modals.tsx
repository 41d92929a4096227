import { CloseAssembleBody, closeAssemble, ExtendAssembleBody, extendAssemble, type OpsAssemble } from '@udian/contracts/endpoints/ops/demand/assemble';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, DatePicker, Form, Input, Modal, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useContractForm } from '../../forms/contract-form';
import { shanghaiDateTime } from '../../lib/format';
import { isLaterDeadline, shanghaiWallClock, toExtendAssembleInput } from './assemble-input';
import { DEMAND_KEY } from './demand-keys';

type Props = { assemble: OpsAssemble; isOpen: boolean; onClose: () => void };

/** 提前关闭: the reason, and the warning that every payment goes back in full and every rider is told. */
export const CloseAssembleModal = ({ assemble, isOpen, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const toInput = useCallback((values: Record<string, unknown>) => ({ id: assemble.id, reason: values.reason }), [assemble.id]);
  const { form, submit } = useContractForm(CloseAssembleBody, { toInput });
  const close = useMutation({
    mutationFn: (body: z.output<typeof CloseAssembleBody>) => call(closeAssemble, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ told }) => {
      void message.success(`已关闭众筹「${assemble.name}」，已通知 ${told} 人`);
      onClose();
    },
    // Whatever happened (it opened or failed meanwhile), the monitor shows the crowdfund as it is now.
    onSettled: () => client.invalidateQueries({ queryKey: DEMAND_KEY }),
  });
  return (
    <Modal
      open={isOpen}
      title="提前关闭众筹"
      okText="确认关闭"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={close.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {assemble.code} {assemble.name}：已支付 {assemble.committed} 人，待支付 {assemble.pending} 人
      </Typography.Paragraph>
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="所有已支付的款项将全额退回，并短信通知乘客" description="线路停止售票，关闭后不能撤销。" />
      {close.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failureText(close.error)} role="alert" /> : null}
      {isOpen ? (
        <Form form={form} name="assemble-close" layout="vertical" requiredMark={false} onFinish={submit((body) => close.mutate(body))}>
          <Form.Item name="reason" label="关闭原因" extra="2 到 60 个字，记入操作日志">
            <Input.TextArea rows={2} maxLength={60} showCount />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
};

/** 延长截止: a later deadline (Shanghai time), before the first day; the riders who joined are told. */
export const ExtendAssembleModal = ({ assemble, isOpen, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const toInput = useCallback((values: Record<string, unknown>) => toExtendAssembleInput(assemble.id, values), [assemble.id]);
  const { form, submit } = useContractForm(ExtendAssembleBody, { toInput });
  const initialValues = useMemo(() => ({ deadline: shanghaiWallClock(assemble.deadline)?.add(1, 'day') ?? null }), [assemble.deadline]);
  const extend = useMutation({
    mutationFn: (body: z.output<typeof ExtendAssembleBody>) => call(extendAssemble, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ assemble: saved, told }) => {
      void message.success(`截止时间已延长至 ${shanghaiDateTime(saved.deadline)}，已通知 ${told} 人`);
      onClose();
    },
    onSettled: () => client.invalidateQueries({ queryKey: DEMAND_KEY }),
  });
  return (
    <Modal open={isOpen} title="延长截止时间" okText="确认延长" onOk={() => form.submit()} onCancel={onClose} confirmLoading={extend.isPending} destroyOnHidden>
      <Typography.Paragraph>
        {assemble.code} {assemble.name}：当前截止 {shanghaiDateTime(assemble.deadline)}，首班日期 {assemble.firstDay}
      </Typography.Paragraph>
      {extend.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failureText(extend.error)} role="alert" /> : null}
      {isOpen ? (
        <Form
          form={form}
          name="assemble-extend"
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          onFinish={submit((body) => {
            if (!isLaterDeadline(assemble.deadline, body.deadline)) {
              form.setFields([{ name: 'deadline', errors: ['新的截止时间须晚于当前截止时间'] }]);
              return;
            }
            extend.mutate(body);
          })}
        >
          <Form.Item name="deadline" label="新的截止时间" extra="北京时间，须晚于当前截止时间、早于首班日期；已参与的乘客会收到短信">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" needConfirm={false} style={{ width: 240 }} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
};
