import { UpdateOperatorBody, updateOperator } from '@udian/contracts/endpoints/ops/operators/operators';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { Operator } from '@udian/contracts/schemas/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useCallback } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { GROUP_REQUIRED_MESSAGE, useGroupChoices } from './group-choices';
import { OPERATORS_KEY } from './operators-key';
import { roleOptions } from './role-options';

type Props = { operator: Operator | null; onClose: () => void };

/**
 * The group sent with an edit: the one chosen for a 单位管理员; none (null) when the account stops being one;
 * left out when the account had none and gets none.
 */
export const groupIdOfEdit = (values: Record<string, unknown>, hadGroup: boolean): string | null | undefined => {
  if (values.role === 'groupAdmin') return (values.groupId as string | undefined) ?? null;
  return hadGroup ? null : undefined;
};

export const EditOperatorModal = ({ operator, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const id = operator?.id;
  const hadGroup = (operator?.group ?? null) !== null;
  const toInput = useCallback(
    (values: Record<string, unknown>) => ({ ...values, id: id ?? '', groupId: groupIdOfEdit(values, hadGroup) }) as UpdateOperatorBody,
    [id, hadGroup],
  );
  const { form, submit } = useContractForm(UpdateOperatorBody, { toInput });
  const role = Form.useWatch('role', form) as string | undefined;
  const groups = useGroupChoices(operator !== null && role === 'groupAdmin');
  const update = useMutation({
    mutationFn: (body: UpdateOperatorBody) => call(updateOperator, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: OPERATORS_KEY });
      void message.success('已保存');
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && (error.code === errorCatalogue.groupAdminNeedsGroup.code || error.desc === errorCatalogue.groupNotFound.desc)) {
        form.setFields([{ name: 'groupId', errors: [error.desc] }]);
      }
    },
  });
  return (
    <Modal open={operator !== null} title={`编辑账号 ${operator?.username ?? ''}`} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={update.isPending} destroyOnHidden>
      {operator ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          clearOnDestroy
          onFinish={submit((body) => update.mutate(body))}
          initialValues={{ displayName: operator.displayName, role: operator.role, groupId: operator.group?.groupId, isDisabled: operator.isDisabled }}
        >
          <Form.Item name="displayName" label="姓名">
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="role" label="角色">
            <Select options={roleOptions} />
          </Form.Item>
          {role === 'groupAdmin' ? (
            <Form.Item name="groupId" label="所属单位" rules={[{ required: true, message: GROUP_REQUIRED_MESSAGE }]}>
              <Select options={groups.options} loading={groups.isLoading} placeholder="选择单位" showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          ) : null}
          <Form.Item name="isDisabled" label="停用" valuePropName="checked" extra="停用后该账号不能登录，已登录的会话立即失效">
            <Switch />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
};
