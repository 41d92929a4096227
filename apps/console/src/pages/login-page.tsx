import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { OperatorLoginBody, operatorLogin } from '@udian/contracts/endpoints/ops/auth/operator-login';
import type { OperatorSessionData } from '@udian/contracts/endpoints/ops/auth/operator-login';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/api-error';
import { call, CHANGE_PASSWORD_PATH } from '../api/client';
import { storeSession } from '../app/operator-session';
import { setPageTitle } from '../app/product-name';
import { failureText } from '../app/query-client';
import { navigate, useLocation } from '../app/router';
import { useContractForm } from '../forms/contract-form';
import { AuthCard } from './auth-card';

/** Only a path inside the console may be returned to (never another site). */
const safeNext = (next: string | null): string => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/');

export const LoginPage = () => {
  const client = useQueryClient();
  const { search } = useLocation();
  const next = safeNext(search.get('next'));
  const { form, submit } = useContractForm(OperatorLoginBody);
  const [isTotpAsked, setTotpAsked] = useState(false);
  useEffect(() => setPageTitle('登录'), []);

  const login = useMutation({
    mutationFn: (body: OperatorLoginBody) => call(operatorLogin, { body }),
    meta: { isErrorHandled: true },
    onSuccess: (session: OperatorSessionData) => {
      storeSession(client, session);
      navigate(session.operator.mustChangePassword ? CHANGE_PASSWORD_PATH : next, { isReplace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === errorCatalogue.operatorTotpRequired.code) setTotpAsked(true);
    },
  });
  const error = login.error;
  // 4013 asks for the code: the field appearing says so, with the server's words as its hint.
  const isAskingTotp = isApiError(error) && error.code === errorCatalogue.operatorTotpRequired.code;

  return (
    <AuthCard title="登录">
      <Form form={form} layout="vertical" onFinish={submit((body) => login.mutate(body))} requiredMark={false} disabled={login.isPending}>
        <Form.Item name="username" label="用户名">
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus placeholder="请输入用户名" />
        </Form.Item>
        <Form.Item name="password" label="密码">
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="请输入密码" />
        </Form.Item>
        {isTotpAsked ? (
          <Form.Item name="totpCode" label="动态码" extra="打开身份验证器，输入当前显示的 6 位数字">
            <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus placeholder="6 位动态码" />
          </Form.Item>
        ) : null}
        {error && !isAskingTotp ? <Alert type="error" showIcon title={failureText(error)} style={{ marginBottom: 16 }} role="alert" /> : null}
        {isAskingTotp ? <Alert type="info" showIcon title={failureText(error)} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {isTotpAsked ? '验证并登录' : '登录'}
        </Button>
      </Form>
    </AuthCard>
  );
};
