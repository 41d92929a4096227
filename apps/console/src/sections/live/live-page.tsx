import { ReloadOutlined } from '@ant-design/icons';
import { liveBuses, type LiveBus } from '@udian/contracts/endpoints/ops/live/live-buses';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Table, Tag, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { SectionPage } from '../../components/section-page';
import { shanghaiDateTime } from '../../lib/format';
import { LiveMap } from './live-map';
import { latenessText } from './live-marks';

/** How often the map asks again: the devices report every few seconds, a dispatcher's glance needs less. */
const REFRESH_MS = 10_000;
const MAP_HEIGHT = 560;

const clock = (iso: string) => shanghaiDateTime(iso).slice(11);

/** 实时监控: every bus that reported lately, on a map and in a table, late ones in red; refreshed every 10 s. */
const LivePage = () => {
  const { token } = theme.useToken();
  const live = useQuery({ queryKey: ['live', 'buses'], queryFn: ({ signal }) => call(liveBuses, { signal }), refetchInterval: REFRESH_MS });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const data = live.data;
  const buses = data?.buses ?? [];

  const columns: TableColumnsType<LiveBus> = [
    { title: '车牌', dataIndex: 'plate', width: 110 },
    { title: '线路', key: 'line', width: 80, render: (_, b) => b.line?.code ?? '—' },
    { title: '班次', key: 'departure', width: 64, render: (_, b) => (b.departure ? clock(b.departure.departsAt) : '—') },
    {
      title: '准点',
      key: 'late',
      width: 110,
      render: (_, b) => (b.isStale ? <Tag>信号中断</Tag> : b.isLate ? <Tag color="error">{latenessText(b)}</Tag> : <Typography.Text>{latenessText(b)}</Typography.Text>),
    },
    { title: '下一站', key: 'next', render: (_, b) => b.nextStop?.name ?? '—' },
    { title: '上报', dataIndex: 'recordedAt', width: 70, render: (at: string) => clock(at) },
  ];

  return (
    <SectionPage
      title="实时监控"
      extra={
        <>
          {data ? <Typography.Text type="secondary">更新于 {clock(data.generatedAt)}，每 10 秒刷新</Typography.Text> : null}
          <Button icon={<ReloadOutlined />} onClick={() => void live.refetch()} loading={live.isFetching}>
            刷新
          </Button>
        </>
      }
    >
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={8}>
          <Card size="small">
            <Statistic title="在线车辆" value={data?.summary.live ?? 0} suffix="辆" />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic
              title={`晚点超过 ${data?.lateThresholdMinutes ?? '—'} 分钟`}
              value={data?.summary.late ?? 0}
              suffix="辆"
              styles={data && data.summary.late > 0 ? { content: { color: token.colorError } } : undefined}
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic title="信号中断（2 分钟未上报）" value={data?.summary.stale ?? 0} suffix="辆" />
          </Card>
        </Col>
      </Row>
      {data && buses.length === 0 ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title="最近 30 分钟内没有车辆上报位置" /> : null}
      <Flex gap={16} align="flex-start" wrap>
        <div style={{ flex: '3 1 480px', minWidth: 0 }}>
          <LiveMap buses={buses} tileUrl={data?.mapTileUrl ?? ''} selectedId={selectedId} height={MAP_HEIGHT} />
        </div>
        <div style={{ flex: '2 1 420px', minWidth: 0 }}>
          <Table<LiveBus>
            rowKey="vehicleId"
            size="small"
            bordered
            loading={live.isPending}
            columns={columns}
            dataSource={buses}
            pagination={false}
            scroll={{ y: MAP_HEIGHT - 40 }}
            onRow={(bus) => ({ onClick: () => setSelectedId(bus.vehicleId), style: { cursor: 'pointer' } })}
            locale={{ emptyText: '暂无车辆' }}
          />
        </div>
      </Flex>
    </SectionPage>
  );
};

export default LivePage;
