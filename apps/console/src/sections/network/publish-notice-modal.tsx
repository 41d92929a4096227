import { PublishLineNoticeBody, publishLineNotice } from '@udian/contracts/endpoints/ops/network/line-notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { noticesKey } from './network-keys';

type Props = { lineId: string; lineLabel: string; isOpen: boolean; onClose: () => void };

const dateOf = (value: unknown): string | undefined => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : undefined);

/** The date pickers' days become the contract's Shanghai dates; the line is the page's. */
const toInput = (lineId: string) => (values: Record<string, unknown>): PublishLineNoticeBody => ({
  lineId,
  title: String(values.title ?? ''),
  content: String(values.content ?? ''),
  effectiveFrom: dateOf(values.effectiveFrom) ?? '',
  effectiveTo: dateOf(values.effectiveTo) ?? null,
});

/** 发布公告: passengers see it on the line page and the home notice bar from its first day. */
export const PublishNoticeModal = ({ lineId, lineLabel, isOpen, onClose }: Props) => {
  const client = useQueryClient();
  const { form, submit } = useContractForm(PublishLineNoticeBody, { toInput: toInput(lineId) });
  const publish = useMutation({
    mutationFn: (body: PublishLineNoticeBody) => call(publishLineNotice, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: noticesKey(lineId) });
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal open={isOpen} title={`发布线路调整公告 · ${lineLabel}`} okText="发布" onOk={() => form.submit()} onCancel={onClose} confirmLoading={publish.isPending} destroyOnHidden width={600}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => publish.mutate(body))} initialValues={{ effectiveFrom: dayjs() }}>
        <Form.Item name="title" label="标题" extra="2 到 40 个字，首页公告栏显示标题">
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="content" label="内容">
          <Input.TextArea rows={6} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="effectiveFrom" label="生效日期">
          <DatePicker />
        </Form.Item>
        <Form.Item name="effectiveTo" label="结束日期" extra="最后显示的一天；不填则一直显示，直到结束公告">
          <DatePicker allowClear />
        </Form.Item>
      </Form>
    </Modal>
  );
};
