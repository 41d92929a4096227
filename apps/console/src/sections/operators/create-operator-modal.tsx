import { CreateOperatorBody, createOperator } from '@udian/contracts/endpoints/ops/operators/operators';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { GROUP_REQUIRED_MESSAGE, useGroupChoices } from './group-choices';
import type { OneTimePassword } from './one-time-password-modal';
import { OPERATORS_KEY } from './operators-key';
import { roleOptions } from './role-options';

type Props = { isOpen: boolean; onClose: () => void; onCreated: (shown: OneTimePassword) => void };

/** Only a 单位管理员 is tied to a group. */
const toInput = (values: Record<string, unknown>) => ({ ...values, groupId: values.role === 'groupAdmin' ? (values.groupId ?? null) : null });

export const CreateOperatorModal = ({ isOpen, onClose, onCreated }: Props) => {
  const client = useQueryClient();
  const { form, submit } = useContractForm(CreateOperatorBody, { toInput });
  const role = Form.useWatch('role', form) as string | undefined;
  const groups = useGroupChoices(isOpen && role === 'groupAdmin');
  const create = useMutation({
    mutationFn: (body: CreateOperatorBody) => call(createOperator, { body }),
    onSuccess: ({ operator, oneTimePassword }) => {
      void client.invalidateQueries({ queryKey: OPERATORS_KEY });
      form.resetFields();
      onClose();
      onCreated({ username: operator.username, password: oneTimePassword, reason: 'created' });
    },
    onError: (error) => {
      if (isApiError(error) && (error.code === errorCatalogue.groupAdminNeedsGroup.code || error.desc === errorCatalogue.groupNotFound.desc)) {
        form.setFields([{ name: 'groupId', errors: [error.desc] }]);
      }
    },
  });
  return (
    <Modal open={isOpen} title="新建运营账号" okText="创建" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} clearOnDestroy onFinish={submit((body) => create.mutate(body))} initialValues={{ role: 'service' }}>
        <Form.Item name="username" label="用户名" extra="3 到 32 位小写字母、数字、点、下划线或连字符，登录时使用">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="displayName" label="姓名">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="角色">
          <Select options={roleOptions} />
        </Form.Item>
        {role === 'groupAdmin' ? (
          <Form.Item name="groupId" label="所属单位" extra="单位管理员只能查看和管理该单位的员工名单、成员、线路和对账单" rules={[{ required: true, message: GROUP_REQUIRED_MESSAGE }]}>
            <Select options={groups.options} loading={groups.isLoading} placeholder="选择单位" showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
};
