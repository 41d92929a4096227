import { listDeparturesWithoutLiveData, type DepartureWithoutLiveData } from '@udian/contracts/endpoints/ops/lateness/lateness';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { noDataKey } from './lateness-keys';
import { initialReportFilter, toReportQuery, type ReportFilter } from './report-filter';
import { ReportToolbar } from './report-filters';

/** 无实时数据班次: departures with checked-in riders whose bus was never seen at their stops: nobody was compensated. */
export const NoDataTab = () => {
  const [filter, setFilter] = useState<ReportFilter>(() => initialReportFilter(Date.now()));
  const list = useQuery({
    queryKey: noDataKey(toReportQuery(filter)),
    queryFn: ({ signal }) => call(listDeparturesWithoutLiveData, { query: toReportQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<DepartureWithoutLiveData> = [
    { title: '日期', key: 'date', width: 110, render: (_: unknown, d: DepartureWithoutLiveData) => d.departure.serviceDate },
    { title: '发车', key: 'time', width: 70, render: (_: unknown, d: DepartureWithoutLiveData) => d.departure.time },
    { title: '线路', key: 'line', render: (_: unknown, d: DepartureWithoutLiveData) => `${d.departure.lineCode} ${d.departure.lineName}` },
    { title: '已检票乘客', dataIndex: 'riders', width: 100 },
    { title: '车辆', dataIndex: 'vehiclePlate', width: 120, render: (plate: string | null) => plate ?? '未派车' },
    { title: '收到的位置点', dataIndex: 'positions', width: 120 },
    { title: '判定时间', dataIndex: 'checkedAt', width: 150, render: (at: string) => shanghaiDateTime(at) },
  ];

  return (
    <Flex vertical gap={12}>
      <ReportToolbar filter={filter} lines={list.data?.lines ?? []} setFilter={setFilter} refresh={() => void list.refetch()} isRefreshing={list.isFetching} />
      <Typography.Text type="secondary">
        这些班次没有记录到车辆经过乘客上车站的实时数据（未派车、车载设备未上报，或位置不在线路上），无法判断是否晚点，因此未发放补偿。如乘客反映晚点，请核实后在订单与售后中处理。
      </Typography.Text>
      <Table<DepartureWithoutLiveData>
        rowKey={(d) => d.departure.departureId}
        size="small"
        bordered
        loading={list.isPending}
        columns={columns}
        dataSource={list.data?.items ?? []}
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
