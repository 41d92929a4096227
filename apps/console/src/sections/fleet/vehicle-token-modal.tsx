import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Typography } from 'antd';

export type IssuedToken = { plate: string; token: string };

/** The device token, shown this once: the server keeps only its hash. */
export const VehicleTokenModal = ({ issued, onClose }: { issued: IssuedToken | null; onClose: () => void }) => {
  const { message } = App.useApp();
  const copy = (text: string) => {
    // The clipboard API needs a secure page (https or localhost); elsewhere the text stays selectable.
    const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => void message.success('已复制到剪贴板'),
      () => void message.warning('浏览器不允许自动复制，请手动选中令牌复制'),
    );
  };
  return (
    <Modal
      open={issued !== null}
      title="设备令牌已签发"
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          我已配置到设备
        </Button>
      }
    >
      {issued ? (
        <Flex vertical gap={16}>
          <Alert type="warning" showIcon title="令牌只显示这一次，关闭后无法再次查看；该车此前的令牌已失效。" />
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">车辆</Typography.Text>
            <Typography.Text strong>{issued.plate}</Typography.Text>
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">设备令牌</Typography.Text>
            <Flex gap={8} align="center">
              <Typography.Text code copyable={false} style={{ wordBreak: 'break-all' }} data-testid="vehicle-token">
                {issued.token}
              </Typography.Text>
              <Button icon={<CopyOutlined />} onClick={() => copy(issued.token)}>
                复制
              </Button>
            </Flex>
          </Flex>
          <Typography.Text type="secondary">设备上报位置时在请求头中携带 Authorization: Bearer &lt;令牌&gt;</Typography.Text>
        </Flex>
      ) : null}
    </Modal>
  );
};
