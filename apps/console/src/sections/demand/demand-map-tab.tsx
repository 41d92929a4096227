import { listDemandHeat, listDemands } from '@udian/contracts/endpoints/ops/demand/demand';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { call } from '../../api/client';
import type { DemandFilter } from './demand-filter';
import { toFilterQuery } from './demand-filter';
import { DemandFilters } from './demand-filters';
import { DemandHeatMap, heatColours } from './demand-heat-map';
import { demandHeatKey, demandListKey } from './demand-keys';
import { DemandsTable } from './demands-table';
import type { HeatPoint } from './heat-layer';
import { heatTotals } from './heat-weights';

const MAP_HEIGHT = 460;
/** listDemandHeat covers at most this many demands. */
const HEAT_LIMIT = 5_000;
const NO_POINTS: readonly HeatPoint[] = [];

type End = 'origins' | 'destinations';

/** Cool to warm: the heat map's colours, for its legend. */
const HeatLegend = () => {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={6}>
      <Typography.Text type="secondary">人少</Typography.Text>
      <div
        aria-hidden
        style={{ width: 120, height: 8, borderRadius: 4, background: `linear-gradient(to right, ${heatColours(token).join(', ')})` }}
      />
      <Typography.Text type="secondary">人多</Typography.Text>
    </Flex>
  );
};

/** 需求地图: where demand gathers (origins or destinations, weighted by people) and the demands, newest first. */
export const DemandMapTab = ({ filter, setFilter }: { filter: DemandFilter; setFilter: (filter: DemandFilter) => void }) => {
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [end, setEnd] = useState<End>('origins');
  const filterQuery = toFilterQuery(filter);
  const query = { ...filterQuery, ...page };
  const list = useQuery({
    queryKey: demandListKey(query),
    queryFn: ({ signal }) => call(listDemands, { query, signal }),
    placeholderData: keepPreviousData,
  });
  // The heat map is the filter's, read once per filter: paging the list never reads it again.
  const heatMap = useQuery({
    queryKey: demandHeatKey(filterQuery),
    queryFn: ({ signal }) => call(listDemandHeat, { query: filterQuery, signal }),
    placeholderData: keepPreviousData,
  });
  const heat = heatMap.data?.heat;
  const points = heat?.[end] ?? NO_POINTS;
  const isCurrent = Boolean(heat) && !heatMap.isPlaceholderData;
  const framePoints = useMemo(() => (heat ? [...heat.origins, ...heat.destinations] : NO_POINTS), [heat]);
  const totals = heatTotals(points);
  const total = list.data?.total ?? 0;

  return (
    <Flex vertical gap={12}>
      <DemandFilters
        filter={filter}
        cities={list.data?.cities ?? []}
        onChange={(next) => {
          setFilter(next);
          setPage((current) => ({ ...current, page: 1 }));
        }}
        refresh={() => {
          void list.refetch();
          void heatMap.refetch();
        }}
        isRefreshing={list.isFetching || heatMap.isFetching}
      />
      <Flex gap={12} align="center" justify="space-between" wrap>
        <Flex gap={12} align="center" wrap>
          <Segmented<End>
            aria-label="热力图显示"
            options={[
              { label: '出发地', value: 'origins' },
              { label: '目的地', value: 'destinations' },
            ]}
            value={end}
            onChange={setEnd}
          />
          <Typography.Text type="secondary">
            {end === 'origins' ? '出发地' : '目的地'}：{totals.points} 条需求，{totals.people} 人（含同路）
            {total > HEAT_LIMIT ? `；热力图显示最新 ${HEAT_LIMIT} 条` : ''}
          </Typography.Text>
        </Flex>
        <HeatLegend />
      </Flex>
      <DemandHeatMap points={points} framePoints={isCurrent ? framePoints : NO_POINTS} frameKey={JSON.stringify(filterQuery)} tileUrl={heatMap.data?.mapTileUrl ?? ''} height={MAP_HEIGHT} />
      <Typography.Text type="secondary">共 {total} 条需求，按提交时间从新到旧</Typography.Text>
      <DemandsTable
        demands={list.data?.items ?? []}
        isLoading={list.isPending}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total,
          showSizeChanger: true,
          onChange: (current, pageSize) => setPage({ page: pageSize === page.pageSize ? current : 1, pageSize }),
        }}
      />
    </Flex>
  );
};
