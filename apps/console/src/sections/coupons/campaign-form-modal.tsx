import { createCouponCampaign, updateCouponCampaign, type CreateCouponCampaignBody, type UpdateCouponCampaignBody } from '@udian/contracts/endpoints/ops/coupons/coupon-campaigns';
import { listCouponTemplates } from '@udian/contracts/endpoints/ops/coupons/coupon-templates';
import { CouponCampaignInput, CouponCampaignUpdate, type OpsCouponCampaign } from '@udian/contracts/schemas/coupon-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { COUPONS_KEY, TEMPLATES_KEY } from './coupon-keys';
import { couponValueText } from './coupon-text';

const instant = (value: unknown): unknown => (dayjs.isDayjs(value) ? (value as Dayjs).toISOString() : value);
const toInput = (values: Record<string, unknown>) => ({ ...values, startsAt: instant(values.startsAt), endsAt: instant(values.endsAt) });

/** The templates a new campaign or batch may hand out: not archived, no lateness compensation. */
export const useTemplateChoices = () => {
  const templates = useQuery({ queryKey: TEMPLATES_KEY, queryFn: ({ signal }) => call(listCouponTemplates, { signal }) });
  return (templates.data?.templates ?? [])
    .filter((t) => !t.isArchived && t.purpose !== 'lateness')
    .map((t) => ({ value: t.id, label: `${t.name}（${couponValueText(t)}）` }));
};

const DateFields = () => (
  <>
    <Form.Item name="startsAt" label="开始时间">
      <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
    </Form.Item>
    <Form.Item name="endsAt" label="结束时间">
      <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
    </Form.Item>
  </>
);

/** What both campaign forms ask after the stock: the per-passenger limit, the dates and the description. */
const LimitDatesAndDescription = () => (
  <>
    <Form.Item name="perUserLimit" label="每人限领（张）">
      <InputNumber min={1} max={100} precision={0} style={{ width: 200 }} />
    </Form.Item>
    <DateFields />
    <Form.Item name="description" label="活动说明">
      <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
    </Form.Item>
  </>
);

/** 添加领券活动. */
export const CreateCampaignModal = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const templates = useTemplateChoices();
  const { form, submit } = useContractForm(CouponCampaignInput, { toInput });
  const create = useMutation({
    mutationFn: (body: CreateCouponCampaignBody) => call(createCouponCampaign, { body }),
    onSuccess: ({ campaign }) => {
      void client.invalidateQueries({ queryKey: COUPONS_KEY });
      void message.success(`已添加领券活动「${campaign.name}」`);
      onClose();
    },
  });
  return (
    <Modal open={isOpen} title="添加领券活动" okText="添加" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      {isOpen ? (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => create.mutate(body as CreateCouponCampaignBody))} initialValues={{ perUserLimit: 1 }}>
          <Form.Item name="name" label="活动名称">
            <Input autoComplete="off" maxLength={30} />
          </Form.Item>
          <Form.Item name="templateId" label="券模板">
            <Select options={templates} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="totalStock" label="总库存（张）">
            <InputNumber min={1} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <LimitDatesAndDescription />
        </Form>
      ) : null}
    </Modal>
  );
};

/** 编辑领券活动: stock (never below what was claimed), limit, dates. */
export const EditCampaignModal = ({ campaign, onClose }: { campaign: OpsCouponCampaign | null; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const id = campaign?.id;
  const toUpdate = useCallback((values: Record<string, unknown>) => ({ ...toInput(values), id: id ?? '' }), [id]);
  const { form, submit } = useContractForm(CouponCampaignUpdate, { toInput: toUpdate });
  const update = useMutation({
    mutationFn: (body: UpdateCouponCampaignBody) => call(updateCouponCampaign, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: COUPONS_KEY });
      void message.success('已保存');
      onClose();
    },
  });
  return (
    <Modal open={campaign !== null} title={`编辑领券活动 ${campaign?.name ?? ''}`} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={update.isPending} destroyOnHidden>
      {campaign ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit((body) => update.mutate(body as UpdateCouponCampaignBody))}
          initialValues={{
            name: campaign.name,
            totalStock: campaign.totalStock,
            perUserLimit: campaign.perUserLimit,
            startsAt: dayjs(campaign.startsAt),
            endsAt: dayjs(campaign.endsAt),
            description: campaign.description,
          }}
        >
          <Form.Item name="name" label="活动名称">
            <Input autoComplete="off" maxLength={30} />
          </Form.Item>
          <Form.Item name="totalStock" label={`总库存（张，已领 ${campaign.issuedCount}，不能少于已领）`}>
            <InputNumber min={1} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <LimitDatesAndDescription />
        </Form>
      ) : null}
    </Modal>
  );
};
