import { changeDepartureSeats, stopDeparture, type OpsDeparture } from '@udian/contracts/endpoints/ops/departures/departures';
import { Button, Flex, Progress, Table, Tag, Typography } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { useOperator } from '../../app/use-operator';

type Props = {
  departures: OpsDeparture[];
  total: number;
  page: number;
  pageSize: number;
  isLoading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onSeats: (departure: OpsDeparture) => void;
  onStop: (departure: OpsDeparture) => void;
};

const StatusTag = ({ departure }: { departure: OpsDeparture }) => {
  if (departure.status === 'cancelled') return <Tag color="error">已停运</Tag>;
  return departure.hasDeparted ? <Tag>已发车</Tag> : <Tag color="processing">正常</Tag>;
};

/** The departures with their seats as a bar; the two writes only for the roles that may make them. */
export const DeparturesTable = ({ departures, total, page, pageSize, isLoading, onPage, onSeats, onStop }: Props) => {
  const { role } = useOperator();
  const canChangeSeats = changeDepartureSeats.operatorRoles?.includes(role) ?? false;
  const canStop = stopDeparture.operatorRoles?.includes(role) ?? false;
  const isOpen = (d: OpsDeparture) => d.status === 'scheduled' && !d.hasDeparted;

  const columns: TableColumnsType<OpsDeparture> = [
    { title: '日期', dataIndex: 'serviceDate', width: 110 },
    { title: '发车', dataIndex: 'time', width: 70 },
    { title: '线路', key: 'line', render: (_, d) => `${d.line.lineCode} ${d.line.lineName}` },
    {
      title: '已售/座位',
      key: 'seats',
      width: 170,
      render: (_, d) => (
        <Flex vertical gap={0}>
          <Typography.Text>
            {d.seatsSold}/{d.capacity}
            <Typography.Text type="secondary">（已付 {d.paidTickets} 张）</Typography.Text>
          </Typography.Text>
          <Progress
            percent={Math.min(100, Math.round((d.seatsSold / d.capacity) * 100))}
            size="small"
            showInfo={false}
            status={d.status === 'cancelled' ? 'exception' : 'normal'}
            aria-label={`已售 ${d.seatsSold} 座，共 ${d.capacity} 座`}
          />
        </Flex>
      ),
    },
    { title: '车辆/司机', key: 'bus', width: 150, render: (_, d) => [d.vehiclePlate ?? '未派车', d.driverName ?? '未派司机'].join(' / ') },
    { title: '状态', key: 'status', width: 80, render: (_, d) => <StatusTag departure={d} /> },
    { title: '停运原因', dataIndex: 'cancelReason', render: (reason: string | null) => reason ?? '—' },
  ];
  if (canChangeSeats || canStop) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, d) => (
        <Flex gap={4}>
          {canChangeSeats ? (
            <Button size="small" disabled={!isOpen(d)} onClick={() => onSeats(d)} aria-label={`改座位数：${d.line.lineCode} ${d.serviceDate} ${d.time}`}>
              改座位数
            </Button>
          ) : null}
          {canStop ? (
            <Button size="small" danger disabled={!isOpen(d)} onClick={() => onStop(d)} aria-label={`停运：${d.line.lineCode} ${d.serviceDate} ${d.time}`}>
              停运
            </Button>
          ) : null}
        </Flex>
      ),
    });
  }
  const pagination: TablePaginationConfig = { current: page, pageSize, total, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: (n) => `共 ${n} 个班次`, onChange: onPage };

  return (
    <Table<OpsDeparture>
      rowKey="departureId"
      size="small"
      bordered
      loading={isLoading}
      columns={columns}
      dataSource={departures}
      pagination={pagination}
      locale={{ emptyText: '没有符合条件的班次' }}
    />
  );
};
