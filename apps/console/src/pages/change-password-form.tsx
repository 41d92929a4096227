import { ChangeOperatorPasswordBody, changeOperatorPassword } from '@udian/contracts/endpoints/ops/auth/operator-password';
import type { Operator } from '@udian/contracts/schemas/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { call } from '../api/client';
import { SESSION_KEY } from '../app/operator-session';
import type { OperatorSessionData } from '@udian/contracts/endpoints/ops/auth/operator-login';
import { failureText } from '../app/query-client';
import { useContractForm } from '../forms/contract-form';

type Props = {
  onChanged: (operator: Operator) => void;
  submitText?: string;
};

/** Current password, a new one (the contract's rules) typed twice; the session cache learns the new state. */
export const ChangePasswordForm = ({ onChanged, submitText = '修改密码' }: Props) => {
  const client = useQueryClient();
  const { form, submit } = useContractForm(ChangeOperatorPasswordBody);
  const change = useMutation({
    mutationFn: (body: ChangeOperatorPasswordBody) => call(changeOperatorPassword, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ operator }) => {
      client.setQueryData<OperatorSessionData>(SESSION_KEY, (session) => (session ? { ...session, operator } : session));
      form.resetFields();
      onChanged(operator);
    },
  });
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={change.isPending}
      onFinish={submit((body) => {
        // The repeat is the form's own check; the contract knows only the two passwords.
        if (form.getFieldValue('confirmPassword') !== body.newPassword) {
          form.setFields([{ name: 'confirmPassword', errors: ['两次输入的新密码不一致'] }]);
          return;
        }
        change.mutate(body);
      })}
    >
      <Form.Item name="currentPassword" label="当前密码">
        <Input.Password autoComplete="current-password" placeholder="首次登录请输入一次性密码" />
      </Form.Item>
      <Form.Item name="newPassword" label="新密码" extra="10 到 64 位，须同时包含字母和数字">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label="确认新密码">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {change.error ? <Alert type="error" showIcon title={failureText(change.error)} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {submitText}
      </Button>
    </Form>
  );
};
