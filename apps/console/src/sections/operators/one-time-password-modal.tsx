import { CopyOutlined } from '@ant-design/icons';
import { App, Alert, Button, Flex, Modal, Typography } from 'antd';

export type OneTimePassword = { username: string; password: string; reason: 'created' | 'reset' };

/** The one-time password, shown this once: the server keeps only its hash. */
export const OneTimePasswordModal = ({ shown, onClose }: { shown: OneTimePassword | null; onClose: () => void }) => {
  const { message } = App.useApp();
  const copy = (text: string) => {
    // The clipboard API needs a secure page (https or localhost); elsewhere the text stays selectable.
    const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => void message.success('已复制到剪贴板'),
      () => void message.warning('浏览器不允许自动复制，请手动选中密码复制'),
    );
  };
  return (
    <Modal
      open={shown !== null}
      title={shown?.reason === 'reset' ? '密码已重置' : '账号已创建'}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          我已记下
        </Button>
      }
    >
      {shown ? (
        <Flex vertical gap={16}>
          <Alert type="warning" showIcon title="一次性密码只显示这一次，关闭后无法再次查看。请通过安全渠道交给使用者，对方首次登录时须修改密码。" />
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">用户名</Typography.Text>
            <Typography.Text strong>{shown.username}</Typography.Text>
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">一次性密码</Typography.Text>
            <Flex gap={8} align="center">
              <Typography.Text code style={{ fontSize: 18 }} data-testid="one-time-password">
                {shown.password}
              </Typography.Text>
              <Button icon={<CopyOutlined />} onClick={() => copy(shown.password)}>
                复制
              </Button>
            </Flex>
          </Flex>
        </Flex>
      ) : null}
    </Modal>
  );
};
