import { CreateGroupBody, createGroup, UpdateGroupBody, updateGroup, type OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import { GroupKind, groupKindLabels } from '@udian/contracts/schemas/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useContractForm } from '../../forms/contract-form';
import { GROUPS_KEY } from './group-keys';
import { groupFieldOf } from './group-text';
import { groupFormValues, toCreateGroupInput, toUpdateGroupInput } from './group-input';
import type { City } from '../../app/use-cities';

const FORM_ID = 'group-form';

const namePlaceholders: Record<GroupKind, string> = { enterprise: '如：优点科技有限公司', school: '如：深圳市南山区科技园小学' };
const shortNamePlaceholders: Record<GroupKind, string> = { enterprise: '如：优点科技', school: '如：科技园小学' };

/** The fields both forms share: names, e-mail domains and the contact. */
const NameFields = ({ kind }: { kind: GroupKind }) => (
  <>
    <Form.Item name="name" label={`${groupKindLabels[kind]}名称`} extra="乘客可按名称或拼音首字母搜索">
      <Input autoComplete="off" maxLength={40} placeholder={namePlaceholders[kind]} />
    </Form.Item>
    <Form.Item name="shortName" label="简称（可选）">
      <Input autoComplete="off" maxLength={12} placeholder={shortNamePlaceholders[kind]} />
    </Form.Item>
  </>
);

const DomainField = () => (
  <Form.Item name="emailDomains" label="邮箱域名（可选）" extra="员工可用这些域名的邮箱收验证码认证；输入后按回车添加，最多 10 个。留空则不开通邮箱认证。">
    <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ', ';', '；']} placeholder="如：example.com" suffixIcon={null} />
  </Form.Item>
);

const ContactFields = () => (
  <Flex gap={16}>
    <Form.Item name="contactName" label="联系人（可选）" style={{ flex: 1 }}>
      <Input autoComplete="off" maxLength={20} />
    </Form.Item>
    <Form.Item name="contactPhone" label="联系电话（可选）" style={{ flex: 1 }}>
      <Input autoComplete="off" maxLength={11} inputMode="numeric" placeholder="11 位手机号" />
    </Form.Item>
  </Flex>
);

/** An enterprise's invite code: handed out or not when created; kept, replaced or stopped later. */
const InviteCodeField = ({ group }: { group: OpsGroup | null }) =>
  group ? (
    <Form.Item name="inviteCode" label="邀请码" extra={group.inviteCode ? `当前邀请码：${group.inviteCode}。重新生成后旧邀请码立即失效；已加入的成员不受影响。` : '当前未发放邀请码。'}>
      <Radio.Group
        options={
          group.inviteCode
            ? [
                { value: 'keep', label: '保留' },
                { value: 'new', label: '重新生成' },
                { value: 'none', label: '停用' },
              ]
            : [
                { value: 'keep', label: '不发放' },
                { value: 'new', label: '生成邀请码' },
              ]
        }
      />
    </Form.Item>
  ) : (
    <Form.Item name="hasInviteCode" label="发放邀请码" valuePropName="checked" extra="开启后系统生成邀请码，员工可凭邀请码加入">
      <Switch />
    </Form.Item>
  );

type Props = {
  isOpen: boolean;
  /** null: 新建单位; a group: 编辑. */
  group: OpsGroup | null;
  /** The kind a new group starts with (the admin may choose the other). */
  kind: GroupKind;
  cities: readonly City[];
  cityName: (cityId: number) => string;
  onClose: () => void;
};

const Footer = ({ onClose, isPending, okText }: { onClose: () => void; isPending: boolean; okText: string }) => (
  <Flex gap={8} justify="flex-end">
    <Button onClick={onClose}>取消</Button>
    <Button type="primary" htmlType="submit" form={FORM_ID} loading={isPending}>
      {okText}
    </Button>
  </Flex>
);

/**
 * 新建单位 / 编辑单位 (admin): the kind (企业 or 学校, fixed once created), names, city (fixed once created), and
 * for an enterprise its e-mail domains and invite code (a school's guardians join through its approved students),
 * and the contact.
 */
export const GroupFormDrawer = ({ isOpen, group, kind, cities, cityName, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const groupId = group?.groupId ?? '';
  const toCreate = useCallback((values: Record<string, unknown>) => toCreateGroupInput(values, kind), [kind]);
  const toUpdate = useCallback((values: Record<string, unknown>) => toUpdateGroupInput(groupId, values), [groupId]);
  const creating = useContractForm(CreateGroupBody, { toInput: toCreate });
  const updating = useContractForm(UpdateGroupBody, { toInput: toUpdate });
  const { form, submit } = group ? updating : creating;
  const chosenKind = Form.useWatch('kind', form) as GroupKind | undefined;
  const shownKind = group?.kind ?? chosenKind ?? kind;
  const kindLabel = groupKindLabels[shownKind];
  const initialValues = useMemo(
    () => (group ? groupFormValues(group) : { kind, hasInviteCode: kind === 'enterprise', emailDomains: [], cityId: cities.length === 1 ? cities[0]?.id : undefined }),
    [group, kind, cities],
  );
  const save = useMutation({
    mutationFn: (body: z.output<typeof CreateGroupBody> | z.output<typeof UpdateGroupBody>) =>
      'groupId' in body ? call(updateGroup, { body }) : call(createGroup, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ group: saved }) => {
      void client.invalidateQueries({ queryKey: GROUPS_KEY });
      void message.success(group ? `已保存「${saved.name}」` : `已新建${kindLabel}「${saved.name}」`);
      onClose();
    },
    onError: (error) => {
      const field = isApiError(error) ? groupFieldOf(error.code) : null;
      if (field && isApiError(error)) form.setFields([{ name: field, errors: [error.desc] }]);
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Drawer
      open={isOpen}
      title={group ? `编辑${kindLabel}：${group.name}` : '新建单位'}
      size={560}
      onClose={close}
      destroyOnHidden
      footer={<Footer onClose={close} isPending={save.isPending} okText={group ? '保存' : '新建'} />}
    >
      {isOpen ? (
        <Flex vertical gap={12}>
          {save.isError ? <Alert type="error" showIcon title="保存失败" description={failureText(save.error)} role="alert" /> : null}
          <Form id={FORM_ID} form={form} layout="vertical" requiredMark={false} clearOnDestroy initialValues={initialValues} onFinish={submit((body) => save.mutate(body))}>
            {group ? null : (
              <Form.Item name="kind" label="类型" extra="创建后不能修改。学校的家长为学生登记、经学校审核后乘车，按学期购票。">
                <Radio.Group
                  optionType="button"
                  options={GroupKind.options.map((value) => ({ value, label: groupKindLabels[value] }))}
                  onChange={(event) => form.setFieldValue('hasInviteCode', event.target.value === 'enterprise')}
                />
              </Form.Item>
            )}
            <NameFields kind={shownKind} />
            {group ? (
              <Form.Item label="城市">
                <Typography.Text>{cityName(group.cityId)}</Typography.Text>
              </Form.Item>
            ) : (
              <Form.Item name="cityId" label="城市">
                <Select options={cities.map((city) => ({ value: city.id, label: city.name }))} placeholder="选择城市" showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            )}
            {shownKind === 'enterprise' ? <DomainField /> : null}
            {shownKind === 'enterprise' ? <InviteCodeField group={group} /> : null}
            <ContactFields />
          </Form>
        </Flex>
      ) : null}
    </Drawer>
  );
};
