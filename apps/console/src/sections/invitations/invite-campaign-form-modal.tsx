import {
  CreateInviteCampaignBody,
  createInviteCampaign,
  UpdateInviteCampaignBody,
  updateInviteCampaign,
  type InviteTemplateOption,
  type OpsInviteCampaign,
} from '@udian/contracts/endpoints/ops/invitations/invite-campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { INVITATIONS_KEY } from './invitation-keys';

/** The pickers' days as the contract's Shanghai service dates (YYYY-MM-DD). */
const serviceDate = (value: unknown): unknown => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : value);
const toInput = (values: Record<string, unknown>) => ({ ...values, startDate: serviceDate(values.startDate), endDate: serviceDate(values.endDate) });

const CampaignFields = ({ templates }: { templates: InviteTemplateOption[] }) => {
  const options = templates.map((t) => ({ value: t.id, label: `${t.name}（${t.summary}）` }));
  return (
    <>
      <Form.Item name="name" label="活动名称">
        <Input autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item name="startDate" label="开始日期（当天 0 点开始）">
        <DatePicker />
      </Form.Item>
      <Form.Item name="endDate" label="结束日期（当天 24 点结束）">
        <DatePicker />
      </Form.Item>
      <Form.Item name="newUserTemplateId" label="新用户券（好友通过链接注册后获得）">
        <Select options={options} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="rewardTemplateId" label="邀请奖励券（好友首次付费乘车检票后，邀请人获得）">
        <Select options={options} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="rewardCap" label="每位邀请人最多奖励（次）">
        <InputNumber min={1} max={1000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="rules" label="活动规则（乘客在活动规则页看到，每段一行）">
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
    </>
  );
};

/** 创建邀请活动. */
export const CreateInviteCampaignModal = ({ isOpen, templates, onClose }: { isOpen: boolean; templates: InviteTemplateOption[]; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const { form, submit } = useContractForm(CreateInviteCampaignBody, { toInput });
  const create = useMutation({
    mutationFn: (body: z.output<typeof CreateInviteCampaignBody>) => call(createInviteCampaign, { body }),
    onSuccess: ({ campaign }) => {
      void client.invalidateQueries({ queryKey: INVITATIONS_KEY });
      void message.success(`已创建邀请活动「${campaign.name}」`);
      onClose();
    },
  });
  return (
    <Modal open={isOpen} title="创建邀请活动" okText="创建" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden width={640}>
      {isOpen ? (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => create.mutate(body))} initialValues={{ rewardCap: 10, rules: '' }}>
          <CampaignFields templates={templates} />
        </Form>
      ) : null}
    </Modal>
  );
};

/** 编辑邀请活动: recorded invitations keep the coupons and rewards they had. */
export const EditInviteCampaignModal = ({ campaign, templates, onClose }: { campaign: OpsInviteCampaign | null; templates: InviteTemplateOption[]; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const id = campaign?.id;
  const toUpdate = useCallback((values: Record<string, unknown>) => ({ ...(toInput(values) as Record<string, unknown>), id: id ?? '' }), [id]);
  const { form, submit } = useContractForm(UpdateInviteCampaignBody, { toInput: toUpdate });
  const update = useMutation({
    mutationFn: (body: z.output<typeof UpdateInviteCampaignBody>) => call(updateInviteCampaign, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: INVITATIONS_KEY });
      void message.success('已保存');
      onClose();
    },
  });
  // A template archived since stays choosable for the campaign that uses it.
  const choices = campaign
    ? [
        ...templates,
        ...[campaign.newUserTemplate, campaign.rewardTemplate]
          .filter((t, i, all) => !templates.some((o) => o.id === t.id) && all.findIndex((o) => o.id === t.id) === i)
          .map((t) => ({ ...t, summary: '已归档' })),
      ]
    : templates;
  return (
    <Modal
      open={campaign !== null}
      title={`编辑邀请活动 ${campaign?.name ?? ''}`}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
      width={640}
    >
      {campaign ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit((body) => update.mutate(body))}
          initialValues={{
            name: campaign.name,
            startDate: dayjs(campaign.startDate),
            endDate: dayjs(campaign.endDate),
            newUserTemplateId: campaign.newUserTemplate.id,
            rewardTemplateId: campaign.rewardTemplate.id,
            rewardCap: campaign.rewardCap,
            rules: campaign.rules,
          }}
        >
          <CampaignFields templates={choices} />
        </Form>
      ) : null}
    </Modal>
  );
};
