import { ReloadOutlined } from '@ant-design/icons';
import { DemandStatus, demandStatusLabels } from '@udian/contracts/schemas/demand';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import type { DemandFilter } from './demand-filter';

const statusOptions = DemandStatus.options.map((status) => ({ value: status, label: demandStatusLabels[status] }));

type Props = {
  filter: DemandFilter;
  cities: readonly { id: number; name: string }[];
  onChange: (filter: DemandFilter) => void;
  refresh: () => void;
  isRefreshing: boolean;
};

/** The map's, the list's and the clusters' filter: city, status and the Shanghai dates demands were submitted on. */
export const DemandFilters = ({ filter, cities, onChange, refresh, isRefreshing }: Props) => (
  <Flex gap={8} justify="space-between" wrap>
    <Flex gap={8} wrap>
      <Select
        aria-label="城市"
        style={{ width: 160 }}
        allowClear
        placeholder="全部城市"
        value={filter.cityId}
        options={cities.map((city) => ({ value: city.id, label: city.name }))}
        onChange={(cityId: number | undefined) => onChange({ ...filter, cityId })}
      />
      <Select
        aria-label="状态"
        style={{ width: 140 }}
        allowClear
        placeholder="全部状态"
        value={filter.status}
        options={statusOptions}
        onChange={(status: DemandStatus | undefined) => onChange({ ...filter, status })}
      />
      <DatePicker.RangePicker
        aria-label="提交日期"
        placeholder={['提交日期起', '提交日期止']}
        allowEmpty={[true, true]}
        value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
        onChange={(range) => onChange({ ...filter, from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
      />
    </Flex>
    <Button icon={<ReloadOutlined />} onClick={refresh} loading={isRefreshing}>
      刷新
    </Button>
  </Flex>
);
