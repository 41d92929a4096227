import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { operatorLogout } from '@udian/contracts/endpoints/ops/auth/operator-logout';
import { operatorRoleLabels } from '@udian/contracts/operator-roles';
import type { Operator } from '@udian/contracts/schemas/operators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Menu, Result, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { call, CHANGE_PASSWORD_PATH, isRedirectingFailure, LOGIN_PATH } from '../api/client';
import { failureText } from './query-client';
import { fetchSession, forgetSession, SESSION_KEY } from './operator-session';
import { OperatorContext } from './operator-context';
import { consoleName } from './product-name';
import { navigate, useLocation, Link } from './router';
import { SectionView } from './section-view';
import { canSee, homeSectionOf, sectionOf } from './section-types';
import { sections } from './sections';
import { AccountPage } from '../pages/account-page';
import { NotFoundPage } from '../pages/not-found-page';

export const ACCOUNT_PATH = '/account';

const FullPageSpin = () => (
  <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
    <Spin size="large" />
  </Flex>
);

const Redirect = ({ to }: { to: string }) => {
  useEffect(() => navigate(to, { isReplace: true }), [to]);
  return null;
};

const Content = ({ operator }: { operator: Operator }) => {
  const { path } = useLocation();
  if (path === '/') {
    const home = homeSectionOf(sections, operator.role);
    return home ? <Redirect to={home.path} /> : <Result status="info" title="暂无可用的功能" subTitle="当前账号的角色没有可打开的页面，请联系管理员。" />;
  }
  if (path === ACCOUNT_PATH) return <AccountPage />;
  const section = sectionOf(sections, path);
  if (!section) return <NotFoundPage />;
  if (!canSee(section, operator.role)) {
    return <Result status="403" title="无权限" subTitle={`当前账号（${operatorRoleLabels[operator.role]}）不能查看「${section.label}」。`} extra={<Link to="/">返回首页</Link>} />;
  }
  return <SectionView section={section} />;
};

const Header = ({ operator }: { operator: Operator }) => {
  const client = useQueryClient();
  const logout = useMutation({
    mutationFn: () => call(operatorLogout),
    // Leaving works even if the server did not answer: the cookie may be gone already.
    onSettled: () => {
      forgetSession(client);
      navigate(LOGIN_PATH, { isReplace: true });
    },
    meta: { isErrorHandled: true },
  });
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 16, borderBottom: '1px solid #f0f0f0' }}>
      <Flex align="center" gap={8}>
        <UserOutlined />
        <Typography.Text strong data-testid="operator-name">
          {operator.displayName || operator.username}
        </Typography.Text>
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {operatorRoleLabels[operator.role]}
          {operator.group ? ` · ${operator.group.name}` : ''}
        </Tag>
      </Flex>
      <Button type="text" icon={<SettingOutlined />} onClick={() => navigate(ACCOUNT_PATH)}>
        账号设置
      </Button>
      <Button type="text" icon={<LogoutOutlined />} loading={logout.isPending} onClick={() => logout.mutate()}>
        退出登录
      </Button>
    </Layout.Header>
  );
};

const SignedIn = ({ operator }: { operator: Operator }) => {
  const { path } = useLocation();
  const visible = sections.filter((section) => canSee(section, operator.role));
  const current = sectionOf(sections, path);
  return (
    <OperatorContext value={operator}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider width={208} theme="dark" style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
          <Link to="/" style={{ display: 'flex', alignItems: 'center', height: 56, padding: '0 20px', color: '#fff', fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap' }}>
            {consoleName}
          </Link>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={current ? [current.key] : []}
            items={visible.map((section) => ({ key: section.key, icon: section.icon, label: <Link to={section.path}>{section.label}</Link> }))}
          />
        </Layout.Sider>
        <Layout>
          <Header operator={operator} />
          <Layout.Content style={{ padding: 24, minWidth: 0 }}>
            <Content operator={operator} />
          </Layout.Content>
        </Layout>
      </Layout>
    </OperatorContext>
  );
};

/** The signed-in console: asks who is signed in, then the menu of the role's sections and the current page. */
export const ConsoleLayout = () => {
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: ({ signal }) => fetchSession({ signal }), meta: { isErrorHandled: true }, staleTime: Infinity });
  const operator = session.data?.operator;
  const mustChange = operator?.mustChangePassword ?? false;
  useEffect(() => {
    if (mustChange) navigate(CHANGE_PASSWORD_PATH, { isReplace: true });
  }, [mustChange]);

  if (session.isPending) return <FullPageSpin />;
  if (session.isError) {
    // 4001 and 4020 have moved the operator already (api/client.ts).
    if (isRedirectingFailure(session.error)) return <FullPageSpin />;
    return (
      <Result
        status="error"
        title="无法连接运营后台"
        subTitle={failureText(session.error)}
        extra={
          <Button type="primary" onClick={() => void session.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!operator || mustChange) return <FullPageSpin />;
  return <SignedIn operator={operator} />;
};
