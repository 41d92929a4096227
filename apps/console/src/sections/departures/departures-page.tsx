import { ReloadOutlined } from '@ant-design/icons';
import { listDepartures, type OpsDeparture } from '@udian/contracts/endpoints/ops/departures/departures';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { call } from '../../api/client';
import { SectionPage } from '../../components/section-page';
import { initialFilter, shanghaiDayOf, toListQuery, type DepartureFilter } from './departure-filter';
import { departureListKey } from './departure-keys';
import { DeparturesTable } from './departures-table';
import { SeatsModal } from './seats-modal';
import { StopModal } from './stop-modal';

const statusOptions = [
  { value: 'scheduled', label: '正常' },
  { value: 'cancelled', label: '已停运' },
];

/**
 * 班次管理: the departures of the coming service days by line, dates and status, with seats sold; a dispatcher
 * changes a departure's seats or stops it (every ticket refunded in full, riders texted).
 */
const DeparturesPage = () => {
  const [filter, setFilter] = useState<DepartureFilter>(() => initialFilter(Date.now()));
  const [editing, setEditing] = useState<{ departure: OpsDeparture; action: 'seats' | 'stop' } | null>(null);
  const list = useQuery({
    queryKey: departureListKey(toListQuery(filter)),
    queryFn: ({ signal }) => call(listDepartures, { query: toListQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<DepartureFilter>) => setFilter((current) => ({ ...current, page: 1, ...next }));
  const today = shanghaiDayOf(Date.now());

  return (
    <SectionPage
      title="班次管理"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          刷新
        </Button>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="线路"
          style={{ width: 240 }}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部线路"
          value={filter.lineId}
          options={(list.data?.lines ?? []).map((l) => ({ value: l.lineId, label: `${l.lineCode} ${l.lineName}` }))}
          onChange={(lineId: string | undefined) => change({ lineId })}
        />
        <DatePicker.RangePicker
          aria-label="日期范围"
          allowClear={false}
          value={[dayjs(filter.from), dayjs(filter.to)]}
          disabledDate={(day) => day.format('YYYY-MM-DD') < today}
          onChange={(range) => {
            if (range?.[0] && range[1]) change({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
          }}
        />
        <Select
          aria-label="状态"
          style={{ width: 120 }}
          allowClear
          placeholder="全部状态"
          value={filter.status}
          options={statusOptions}
          onChange={(status: DepartureFilter['status']) => change({ status })}
        />
      </Flex>
      <DeparturesTable
        departures={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        isLoading={list.isPending}
        onPage={(page, pageSize) => setFilter((current) => ({ ...current, page, pageSize }))}
        onSeats={(departure) => setEditing({ departure, action: 'seats' })}
        onStop={(departure) => setEditing({ departure, action: 'stop' })}
      />
      {editing?.action === 'seats' ? <SeatsModal departure={editing.departure} onClose={() => setEditing(null)} /> : null}
      {editing?.action === 'stop' ? <StopModal departure={editing.departure} onClose={() => setEditing(null)} /> : null}
    </SectionPage>
  );
};

export default DeparturesPage;
