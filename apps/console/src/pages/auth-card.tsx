import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { consoleName } from '../app/product-name';

/** The centred card of the pages before the console proper: login and the forced password change. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '100vh', background: '#f0f2f5', padding: 24 }}>
    <Typography.Title level={3} style={{ margin: 0 }}>
      {consoleName}
    </Typography.Title>
    <Card title={title} style={{ width: 400, maxWidth: '100%' }}>
      {children}
    </Card>
  </Flex>
);
