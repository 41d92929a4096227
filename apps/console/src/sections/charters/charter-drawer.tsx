import { confirmStudentCharter, declineStudentCharter } from '@udian/contracts/endpoints/ops/charters/student-charters';
import { charterDayKindLabels } from '@udian/contracts/charter-fees';
import { charterStatusLabels, type StudentCharter } from '@udian/contracts/schemas/charters';
import { Alert, Button, Descriptions, Drawer, Flex, Table, Tag, Typography } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import { useState } from 'react';
import { useCanCall } from '../../app/use-can-call';
import { shanghaiDateTime, yuan } from '../../lib/format';
import { charterStatusColors, charterTimesText, charterVehiclesText } from './charter-text';
import { ConfirmCharterModal } from './confirm-charter-modal';
import { DeclineCharterModal } from './decline-charter-modal';

type FeeRow = { key: string; label: string; detail: string; amountCents: number; isAdjustment?: boolean };

const feeColumns: TableColumnsType<FeeRow> = [
  { title: '项目', dataIndex: 'label', width: 140, render: (label: string, row) => (row.isAdjustment ? <Typography.Text type="warning">{label}</Typography.Text> : label) },
  { title: '计算方式', dataIndex: 'detail' },
  { title: '金额', dataIndex: 'amountCents', width: 110, align: 'right', render: (cents: number) => `¥${yuan(cents)}` },
];

/** Where the request stands, in a sentence the operator can act on. */
const StandingAlert = ({ charter }: { charter: StudentCharter }) => {
  if (charter.status === 'confirmed') {
    return <Alert type="success" showIcon title={`已确认，费用 ¥${yuan(charter.feeCents)}`} description={`请联系 ${charter.contactName}（${charter.contactPhone}）签订包车协议并结算，安排 ${charterVehiclesText(charter)}。`} />;
  }
  if (charter.status === 'declined') return <Alert type="info" showIcon title="已婉拒" description={`原因：${charter.declineReason}`} />;
  if (charter.status === 'cancelled') return <Alert type="info" showIcon title="乘客已取消申请" />;
  return <Alert type="warning" showIcon title="待确认：请核实车辆后确认或婉拒" description="确认或婉拒后，乘客会收到短信并在「包车费用明细」中看到结果。" />;
};

type Props = {
  charter: StudentCharter | null;
  onClose: () => void;
  onChanged: (charter: StudentCharter) => void;
};

/**
 * One student charter: the school, the trip and its contact, the fee breakdown by the rules (and the operator's
 * change), where it stands, and 确认 / 婉拒 for the roles that may while it waits.
 */
export const CharterDrawer = ({ charter, onClose, onChanged }: Props) => {
  const canConfirm = useCanCall(confirmStudentCharter);
  const canDecline = useCanCall(declineStudentCharter);
  const [action, setAction] = useState<'confirm' | 'decline' | null>(null);

  const details: DescriptionsProps['items'] = charter
    ? [
        { key: 'school', label: '学校', children: <>{charter.school.name}{charter.school.groupId ? <Tag color="blue" style={{ marginInlineStart: 8 }}>合作学校</Tag> : null}</> },
        { key: 'status', label: '状态', children: <Tag color={charterStatusColors[charter.status]}>{charterStatusLabels[charter.status]}</Tag> },
        { key: 'day', label: '用车日期', children: `${charter.serviceDate}（${charterDayKindLabels[charter.quote.dayKind]}${charter.quote.dayName ? ` · ${charter.quote.dayName}` : ''}）` },
        { key: 'times', label: '时间', children: charterTimesText(charter) },
        { key: 'route', label: '路线', span: 2, children: `${charter.origin.name} → ${charter.destination.name}（单程约 ${charter.quote.roadKm} 公里）` },
        { key: 'headcount', label: '乘车人数', children: `${charter.headcount} 人` },
        { key: 'vehicles', label: '车辆', children: charterVehiclesText(charter) },
        { key: 'contact', label: '联系人', children: charter.contactName },
        { key: 'phone', label: '联系电话', children: <Typography.Text copyable>{charter.contactPhone}</Typography.Text> },
        { key: 'created', label: '提交时间', children: shanghaiDateTime(charter.createdAt) },
        { key: 'decided', label: '处理时间', children: charter.decidedAt ? shanghaiDateTime(charter.decidedAt) : '—' },
        { key: 'note', label: '备注', span: 2, children: charter.note || '—' },
      ]
    : [];
  const feeRows: FeeRow[] = charter
    ? [
        ...charter.quote.items.map((item) => ({ key: item.kind, label: item.label, detail: item.detail, amountCents: item.amountCents })),
        ...(charter.adjustment ? [{ key: 'adjustment', label: '运营调整', detail: charter.adjustment.reason, amountCents: charter.adjustment.amountCents, isAdjustment: true }] : []),
      ]
    : [];

  return (
    <Drawer open={charter !== null} title={charter ? `学生包车：${charter.school.name}` : '学生包车'} size={820} onClose={onClose} destroyOnHidden>
      {charter ? (
        <Flex vertical gap={16}>
          {charter.status === 'pending' && (canConfirm || canDecline) ? (
            <Flex gap={8} wrap>
              {canConfirm ? (
                <Button type="primary" onClick={() => setAction('confirm')}>
                  确认包车
                </Button>
              ) : null}
              {canDecline ? (
                <Button danger onClick={() => setAction('decline')}>
                  婉拒
                </Button>
              ) : null}
            </Flex>
          ) : null}
          <StandingAlert charter={charter} />
          <Descriptions bordered size="small" column={2} items={details} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            费用明细（收费标准 {charter.quote.rulesVersion} 版）
          </Typography.Title>
          <Table<FeeRow>
            rowKey="key"
            size="small"
            bordered
            columns={feeColumns}
            dataSource={feeRows}
            pagination={false}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  {charter.status === 'confirmed' ? '确认费用' : '按规则计算'}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <Typography.Text strong>¥{yuan(charter.feeCents)}</Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          {canConfirm ? <ConfirmCharterModal charter={action === 'confirm' ? charter : null} onClose={() => setAction(null)} onConfirmed={onChanged} /> : null}
          {canDecline ? <DeclineCharterModal charter={action === 'decline' ? charter : null} onClose={() => setAction(null)} onDeclined={onChanged} /> : null}
        </Flex>
      ) : null}
    </Drawer>
  );
};
