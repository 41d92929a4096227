import { operatorLogout } from '@udian/contracts/endpoints/ops/auth/operator-logout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { call, LOGIN_PATH } from '../api/client';
import { fetchSession, forgetSession, SESSION_KEY } from '../app/operator-session';
import { setPageTitle } from '../app/product-name';
import { navigate } from '../app/router';
import { homeSectionOf } from '../app/section-types';
import { sections } from '../app/sections';
import { AuthCard } from './auth-card';
import { ChangePasswordForm } from './change-password-form';

/** Forced after a one-time password (the server answers 4020 to everything else until it is changed). */
export const ChangePasswordPage = () => {
  const client = useQueryClient();
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: ({ signal }) => fetchSession({ signal }), staleTime: Infinity });
  useEffect(() => setPageTitle('修改密码'), []);
  const logout = useMutation({
    mutationFn: () => call(operatorLogout),
    meta: { isErrorHandled: true },
    onSettled: () => {
      forgetSession(client);
      navigate(LOGIN_PATH, { isReplace: true });
    },
  });
  const operator = session.data?.operator;
  return (
    <AuthCard title="修改密码">
      {operator ? (
        <>
          {operator.mustChangePassword ? (
            <Alert type="warning" showIcon title={`${operator.displayName || operator.username}，首次登录或密码被重置后，请先设置新密码`} style={{ marginBottom: 16 }} />
          ) : null}
          <ChangePasswordForm
            submitText="设置新密码并进入"
            onChanged={(changed) => navigate(homeSectionOf(sections, changed.role)?.path ?? '/', { isReplace: true })}
          />
          <Flex justify="flex-end">
            <Button type="link" onClick={() => logout.mutate()} loading={logout.isPending}>
              退出登录
            </Button>
          </Flex>
        </>
      ) : (
        <Flex justify="center">
          <Spin />
        </Flex>
      )}
    </AuthCard>
  );
};
