import type { AuditEntry } from '@udian/contracts/endpoints/ops/audit/audit-log';
import { Col, Row, Typography } from 'antd';

const pretty = (value: unknown): string => (value === null || value === undefined ? '（无）' : JSON.stringify(value, null, 2));

const Side = ({ title, value }: { title: string; value: unknown }) => (
  <Col span={12}>
    <Typography.Text type="secondary">{title}</Typography.Text>
    <pre style={{ margin: '4px 0 0', padding: 12, background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, maxHeight: 360, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {pretty(value)}
    </pre>
  </Col>
);

/** An entry's state before and after the write, side by side. */
export const AuditChange = ({ entry }: { entry: AuditEntry }) => (
  <Row gutter={16}>
    <Side title="修改前" value={entry.before} />
    <Side title="修改后" value={entry.after} />
  </Row>
);
