import { UpdateOperatorBody, updateOperator } from '@udian/contracts/endpoints/ops/operators/operators';
import type { Operator } from '@udian/contracts/schemas/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useCallback } from 'react';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { OPERATORS_KEY } from './operators-key';
import { roleOptions } from './role-options';

type Props = { operator: Operator | null; onClose: () => void };

export const EditOperatorModal = ({ operator, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const id = operator?.id;
  const toInput = useCallback((values: Record<string, unknown>) => ({ ...values, id: id ?? '' }) as UpdateOperatorBody, [id]);
  const { form, submit } = useContractForm(UpdateOperatorBody, { toInput });
  const update = useMutation({
    mutationFn: (body: UpdateOperatorBody) => call(updateOperator, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: OPERATORS_KEY });
      void message.success('已保存');
      onClose();
    },
  });
  return (
    <Modal open={operator !== null} title={`编辑账号 ${operator?.username ?? ''}`} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={update.isPending} destroyOnHidden>
      {operator ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit((body) => update.mutate(body))}
          initialValues={{ displayName: operator.displayName, role: operator.role, isDisabled: operator.isDisabled }}
        >
          <Form.Item name="displayName" label="姓名">
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="role" label="角色">
            <Select options={roleOptions} />
          </Form.Item>
          <Form.Item name="isDisabled" label="停用" valuePropName="checked" extra="停用后该账号不能登录，已登录的会话立即失效">
            <Switch />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
};
