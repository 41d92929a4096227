import { ReloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReportFilter } from './report-filter';

type ReportLine = { lineId: string; lineCode: string; lineName: string };

/** A report's line and dates (departures' Shanghai service dates). */
export const ReportFilters = ({
  filter,
  lines,
  onChange,
}: {
  filter: ReportFilter;
  lines: readonly ReportLine[];
  onChange: (next: Partial<ReportFilter>) => void;
}) => (
  <Flex gap={8} wrap>
    <Select
      aria-label="线路"
      style={{ width: 240 }}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="全部线路"
      value={filter.lineId}
      options={lines.map((l) => ({ value: l.lineId, label: `${l.lineCode} ${l.lineName}` }))}
      onChange={(lineId: string | undefined) => onChange({ lineId })}
    />
    <DatePicker.RangePicker
      aria-label="班次日期"
      allowClear={false}
      value={[dayjs(filter.from), dayjs(filter.to)]}
      onChange={(range) => {
        if (range?.[0] && range[1]) onChange({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
      }}
    />
  </Flex>
);

/** A report's toolbar: its filters (a change goes back to the first page) and 刷新. */
export const ReportToolbar = ({
  filter,
  lines,
  setFilter,
  refresh,
  isRefreshing,
}: {
  filter: ReportFilter;
  lines: readonly ReportLine[];
  setFilter: (update: (current: ReportFilter) => ReportFilter) => void;
  refresh: () => void;
  isRefreshing: boolean;
}) => (
  <Flex gap={8} justify="space-between" wrap>
    <ReportFilters filter={filter} lines={lines} onChange={(next) => setFilter((current) => ({ ...current, page: 1, ...next }))} />
    <Button icon={<ReloadOutlined />} onClick={refresh} loading={isRefreshing}>
      刷新
    </Button>
  </Flex>
);
