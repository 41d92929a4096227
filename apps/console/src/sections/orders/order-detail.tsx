import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { afterSalesRefund } from '@udian/contracts/endpoints/ops/orders/after-sales-refund';
import { orderHistory } from '@udian/contracts/endpoints/ops/orders/order-history';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Result, Row, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { navigate } from '../../app/router';
import { useOperator } from '../../app/use-operator';
import { SectionPage } from '../../components/section-page';
import { AfterSalesRefundModal } from './after-sales-refund-modal';
import { orderHistoryKey } from './order-keys';
import { OrderRefundsTable } from './order-refunds-table';
import { OrderSummary } from './order-summary';
import { OrderTicketsTable } from './order-tickets-table';
import { OrderTimeline } from './order-timeline';

const back = () => (window.history.length > 1 ? window.history.back() : navigate('/orders'));

/** One order's whole history: summary, tickets, refunds and the timeline of every event; 售后退款 for the roles allowed. */
export const OrderDetail = ({ orderNo }: { orderNo: string }) => {
  const operator = useOperator();
  const [isRefunding, setRefunding] = useState(false);
  const history = useQuery({
    queryKey: orderHistoryKey(orderNo),
    queryFn: ({ signal }) => call(orderHistory, { query: { orderNo }, signal }),
    meta: { isErrorHandled: true },
  });
  const data = history.data;
  const canRefund = afterSalesRefund.operatorRoles?.includes(operator.role) ?? false;

  const extra = (
    <>
      <Button icon={<ArrowLeftOutlined />} onClick={back}>
        返回
      </Button>
      <Button icon={<ReloadOutlined />} onClick={() => void history.refetch()} loading={history.isFetching}>
        刷新
      </Button>
      {canRefund && data ? (
        <Tooltip title={data.refundableCents > 0 ? undefined : '该订单没有可退金额'}>
          <Button type="primary" danger disabled={data.refundableCents <= 0} onClick={() => setRefunding(true)}>
            售后退款
          </Button>
        </Tooltip>
      ) : null}
    </>
  );

  return (
    <SectionPage title={`订单 ${orderNo}`} extra={extra}>
      {history.isError ? (
        <Result status="warning" title={failureText(history.error)} extra={<Button onClick={() => navigate('/orders')}>返回订单查询</Button>} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <OrderSummary history={data} />
          <Row gutter={24}>
            <Col xs={24} xl={15}>
              <Card size="small" title="车票" style={{ marginBottom: 24 }}>
                <OrderTicketsTable tickets={data.tickets} />
              </Card>
              <Card size="small" title="退款" style={{ marginBottom: 24 }}>
                <OrderRefundsTable refunds={data.refunds} />
              </Card>
            </Col>
            <Col xs={24} xl={9}>
              <Card size="small" title="时间线">
                <OrderTimeline events={data.events} />
              </Card>
            </Col>
          </Row>
          {canRefund ? (
            <AfterSalesRefundModal
              orderNo={data.order.orderNo}
              refundableCents={data.refundableCents}
              limitCents={data.refundLimitCents}
              isOpen={isRefunding}
              onClose={() => setRefunding(false)}
            />
          ) : null}
        </>
      )}
    </SectionPage>
  );
};
