import { ReloadOutlined } from '@ant-design/icons';
import { assignDeparture, dispatchBoard } from '@udian/contracts/endpoints/ops/fleet/dispatch';
import type { DispatchDeparture } from '@udian/contracts/schemas/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Flex, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { call } from '../../api/client';
import { navigate, useLocation } from '../../app/router';
import { shanghaiDateTime, shanghaiToday } from '../../lib/format';
import { findClashes } from './dispatch-clashes';
import { dispatchKey } from './fleet-keys';

type Choice = { departureId: string; vehicleId?: string | null; driverId?: string | null };

const clock = (iso: string) => shanghaiDateTime(iso).slice(11);

/**
 * 派车: a service date's departures, each with its bus and driver chosen in place. The server refuses a bus or
 * driver already on an overlapping run, an inactive driver, and a departure that has left or is stopped.
 */
export const DispatchTab = () => {
  const client = useQueryClient();
  const { message } = App.useApp();
  // The date and the line live in the address (?tab=dispatch&date=&line=), so Back and a shared link keep them.
  const { search } = useLocation();
  const asked = search.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : shanghaiToday();
  const lineCode = search.get('line') ?? undefined;
  const show = (next: { date?: string; line?: string | undefined }) => {
    const params = new URLSearchParams({ tab: 'dispatch', date: next.date ?? date });
    const line = 'line' in next ? next.line : lineCode;
    if (line) params.set('line', line);
    navigate(`/fleet?${params.toString()}`, { isReplace: true });
  };
  const board = useQuery({ queryKey: dispatchKey(date), queryFn: ({ signal }) => call(dispatchBoard, { query: { date }, signal }) });
  const assign = useMutation({
    mutationFn: (body: Choice) => call(assignDeparture, { body }),
    onSuccess: ({ departure }) => {
      void message.success(`${departure.line.code} ${clock(departure.departsAt)}：已更新派车`);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: dispatchKey(date) }),
  });
  const vehicleOptions = (board.data?.vehicles ?? []).map((v) => ({ value: v.id, label: `${v.plate}（${v.capacity} 座）` }));
  const driverOptions = (board.data?.drivers ?? []).map((d) => ({ value: d.id, label: d.isActive ? d.name : `${d.name}（已停用）`, disabled: !d.isActive }));
  const all = board.data?.departures ?? [];
  const lineOptions = [...new Map(all.map((d) => [d.line.code, `${d.line.code} ${d.line.name}`])).entries()].map(([value, label]) => ({ value, label }));
  const departures = lineCode ? all.filter((d) => d.line.code === lineCode) : all;
  const unassigned = departures.filter((d) => d.canAssign && (!d.vehicle || !d.driver)).length;
  const clashes = findClashes(all, board.data?.turnaroundMinutes ?? 0);
  const clashing = departures.filter((d) => clashes.has(d.id)).length;

  const columns: TableColumnsType<DispatchDeparture> = [
    { title: '发车—到达', key: 'time', width: 120, render: (_, d) => `${clock(d.departsAt)}—${clock(d.arrivesAt)}` },
    { title: '线路', key: 'line', render: (_, d) => `${d.line.code} ${d.line.name}` },
    { title: '已售/座位', key: 'seats', width: 100, align: 'right', render: (_, d) => `${d.seatsSold}/${d.capacity}` },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, d) => (d.status === 'cancelled' ? <Tag color="default">已停运</Tag> : d.canAssign ? <Tag color="processing">待发车</Tag> : <Tag>已发车</Tag>),
    },
    {
      title: '冲突',
      key: 'clash',
      width: 90,
      render: (_, d) => {
        const clash = clashes.get(d.id);
        if (!clash) return null;
        return (
          <Flex vertical gap={2}>
            {clash.isVehicleClash ? <Tag color="error">车辆冲突</Tag> : null}
            {clash.isDriverClash ? <Tag color="error">司机冲突</Tag> : null}
          </Flex>
        );
      },
    },
    {
      title: '车辆',
      key: 'vehicle',
      width: 210,
      render: (_, d) => (
        <Select
          aria-label={`${d.line.code} ${clock(d.departsAt)} 的车辆`}
          style={{ width: '100%' }}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="未派车"
          disabled={!d.canAssign || assign.isPending}
          // null, not undefined: the select stays controlled, so a refused choice falls back to the server's.
          value={d.vehicle?.id ?? null}
          options={d.vehicle && !vehicleOptions.some((o) => o.value === d.vehicle!.id) ? [...vehicleOptions, { value: d.vehicle.id, label: d.vehicle.plate }] : vehicleOptions}
          onChange={(value: string | null | undefined) => assign.mutate({ departureId: d.id, vehicleId: value ?? null })}
        />
      ),
    },
    {
      title: '司机',
      key: 'driver',
      width: 170,
      render: (_, d) => (
        <Select
          aria-label={`${d.line.code} ${clock(d.departsAt)} 的司机`}
          style={{ width: '100%' }}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="未派司机"
          notFoundContent="暂无司机，请先在「司机」页添加"
          disabled={!d.canAssign || assign.isPending}
          value={d.driver?.id ?? null}
          options={d.driver && !driverOptions.some((o) => o.value === d.driver!.id) ? [...driverOptions, { value: d.driver.id, label: d.driver.name, disabled: true }] : driverOptions}
          onChange={(value: string | null | undefined) => assign.mutate({ departureId: d.id, driverId: value ?? null })}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <DatePicker
          allowClear={false}
          value={dayjs(date)}
          onChange={(value) => {
            if (value) show({ date: value.format('YYYY-MM-DD') });
          }}
        />
        <Select
          aria-label="线路"
          style={{ width: 240 }}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部线路"
          value={lineCode}
          options={lineOptions}
          onChange={(line: string | undefined) => show({ line })}
        />
        <Typography.Text type="secondary">
          共 {departures.length} 个班次{unassigned > 0 ? `，${unassigned} 个待发车班次缺车辆或司机` : ''}
          {clashing > 0 ? `，${clashing} 个班次的车辆或司机时间冲突，请改派` : ''}
        </Typography.Text>
        <Flex flex={1} justify="flex-end">
          <Button icon={<ReloadOutlined />} onClick={() => void board.refetch()} loading={board.isFetching}>
            刷新
          </Button>
        </Flex>
      </Flex>
      <Table<DispatchDeparture>
        rowKey="id"
        size="small"
        bordered
        loading={board.isPending}
        columns={columns}
        dataSource={departures}
        pagination={false}
        locale={{ emptyText: '该日没有班次' }}
      />
      <Typography.Text type="secondary">
        同一车辆或司机不能同时执行时间重叠的班次：每个班次从发车到终点站，另加 {board.data?.turnaroundMinutes ?? '—'} 分钟周转。
      </Typography.Text>
    </Flex>
  );
};
