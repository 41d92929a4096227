import type { HistoryEvent, HistoryEventKind } from '@udian/contracts/endpoints/ops/orders/order-history';
import { Empty, Tag, Timeline, Typography } from 'antd';
import { shanghaiDateTime } from '../../lib/format';

const kinds: Record<HistoryEventKind, { label: string; color: string }> = {
  order: { label: '订单', color: 'gray' },
  payment: { label: '支付', color: 'green' },
  notification: { label: '通知', color: 'cyan' },
  refund: { label: '退款', color: 'purple' },
  check: { label: '检票', color: 'blue' },
  message: { label: '短信', color: 'orange' },
  audit: { label: '操作', color: 'red' },
};

/** Every event of the order, oldest first: payments, notifications, refunds, check-ins, messages, operator actions. */
export const OrderTimeline = ({ events }: { events: HistoryEvent[] }) =>
  events.length === 0 ? (
    <Empty description="暂无记录" />
  ) : (
    <Timeline
      items={events.map((event, i) => ({
        key: `${event.at}-${i}`,
        color: kinds[event.kind].color,
        content: (
          <>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {shanghaiDateTime(event.at)}
            </Typography.Text>
            <Tag color={kinds[event.kind].color}>{kinds[event.kind].label}</Tag>
            <Typography.Text strong>{event.title}</Typography.Text>
            {event.detail ? (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {event.detail}
              </Typography.Paragraph>
            ) : null}
          </>
        ),
      }))}
    />
  );
