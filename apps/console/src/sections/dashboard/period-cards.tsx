import type { PeriodFigures } from '@udian/contracts/endpoints/ops/dashboard/dashboard';
import { Card, Col, Row, Statistic } from 'antd';
import { yuan } from '../../lib/format';

type Props = { title: string; figures: PeriodFigures | undefined; isLoading: boolean };

/** One period's sales and refunds as a row of statistics. */
export const PeriodCards = ({ title, figures, isLoading }: Props) => (
  <Card title={title} size="small" loading={isLoading}>
    <Row gutter={[16, 16]}>
      <Col xs={12} md={4}>
        <Statistic title="支付订单" value={figures?.paidOrders ?? 0} suffix="笔" />
      </Col>
      <Col xs={12} md={5}>
        <Statistic title="销售额" value={yuan(figures?.paidCents ?? 0)} prefix="¥" />
      </Col>
      <Col xs={12} md={5}>
        <Statistic title="售出车票" value={figures?.ticketsSold ?? 0} suffix="张" />
      </Col>
      <Col xs={12} md={5}>
        <Statistic title="退款" value={figures?.refunds ?? 0} suffix="笔" />
      </Col>
      <Col xs={12} md={5}>
        <Statistic title="退款金额" value={yuan(figures?.refundCents ?? 0)} prefix="¥" />
      </Col>
    </Row>
  </Card>
);
