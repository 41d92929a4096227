import { ReloadOutlined } from '@ant-design/icons';
import { getDashboard } from '@udian/contracts/endpoints/ops/dashboard/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { call } from '../../api/client';
import { SectionPage } from '../../components/section-page';
import { shanghaiDateTime } from '../../lib/format';
import { DepartureLoads } from './departure-loads';
import { MoneyWatch } from './money-watch';
import { PeriodCards } from './period-cards';

/** How often the figures refresh while the page is open. */
const REFRESH_MS = 60_000;

/** 运营概览: every role's home. Today and this week, today's loads, buses on the road, money needing a look. */
const DashboardPage = () => {
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call(getDashboard, { signal }),
    refetchInterval: REFRESH_MS,
  });
  const data = dashboard.data;
  const isLoading = dashboard.isPending;

  return (
    <SectionPage
      title="运营概览"
      extra={
        <>
          {dashboard.dataUpdatedAt ? <Typography.Text type="secondary">更新于 {shanghaiDateTime(new Date(dashboard.dataUpdatedAt).toISOString()).slice(11)}</Typography.Text> : null}
          <Button icon={<ReloadOutlined />} onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
            刷新
          </Button>
        </>
      }
    >
      <Flex vertical gap={16}>
        <PeriodCards title={`今日${data ? `（${data.today}）` : ''}`} figures={data?.todayFigures} isLoading={isLoading} />
        <PeriodCards title={`本周${data ? `（${data.weekFrom} 起）` : ''}`} figures={data?.weekFigures} isLoading={isLoading} />
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Card size="small" loading={isLoading}>
              <Statistic title="在线车辆（2 分钟内有定位）" value={data?.live.vehiclesLive ?? 0} suffix="辆" />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card size="small" loading={isLoading}>
              <Statistic title="晚点车辆" value={data?.live.busesLate ?? 0} suffix="辆" styles={data?.live.busesLate ? { content: { color: 'var(--ant-color-error)' } } : undefined} />
            </Card>
          </Col>
        </Row>
        <DepartureLoads departures={data?.departures ?? []} isLoading={isLoading} />
        <MoneyWatch payments={data?.unsettledPayments ?? []} refunds={data?.waitingRefunds ?? []} isLoading={isLoading} />
      </Flex>
    </SectionPage>
  );
};

export default DashboardPage;
