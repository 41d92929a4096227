import { createCouponTemplate, updateCouponTemplate, type CreateCouponTemplateBody, type UpdateCouponTemplateBody } from '@udian/contracts/endpoints/ops/coupons/coupon-templates';
import { CouponTemplateInput, CouponTemplateUpdate, type CouponTemplate } from '@udian/contracts/schemas/coupon-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { COUPONS_KEY } from './coupon-keys';
import { yuanTextToCents } from '../../lib/yuan-input';
import { centsToYuanText, couponKindLabels, lineTypeLabels } from './coupon-text';
import { useLineChoices } from './line-choices';

const instant = (value: unknown): unknown => (dayjs.isDayjs(value) ? (value as Dayjs).toISOString() : value);

/** The form's values as the contract's input: yuan to cents, dates to instants, one validity kept. */
const toTemplateInput = (values: Record<string, unknown>): Record<string, unknown> => {
  const isFixed = values.validity === 'fixed';
  const { validity: _validity, ...rest } = values;
  return {
    ...rest,
    amountCents: yuanTextToCents(values.amountCents) ?? 0,
    maxDiscountCents: yuanTextToCents(values.maxDiscountCents) ?? 0,
    thresholdCents: yuanTextToCents(values.thresholdCents) ?? 0,
    validDays: isFixed ? null : (values.validDays ?? undefined),
    fixedValidFrom: isFixed ? (instant(values.fixedValidFrom) ?? undefined) : null,
    fixedValidTo: isFixed ? (instant(values.fixedValidTo) ?? undefined) : null,
  };
};

const TemplateFields = () => {
  const lines = useLineChoices();
  const kind = Form.useWatch('kind') as string | undefined;
  const validity = Form.useWatch('validity') as string | undefined;
  return (
    <>
      <Form.Item name="name" label="券名称">
        <Input autoComplete="off" maxLength={30} />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Radio.Group options={Object.entries(couponKindLabels).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      {kind === 'amount' ? (
        <Form.Item name="amountCents" label="减免金额（元）">
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      ) : null}
      {kind === 'ratio' ? (
        <>
          <Form.Item name="ratioPercent" label="实付比例（%，80 即八折）">
            <InputNumber min={1} max={99} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="maxDiscountCents" label="最高减免（元，留空不封顶）">
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="thresholdCents" label="使用门槛：订单满（元，留空无门槛）">
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="lineIds" label="适用线路（留空为全部线路）">
        <Select mode="multiple" allowClear options={lines.options} loading={lines.isLoading} optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="lineTypes" label="适用线路类型（留空为全部类型）">
        <Select mode="multiple" allowClear options={Object.entries(lineTypeLabels).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="validity" label="有效期">
        <Radio.Group
          options={[
            { value: 'days', label: '领取后 N 天内有效' },
            { value: 'fixed', label: '固定起止时间' },
          ]}
        />
      </Form.Item>
      {validity === 'fixed' ? (
        <>
          <Form.Item name="fixedValidFrom" label="有效期开始">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="fixedValidTo" label="有效期结束">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="validDays" label="有效天数">
          <InputNumber min={1} max={365} precision={0} style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item name="description" label="使用说明">
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </>
  );
};

const initialOf = (t: CouponTemplate | null) =>
  t
    ? {
        name: t.name,
        kind: t.kind,
        amountCents: centsToYuanText(t.amountCents),
        ratioPercent: t.ratioPercent,
        maxDiscountCents: centsToYuanText(t.maxDiscountCents),
        thresholdCents: centsToYuanText(t.thresholdCents),
        lineIds: t.lines.map((l) => l.lineId),
        lineTypes: t.lineTypes,
        validity: t.validDays === null ? 'fixed' : 'days',
        validDays: t.validDays ?? undefined,
        fixedValidFrom: t.fixedValidFrom ? dayjs(t.fixedValidFrom) : undefined,
        fixedValidTo: t.fixedValidTo ? dayjs(t.fixedValidTo) : undefined,
        description: t.description,
      }
    : { kind: 'amount', ratioPercent: 80, validity: 'days', validDays: 7, lineIds: [], lineTypes: [] };

/** 添加券模板 (template null) or 编辑 one. */
export const TemplateFormModal = ({ isOpen, template, onClose }: { isOpen: boolean; template: CouponTemplate | null; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const id = template?.id;
  const toCreate = useCallback((values: Record<string, unknown>) => toTemplateInput(values), []);
  const toUpdate = useCallback((values: Record<string, unknown>) => ({ ...toTemplateInput(values), id: id ?? '' }), [id]);
  const creating = useContractForm(CouponTemplateInput, { toInput: toCreate });
  const updating = useContractForm(CouponTemplateUpdate, { toInput: toUpdate });
  const { form, submit } = template ? updating : creating;
  const save = useMutation({
    mutationFn: (body: CreateCouponTemplateBody | UpdateCouponTemplateBody) =>
      'id' in body ? call(updateCouponTemplate, { body }) : call(createCouponTemplate, { body }),
    onSuccess: ({ template: saved }) => {
      void client.invalidateQueries({ queryKey: COUPONS_KEY });
      void message.success(`已保存券模板「${saved.name}」`);
      onClose();
    },
  });
  return (
    <Modal open={isOpen} title={template ? `编辑券模板 ${template.name}` : '添加券模板'} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={save.isPending} destroyOnHidden width={560}>
      {isOpen ? (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => save.mutate(body as CreateCouponTemplateBody | UpdateCouponTemplateBody))} initialValues={initialOf(template)}>
          <TemplateFields />
        </Form>
      ) : null}
    </Modal>
  );
};
