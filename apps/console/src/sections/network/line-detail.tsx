import { ArrowLeftOutlined } from '@ant-design/icons';
import { setLinePrice } from '@udian/contracts/endpoints/ops/network/line-price';
import { getOpsLine, type OpsLineDetail } from '@udian/contracts/endpoints/ops/network/network-lines';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { navigate } from '../../app/router';
import { useCanCall } from '../../app/use-can-call';
import { SectionPage } from '../../components/section-page';
import { LineNotices } from './line-notices';
import { LinePriceModal, linePriceText } from './line-price-modal';
import { LinePeriodPasses } from './line-period-passes';
import { LineTransitCard } from './line-transit-card';
import { lineKey, lineTypeLabels } from './network-keys';

type Stop = OpsLineDetail['stops'][number];
type Trip = OpsLineDetail['trips'][number];

const stopColumns: TableColumnsType<Stop> = [
  { title: '序号', dataIndex: 'seq', width: 60 },
  { title: '站点', dataIndex: 'stationName' },
  { title: '距首站', dataIndex: 'minutesFromStart', width: 100, render: (minutes: number) => `${minutes} 分钟` },
  {
    title: '上下车',
    key: 'use',
    width: 140,
    render: (_, s) => (
      <>
        {s.canBoard ? <Tag color="blue">上车</Tag> : null}
        {s.canAlight ? <Tag color="green">下车</Tag> : null}
      </>
    ),
  },
];

const tripColumns: TableColumnsType<Trip> = [
  { title: '发车', dataIndex: 'departsAt', width: 80 },
  { title: '座位', dataIndex: 'capacity', width: 70, align: 'right' },
  { title: '运行日', dataIndex: 'weekdaysLabel', render: (label: string, t) => `${label}${t.followsCnWorkdays ? '（按法定工作日调整）' : ''}` },
  { title: '日期范围', key: 'range', width: 210, render: (_, t) => `${t.startDate} 至 ${t.endDate}` },
];

/** One line: what it is, its stops in order, its timetable and next 30 days, and its notices. */
export const LineDetail = ({ lineId }: { lineId: string }) => {
  const line = useQuery({ queryKey: lineKey(lineId), queryFn: ({ signal }) => call(getOpsLine, { query: { id: lineId }, signal }), retry: false });
  const [isPricing, setPricing] = useState(false);
  const canSetPrice = useCanCall(setLinePrice);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/network')}>
      返回线路列表
    </Button>
  );
  if (line.isError) return <Result status="warning" title="线路不存在" subTitle={line.error.message} extra={back} />;
  const data = line.data?.line;
  const label = data ? `${data.code} ${data.name}` : '';
  const upcoming = data?.calendar.reduce((sum, day) => sum + day.departures, 0) ?? 0;
  const cancelled = data?.calendar.reduce((sum, day) => sum + day.cancelled, 0) ?? 0;

  return (
    <SectionPage title={label || '线路'} extra={back}>
      <Flex vertical gap={16}>
        <Card size="small" loading={line.isPending}>
          {data ? (
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'type', label: '类型', children: lineTypeLabels[data.type] ?? data.type },
                { key: 'city', label: '城市', children: data.cityName },
                { key: 'state', label: '状态', children: data.isActive ? <Tag color="green">运营中</Tag> : <Tag>已停用</Tag> },
                {
                  key: 'price',
                  label: '票价',
                  children: (
                    <Flex gap={8} align="center">
                      {data.isPriced ? linePriceText(data) : <Tag color="warning">暂未定价</Tag>}
                      {canSetPrice ? (
                        <Button type="link" size="small" onClick={() => setPricing(true)}>
                          设置票价
                        </Button>
                      ) : null}
                    </Flex>
                  ),
                },
                { key: 'distance', label: '里程', children: `${(data.distanceM / 1000).toFixed(1)} 公里` },
                { key: 'transitCard', label: '刷卡乘车', span: 3, children: <LineTransitCard lineId={lineId} lineLabel={label} accepts={data.acceptsTransitCard} /> },
                { key: 'upcoming', label: '未来 30 天', children: `${data.calendar.length} 个运营日，${upcoming} 班${cancelled ? `（另有 ${cancelled} 班停运）` : ''}` },
                ...(data.description ? [{ key: 'description', label: '说明', children: data.description, span: 3 }] : []),
              ]}
            />
          ) : null}
        </Card>
        <Card title={`停靠站点（${data?.stops.length ?? 0}）`} size="small">
          <Table<Stop> rowKey="seq" size="small" loading={line.isPending} columns={stopColumns} dataSource={data?.stops ?? []} pagination={false} />
        </Card>
        <Card title={`车次（${data?.trips.length ?? 0}）`} size="small">
          <Table<Trip> rowKey="id" size="small" loading={line.isPending} columns={tripColumns} dataSource={data?.trips ?? []} pagination={false} />
        </Card>
        {data ? <LinePeriodPasses lineId={lineId} lineLabel={label} /> : null}
        {data ? <LineNotices lineId={lineId} lineLabel={label} /> : null}
      </Flex>
      {isPricing && data ? <LinePriceModal line={data} onClose={() => setPricing(false)} /> : null}
    </SectionPage>
  );
};
