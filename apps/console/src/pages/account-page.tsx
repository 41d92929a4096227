import type { OperatorSessionData } from '@udian/contracts/endpoints/ops/auth/operator-login';
import { disableOperatorTotp, enableOperatorTotp, setUpOperatorTotp } from '@udian/contracts/endpoints/ops/auth/operator-totp';
import { operatorRoleLabels } from '@udian/contracts/operator-roles';
import type { Operator } from '@udian/contracts/schemas/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Flex, Form, Input, QRCode, Row, Tag, Typography } from 'antd';
import { call } from '../api/client';
import { SESSION_KEY } from '../app/operator-session';
import { useOperator } from '../app/use-operator';
import { SectionPage } from '../components/section-page';
import { bodyOf, useContractForm } from '../forms/contract-form';
import { shanghaiDateTime } from '../lib/format';
import { ChangePasswordForm } from './change-password-form';

const useStoreOperator = () => {
  const client = useQueryClient();
  return (operator: Operator) => client.setQueryData<OperatorSessionData>(SESSION_KEY, (session) => (session ? { ...session, operator } : session));
};

const TotpSetUp = () => {
  const { message } = App.useApp();
  const storeOperator = useStoreOperator();
  const setUp = useMutation({ mutationFn: () => call(setUpOperatorTotp) });
  const { form, submit } = useContractForm(bodyOf(enableOperatorTotp));
  const enable = useMutation({
    mutationFn: (body: { code: string }) => call(enableOperatorTotp, { body }),
    onSuccess: ({ operator }) => {
      storeOperator(operator);
      void message.success('两步验证已开启，下次登录需输入动态码');
    },
  });
  if (!setUp.data) {
    return (
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text type="secondary">开启后，登录时除密码外还需输入身份验证器（如 Google Authenticator、微信小程序“腾讯身份验证器”）上的 6 位动态码。</Typography.Text>
        <Button type="primary" loading={setUp.isPending} onClick={() => setUp.mutate()}>
          开启两步验证
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap={24} align="flex-start" wrap>
      <QRCode value={setUp.data.otpauthUrl} size={168} bordered />
      <Flex vertical gap={8} style={{ minWidth: 260, flex: 1 }}>
        <Typography.Text>1. 用身份验证器扫描左侧二维码，或手动输入密钥：</Typography.Text>
        <Typography.Text code copyable data-testid="totp-secret">
          {setUp.data.secret}
        </Typography.Text>
        <Typography.Text>2. 输入身份验证器上显示的 6 位动态码完成开启：</Typography.Text>
        <Form form={form} layout="inline" onFinish={submit((body) => enable.mutate(body))} disabled={enable.isPending}>
          <Form.Item name="code">
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder="6 位动态码" style={{ width: 140 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={enable.isPending}>
            确认开启
          </Button>
        </Form>
      </Flex>
    </Flex>
  );
};

const TotpDisable = () => {
  const { message } = App.useApp();
  const storeOperator = useStoreOperator();
  const { form, submit } = useContractForm(bodyOf(disableOperatorTotp));
  const disable = useMutation({
    mutationFn: (body: { password: string }) => call(disableOperatorTotp, { body }),
    onSuccess: ({ operator }) => {
      storeOperator(operator);
      form.resetFields();
      void message.success('两步验证已关闭');
    },
  });
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">关闭两步验证需要再次输入登录密码。</Typography.Text>
      <Form form={form} layout="inline" onFinish={submit((body) => disable.mutate(body))} disabled={disable.isPending}>
        <Form.Item name="password">
          <Input.Password autoComplete="current-password" placeholder="当前密码" style={{ width: 220 }} />
        </Form.Item>
        <Button danger htmlType="submit" loading={disable.isPending}>
          关闭两步验证
        </Button>
      </Form>
    </Flex>
  );
};

/** 账号设置: who I am, my password, my TOTP. */
export const AccountPage = () => {
  const operator = useOperator();
  const { message } = App.useApp();
  return (
    <SectionPage title="账号设置">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="账号信息" size="small" style={{ marginBottom: 16 }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="用户名">{operator.username}</Descriptions.Item>
              <Descriptions.Item label="姓名">{operator.displayName || '—'}</Descriptions.Item>
              <Descriptions.Item label="角色">{operatorRoleLabels[operator.role]}</Descriptions.Item>
              <Descriptions.Item label="创建时间">{shanghaiDateTime(operator.createdAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="修改密码" size="small">
            <ChangePasswordForm onChanged={() => void message.success('密码已修改，其他设备上的登录已退出')} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            title="两步验证（动态码）"
            size="small"
            extra={operator.isTotpOn ? <Tag color="success">已开启</Tag> : <Tag>未开启</Tag>}
          >
            {operator.isTotpOn ? <TotpDisable /> : <TotpSetUp />}
          </Card>
        </Col>
      </Row>
    </SectionPage>
  );
};
