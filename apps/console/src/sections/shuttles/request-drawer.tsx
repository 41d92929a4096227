import { closeShuttleRequest, quoteShuttleRequest } from '@udian/contracts/endpoints/ops/groups/applications';
import { shuttleRequestStatusLabels, type ShuttleRequest } from '@udian/contracts/schemas/groups';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import { useState } from 'react';
import { shanghaiDateTime, yuan } from '../../lib/format';
import { weekdaysText } from '../../lib/weekdays';
import { CloseRequestModal } from './close-request-modal';
import { QuoteModal } from './quote-modal';
import { capacityText, isQuoteLapsed, shiftText, shuttleStatusColors, sortedShifts } from './shuttle-text';
import { useCanCall } from '../../app/use-can-call';

type Site = ShuttleRequest['sites'][number] & { seq: number };

const siteColumns: TableColumnsType<Site> = [
  { title: '序号', dataIndex: 'seq', width: 60 },
  { title: '站点', dataIndex: 'name' },
  { title: '经纬度', key: 'point', width: 200, render: (_: unknown, site) => `${site.lng.toFixed(6)}, ${site.lat.toFixed(6)}` },
];

/** Where the request stands, in a sentence the operator can act on (nothing when there is nothing to say). */
const StandingAlert = ({ request }: { request: ShuttleRequest }) => {
  const { status, quote, reason } = request;
  if (status === 'accepted') {
    return <Alert type="success" showIcon title="企业已确认报价" description={`请联系 ${request.contactName}（${request.contactPhone}）商定并开通线路。`} />;
  }
  if (status === 'declined') return <Alert type="info" showIcon title="企业已婉拒报价" description={reason ? `原因：${reason}` : undefined} />;
  if (status === 'closed') return <Alert type="info" showIcon title="需求已关闭" description={reason ? `关闭原因：${reason}` : undefined} />;
  if (status === 'quoted' && quote && isQuoteLapsed(quote)) {
    return <Alert type="warning" showIcon title={`报价已于 ${quote.validUntil} 过期`} description="企业已不能确认该报价，可重新报价。" />;
  }
  if (status === 'quoted') return <Alert type="info" showIcon title="已报价，等待企业确认" />;
  return null;
};

const QuoteView = ({ request }: { request: ShuttleRequest }) => {
  const quote = request.quote;
  if (!quote) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未报价" />;
  const items: DescriptionsProps['items'] = [
    { key: 'perRide', label: '每人每次票价', children: `¥${yuan(quote.perRideCents)}` },
    { key: 'monthly', label: '包月总价', children: `¥${yuan(quote.monthlyCents)}` },
    { key: 'vehicles', label: '车辆与座位', children: capacityText(quote.vehicles, quote.seatsPerVehicle) },
    {
      key: 'valid',
      label: '有效期至',
      children: (
        <>
          {quote.validUntil}
          {request.status === 'quoted' && isQuoteLapsed(quote) ? (
            <Tag color="red" style={{ marginInlineStart: 8 }}>
              已过期
            </Tag>
          ) : null}
        </>
      ),
    },
    { key: 'quotedAt', label: '报价时间', children: shanghaiDateTime(quote.quotedAt), span: 2 },
    { key: 'note', label: '报价说明', children: quote.note || '—', span: 2 },
  ];
  return <Descriptions bordered size="small" column={2} items={items} />;
};

type Props = {
  /** The request shown; null: the drawer is closed. */
  request: ShuttleRequest | null;
  cityName: (cityId: number) => string;
  onClose: () => void;
  /** The request as the server answered a quote or a close. */
  onChanged: (request: ShuttleRequest) => void;
};

/**
 * One shuttle request: what the enterprise asked for (its sites listed, its shifts, days and start), where it
 * stands, the quote, and 报价 / 重新报价 / 关闭 for the roles that may (while waiting for a quote or quoted).
 */
export const RequestDrawer = ({ request, cityName, onClose, onChanged }: Props) => {
  const canQuote = useCanCall(quoteShuttleRequest);
  const canClose = useCanCall(closeShuttleRequest);
  const [action, setAction] = useState<'quote' | 'close' | null>(null);
  const isOpen = request !== null && (request.status === 'submitted' || request.status === 'quoted');

  const details: DescriptionsProps['items'] = request
    ? [
        { key: 'company', label: '企业', children: request.companyName },
        { key: 'status', label: '状态', children: <Tag color={shuttleStatusColors[request.status]}>{shuttleRequestStatusLabels[request.status]}</Tag> },
        { key: 'contact', label: '联系人', children: request.contactName },
        { key: 'phone', label: '联系电话', children: <Typography.Text copyable>{request.contactPhone}</Typography.Text> },
        { key: 'city', label: '城市', children: cityName(request.cityId) },
        { key: 'headcount', label: '乘车人数', children: `${request.headcount} 人` },
        { key: 'weekdays', label: '运营日', children: weekdaysText(request.weekdays) },
        { key: 'start', label: '开始日期', children: request.startDate },
        {
          key: 'shifts',
          label: '班次',
          span: 2,
          children:
            request.shifts.length > 0 ? (
              <Flex gap={4} wrap>
                {sortedShifts(request.shifts).map((shift) => (
                  <Tag key={`${shift.direction}-${shift.time}`} color={shift.direction === 'toWork' ? 'blue' : 'purple'}>
                    {shiftText(shift)}
                  </Tag>
                ))}
              </Flex>
            ) : (
              '—'
            ),
        },
        { key: 'created', label: '提交时间', children: shanghaiDateTime(request.createdAt) },
        { key: 'updated', label: '最近更新', children: shanghaiDateTime(request.updatedAt) },
        { key: 'note', label: '备注', children: request.note || '—', span: 2 },
      ]
    : [];

  return (
    <Drawer open={request !== null} title={request ? `班车定制需求：${request.companyName}` : '班车定制需求'} size={820} onClose={onClose} destroyOnHidden>
      {request ? (
        <Flex vertical gap={16}>
          {isOpen && (canQuote || canClose) ? (
            <Flex gap={8} wrap>
              {canQuote ? (
                <Button type="primary" onClick={() => setAction('quote')}>
                  {request.status === 'quoted' ? '重新报价' : '报价'}
                </Button>
              ) : null}
              {canClose ? (
                <Button danger onClick={() => setAction('close')}>
                  关闭需求
                </Button>
              ) : null}
            </Flex>
          ) : null}
          <StandingAlert request={request} />
          <Descriptions bordered size="small" column={2} items={details} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            站点（{request.sites.length}）
          </Typography.Title>
          <Table<Site>
            rowKey="seq"
            size="small"
            bordered
            columns={siteColumns}
            dataSource={request.sites.map((site, i) => ({ ...site, seq: i + 1 }))}
            pagination={false}
            locale={{ emptyText: '没有填写站点' }}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            报价
          </Typography.Title>
          <QuoteView request={request} />
          {canQuote ? <QuoteModal request={action === 'quote' ? request : null} onClose={() => setAction(null)} onQuoted={onChanged} /> : null}
          {canClose ? <CloseRequestModal request={action === 'close' ? request : null} onClose={() => setAction(null)} onClosed={onChanged} /> : null}
        </Flex>
      ) : null}
    </Drawer>
  );
};
