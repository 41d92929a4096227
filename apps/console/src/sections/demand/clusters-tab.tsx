import { createAssemble } from '@udian/contracts/endpoints/ops/demand/assemble';
import { evaluateDemands, listDemandClusters, type DemandCluster } from '@udian/contracts/endpoints/ops/demand/demand';
import { DEMAND_CLUSTER_MINUTES, DEMAND_CLUSTER_RADIUS_M } from '@udian/contracts/schemas/demand';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Popconfirm, Table, Tag, Typography, theme } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { call } from '../../api/client';
import { navigate } from '../../app/router';
import { AssembleProposalDrawer } from './assemble-proposal-drawer';
import { assembleMonitorPath } from './assembles-tab';
import { ClusterMap } from './cluster-map';
import { inBatches } from './evaluate-batches';
import type { DemandFilter } from './demand-filter';
import { toFilterQuery } from './demand-filter';
import { DemandFilters } from './demand-filters';
import { clustersKey, DEMAND_KEY } from './demand-keys';
import { weekdaysText } from '../../lib/weekdays';
import { demandStatusTag, windowText } from './demand-text';
import { DemandsTable } from './demands-table';
import { useCanCall } from '../../app/use-can-call';

const StatusTags = ({ statuses }: { statuses: DemandCluster['statuses'] }) => (
  <Flex gap={4} wrap>
    {statuses.map((status) => {
      const tag = demandStatusTag(status);
      return (
        <Tag key={status} color={tag.color} style={{ marginInlineEnd: 0 }}>
          {tag.label}
        </Tag>
      );
    })}
  </Flex>
);

const MAP_HEIGHT = 360;
/** evaluateDemands takes at most this many ids a call. */
const EVALUATE_BATCH = 500;

/** The chosen cluster in words beside its map: its two centres, window, days, size and statuses. */
const SelectedCluster = ({ cluster }: { cluster: DemandCluster | null }) => {
  if (!cluster) {
    return (
      <Card size="small" style={{ height: '100%' }}>
        <Typography.Text type="secondary">选择一个聚类，在地图上查看它的起点和终点。</Typography.Text>
      </Card>
    );
  }
  const items: DescriptionsProps['items'] = [
    { key: 'from', label: '起点中心', children: cluster.from.name },
    { key: 'to', label: '终点中心', children: cluster.to.name },
    { key: 'window', label: '时间', children: windowText(cluster.timeKind, cluster.windowStart, cluster.windowEnd) },
    { key: 'weekdays', label: '通勤日', children: weekdaysText(cluster.weekdays) },
    { key: 'size', label: '规模', children: `${cluster.demands} 条需求，${cluster.people} 人（含同路）` },
    { key: 'statuses', label: '状态', children: <StatusTags statuses={cluster.statuses} /> },
  ];
  return (
    <Card size="small" title="所选聚类" style={{ height: '100%' }}>
      <Descriptions column={1} size="small" items={items} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        地图上绿色为起点中心、红色为终点中心，虚线圈为 {DEMAND_CLUSTER_RADIUS_M / 1000} 公里范围，小圆点为各条需求的起终点。
      </Typography.Paragraph>
    </Card>
  );
};

/** 需求聚类: open demand grouped by similar ends and times, a cluster's ends on the map, 标记为评估中 and 发起众筹. */
export const ClustersTab = ({ filter, setFilter }: { filter: DemandFilter; setFilter: (filter: DemandFilter) => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const canEvaluate = useCanCall(evaluateDemands);
  const canPropose = useCanCall(createAssemble);
  const [proposing, setProposing] = useState<DemandCluster | null>(null);
  const query = toFilterQuery(filter);
  const clusters = useQuery({ queryKey: clustersKey(query), queryFn: ({ signal }) => call(listDemandClusters, { query, signal }) });
  const list = useMemo(() => clusters.data?.clusters ?? [], [clusters.data]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  const selected = list.find((c) => c.key === selectedKey) ?? list[0] ?? null;

  const evaluate = useMutation({
    mutationFn: async (demandIds: readonly string[]) => {
      let updated = 0;
      for (const batch of inBatches(demandIds, EVALUATE_BATCH)) updated += (await call(evaluateDemands, { body: { demandIds: batch } })).updated;
      return updated;
    },
    onSuccess: (updated) => {
      void client.invalidateQueries({ queryKey: DEMAND_KEY });
      if (updated > 0) void message.success(`已将 ${updated} 条需求标记为评估中`);
      else void message.info('这些需求已不是已提交状态，没有需求被修改');
    },
  });

  const columns: TableColumnsType<DemandCluster> = [
    {
      title: '起点 → 终点（中心）',
      key: 'trip',
      render: (_: unknown, c: DemandCluster) => `${c.from.name} → ${c.to.name}`,
    },
    { title: '时间', key: 'window', width: 150, render: (_: unknown, c: DemandCluster) => windowText(c.timeKind, c.windowStart, c.windowEnd) },
    { title: '通勤日', dataIndex: 'weekdays', width: 140, render: (days: number[]) => weekdaysText(days) },
    { title: '需求', dataIndex: 'demands', width: 70, align: 'right', render: (n: number) => `${n} 条` },
    { title: '人数', dataIndex: 'people', width: 70, align: 'right', render: (n: number) => `${n} 人` },
    {
      title: '状态',
      dataIndex: 'statuses',
      width: 130,
      render: (statuses: DemandCluster['statuses']) => <StatusTags statuses={statuses} />,
    },
    ...(canEvaluate || canPropose
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 190,
            render: (_: unknown, c: DemandCluster) => (
              <Flex gap={0} align="center" wrap onClick={(event) => event.stopPropagation()}>
                {!canEvaluate ? null : c.statuses.includes('submitted') ? (
                  <Popconfirm
                    title="将这个聚类标记为评估中？"
                    description={`其中仍为已提交的需求（共 ${c.demands} 条需求）将变为评估中，提交的乘客会在「我的定制线路」里看到。`}
                    okText="标记"
                    cancelText="取消"
                    onConfirm={() => evaluate.mutate(c.demandIds)}
                  >
                    <Button type="link" size="small" loading={evaluate.isPending && evaluate.variables === c.demandIds}>
                      标记为评估中
                    </Button>
                  </Popconfirm>
                ) : (
                  <Typography.Text type="secondary" style={{ paddingInline: 7 }}>
                    评估中
                  </Typography.Text>
                )}
                {canPropose ? (
                  <Button type="link" size="small" onClick={() => setProposing(c)}>
                    发起众筹
                  </Button>
                ) : null}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const totals = list.reduce((sum, c) => ({ demands: sum.demands + c.demands, people: sum.people + c.people }), { demands: 0, people: 0 });

  return (
    <Flex vertical gap={12}>
      <DemandFilters
        filter={filter}
        cities={clusters.data?.cities ?? []}
        onChange={setFilter}
        refresh={() => void client.invalidateQueries({ queryKey: DEMAND_KEY })}
        isRefreshing={clusters.isFetching}
      />
      <Typography.Text type="secondary">
        聚类方法：只计已提交和评估中的需求，按到达或出发分开；起点和终点都在聚类中心约 {DEMAND_CLUSTER_RADIUS_M / 1000} 公里内、时间相差 {DEMAND_CLUSTER_MINUTES}{' '}
        分钟内的需求归为一类，按人数从多到少排列。共 {list.length} 个聚类，{totals.demands} 条需求，{totals.people} 人。
      </Typography.Text>
      <Flex gap={16} align="stretch" wrap>
        <div style={{ flex: '3 1 560px', minWidth: 0 }}>
          <ClusterMap cluster={selected} members={selected?.members ?? []} tileUrl={clusters.data?.mapTileUrl ?? ''} height={MAP_HEIGHT} />
        </div>
        <div style={{ flex: '2 1 360px', minWidth: 0 }}>
          <SelectedCluster cluster={selected} />
        </div>
      </Flex>
      <Table<DemandCluster>
        rowKey="key"
        size="small"
        bordered
        loading={clusters.isPending}
        columns={columns}
        dataSource={list}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: '没有已提交或评估中的需求' }}
        onRow={(c) => ({
          onClick: () => setSelectedKey(c.key),
          style: { cursor: 'pointer', background: c.key === selected?.key ? token.controlItemBgActive : undefined },
        })}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpandedKeys(keys),
          expandedRowRender: (c) => <DemandsTable demands={c.members} isLoading={false} pagination={false} />,
        }}
      />
      <AssembleProposalDrawer
        cluster={proposing}
        cities={clusters.data?.cities ?? []}
        onClose={() => setProposing(null)}
        onCreated={(assemble) => {
          setProposing(null);
          void message.success(`已发起众筹「${assemble.code} ${assemble.name}」`);
          navigate(assembleMonitorPath(assemble.id));
        }}
      />
    </Flex>
  );
};
