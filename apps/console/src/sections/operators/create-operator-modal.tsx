import { CreateOperatorBody, createOperator } from '@udian/contracts/endpoints/ops/operators/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import type { OneTimePassword } from './one-time-password-modal';
import { OPERATORS_KEY } from './operators-key';
import { roleOptions } from './role-options';

type Props = { isOpen: boolean; onClose: () => void; onCreated: (shown: OneTimePassword) => void };

export const CreateOperatorModal = ({ isOpen, onClose, onCreated }: Props) => {
  const client = useQueryClient();
  const { form, submit } = useContractForm(CreateOperatorBody);
  const create = useMutation({
    mutationFn: (body: CreateOperatorBody) => call(createOperator, { body }),
    onSuccess: ({ operator, oneTimePassword }) => {
      void client.invalidateQueries({ queryKey: OPERATORS_KEY });
      form.resetFields();
      onClose();
      onCreated({ username: operator.username, password: oneTimePassword, reason: 'created' });
    },
  });
  return (
    <Modal open={isOpen} title="新建运营账号" okText="创建" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => create.mutate(body))} initialValues={{ role: 'service' }}>
        <Form.Item name="username" label="用户名" extra="3 到 32 位小写字母、数字、点、下划线或连字符，登录时使用">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="displayName" label="姓名">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="角色">
          <Select options={roleOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
