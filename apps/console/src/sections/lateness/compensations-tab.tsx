import { listLatenessCompensations, type CompensationCouponState, type LatenessCompensation } from '@udian/contracts/endpoints/ops/lateness/lateness';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime, yuan } from '../../lib/format';
import { compensationsKey } from './lateness-keys';
import { initialReportFilter, toReportQuery, type ReportFilter } from './report-filter';
import { ReportToolbar } from './report-filters';

const couponStates: Record<CompensationCouponState, { label: string; color?: string }> = {
  unused: { label: '未使用', color: 'processing' },
  locked: { label: '下单中', color: 'warning' },
  used: { label: '已使用', color: 'success' },
  expired: { label: '已过期' },
};

/** 补偿记录: the coupons the lateness job gave checked-in riders of late departures, by departure date and line. */
export const CompensationsTab = () => {
  const [filter, setFilter] = useState<ReportFilter>(() => initialReportFilter(Date.now()));
  const list = useQuery({
    queryKey: compensationsKey(toReportQuery(filter)),
    queryFn: ({ signal }) => call(listLatenessCompensations, { query: toReportQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<LatenessCompensation> = [
    {
      title: '班次',
      key: 'departure',
      width: 220,
      render: (_: unknown, c: LatenessCompensation) => `${c.departure.serviceDate} ${c.departure.time} ${c.departure.lineCode} ${c.departure.lineName}`,
    },
    { title: '上车站', dataIndex: 'stationName', width: 120 },
    { title: '乘客', key: 'rider', width: 170, render: (_: unknown, c: LatenessCompensation) => `${c.passengerName}（${c.riderPhone}）` },
    { title: '计划到站', dataIndex: 'scheduledAt', width: 140, render: (at: string) => shanghaiDateTime(at) },
    { title: '实际到站', dataIndex: 'arrivedAt', width: 140, render: (at: string) => shanghaiDateTime(at) },
    { title: '晚点', dataIndex: 'minutesLate', width: 80, render: (minutes: number) => `${minutes} 分钟` },
    { title: '比例', dataIndex: 'percent', width: 70, render: (percent: number) => `${percent}%` },
    { title: '实付', dataIndex: 'paidShareCents', width: 80, render: (cents: number) => yuan(cents) },
    { title: '补偿金额', dataIndex: 'amountCents', width: 90, render: (cents: number) => yuan(cents) },
    {
      title: '券状态',
      dataIndex: 'couponState',
      width: 90,
      render: (state: CompensationCouponState) => <Tag color={couponStates[state].color}>{couponStates[state].label}</Tag>,
    },
    { title: '发放时间', dataIndex: 'createdAt', width: 140, render: (at: string) => shanghaiDateTime(at) },
  ];

  return (
    <Flex vertical gap={12}>
      <ReportToolbar filter={filter} lines={list.data?.lines ?? []} setFilter={setFilter} refresh={() => void list.refetch()} isRefreshing={list.isFetching} />
      <Typography.Text type="secondary">
        共 {list.data?.total ?? 0} 张补偿券，合计 {yuan(list.data?.totalAmountCents ?? 0)} 元。班次结束并取得实时位置后自动发放：到达乘客上车站晚于时刻表超过线路的半额/全额阈值，按该车票实付金额补偿 50%/100%，每张车票一次。
      </Typography.Text>
      <Table<LatenessCompensation>
        rowKey="id"
        size="small"
        bordered
        loading={list.isPending}
        columns={columns}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 1400 }}
        pagination={{
          current: filter.page,
          pageSize: filter.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => setFilter((current) => ({ ...current, page, pageSize })),
        }}
      />
    </Flex>
  );
};
