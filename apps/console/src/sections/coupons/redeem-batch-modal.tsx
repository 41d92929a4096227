import { generateRedeemBatch, type GenerateRedeemBatchBody } from '@udian/contracts/endpoints/ops/coupons/redeem-batches';
import { RedeemBatchInput } from '@udian/contracts/schemas/coupon-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { useTemplateChoices } from './campaign-form-modal';
import { COUPONS_KEY } from './coupon-keys';

const instant = (value: unknown): unknown => (dayjs.isDayjs(value) ? (value as Dayjs).toISOString() : value);
const toInput = (values: Record<string, unknown>) => ({ ...values, startsAt: instant(values.startsAt), endsAt: instant(values.endsAt) });

/** 生成兑换码: a batch of single-use random codes for one template. */
export const RedeemBatchModal = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const templates = useTemplateChoices();
  const { form, submit } = useContractForm(RedeemBatchInput, { toInput });
  const generate = useMutation({
    mutationFn: (body: GenerateRedeemBatchBody) => call(generateRedeemBatch, { body }),
    onSuccess: ({ batch }) => {
      void client.invalidateQueries({ queryKey: COUPONS_KEY });
      void message.success(`已生成 ${batch.codeCount} 个兑换码`);
      onClose();
    },
  });
  return (
    <Modal open={isOpen} title="生成兑换码" okText="生成" onOk={() => form.submit()} onCancel={onClose} confirmLoading={generate.isPending} destroyOnHidden>
      {isOpen ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit((body) => generate.mutate(body as GenerateRedeemBatchBody))}
          initialValues={{ codeCount: 100, startsAt: dayjs().startOf('minute'), endsAt: dayjs().add(30, 'day').endOf('day').startOf('minute') }}
        >
          <Form.Item name="name" label="批次名称">
            <Input autoComplete="off" maxLength={30} />
          </Form.Item>
          <Form.Item name="templateId" label="券模板">
            <Select options={templates} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="codeCount" label="生成数量">
            <InputNumber min={1} max={10000} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="startsAt" label="可兑换开始">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="endsAt" label="可兑换结束">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
};
