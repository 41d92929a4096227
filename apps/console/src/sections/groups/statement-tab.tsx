import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { groupStatement, type OpsGroup, type StatementRow } from '@udian/contracts/endpoints/ops/groups/groups';
import type { TicketState } from '@udian/contracts/schemas/tickets';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { navigate, useLocation } from '../../app/router';
import { shanghaiMonth, yuan } from '../../lib/format';
import { downloadCsv } from './csv-file';
import { groupStatementKey } from './group-keys';
import { clockText, ticketStateLabels } from './group-text';
import { ridesText, statementCsv, statementFileName, STATEMENT_COLUMNS } from './statement-csv';

const [dateTitle, timeTitle, lineTitle, passengerTitle, phoneTitle, fareTitle, groupTitle, paidTitle, stateTitle, chargedTitle] = STATEMENT_COLUMNS;

const columns: TableColumnsType<StatementRow> = [
  { title: dateTitle, dataIndex: 'serviceDate', width: 110 },
  { title: timeTitle, dataIndex: 'departsAt', width: 90, render: (at: string) => clockText(at) },
  { title: lineTitle, key: 'line', render: (_: unknown, r) => `${r.lineCode} ${r.lineName}` },
  { title: passengerTitle, dataIndex: 'passengerName', width: 100 },
  { title: phoneTitle, dataIndex: 'buyerPhone', width: 130 },
  { title: fareTitle, dataIndex: 'fareCents', width: 100, align: 'right', render: (cents: number) => yuan(cents) },
  { title: groupTitle, dataIndex: 'groupCents', width: 120, align: 'right', render: (cents: number, r) => (r.isCharged ? yuan(cents) : <Typography.Text delete type="secondary">{yuan(cents)}</Typography.Text>) },
  { title: paidTitle, dataIndex: 'passengerCents', width: 120, align: 'right', render: (cents: number) => yuan(cents) },
  {
    title: stateTitle,
    dataIndex: 'state',
    width: 90,
    render: (state: TicketState) => <Tag color={ticketStateLabels[state]?.color}>{ticketStateLabels[state]?.label ?? state}</Tag>,
  },
  { title: chargedTitle, dataIndex: 'isCharged', width: 90, render: (is: boolean) => (is ? '是' : <Typography.Text type="secondary">否</Typography.Text>) },
];

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * 对账单: the month's rides on the group's terms (by service date, Shanghai), what the group owes, and the CSV.
 * The month is in the address (?tab=statement&month=YYYY-MM), this month when absent, so a statement is a link.
 */
export const StatementTab = ({ group }: { group: OpsGroup }) => {
  const { search } = useLocation();
  const asked = search.get('month');
  const month = asked && MONTH_PATTERN.test(asked) ? asked : shanghaiMonth();
  const setMonth = (next: string) => navigate(`/groups/${group.groupId}?tab=statement&month=${next}`, { isReplace: true });
  const statement = useQuery({
    queryKey: groupStatementKey(group.groupId, month),
    queryFn: ({ signal }) => call(groupStatement, { query: { groupId: group.groupId, month }, signal }),
    meta: { isErrorHandled: true },
  });
  const data = statement.data;

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Flex gap={8} align="center">
          <Typography.Text>月份</Typography.Text>
          <DatePicker
            aria-label="月份"
            picker="month"
            allowClear={false}
            value={dayjs(`${month}-01`)}
            format="YYYY 年 MM 月"
            onChange={(value) => {
              if (value) setMonth(value.format('YYYY-MM'));
            }}
          />
          <Typography.Text type="secondary">按乘车日期（北京时间）统计；已退票的乘车不计费。</Typography.Text>
        </Flex>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={() => void statement.refetch()} loading={statement.isFetching}>
            刷新
          </Button>
          <Button type="primary" icon={<DownloadOutlined />} disabled={!data} onClick={() => data && downloadCsv(statementFileName(group.name, data.month), statementCsv(data))}>
            导出 CSV
          </Button>
        </Flex>
      </Flex>
      {statement.isError ? <Alert type="error" showIcon title="对账单加载失败" description={failureText(statement.error)} role="alert" /> : null}
      <Table<StatementRow>
        rowKey="ticketId"
        size="small"
        bordered
        loading={statement.isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: '本月没有单位支付的乘车' }}
        summary={() =>
          data ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={5}>
                  <Typography.Text strong>合计：{ridesText(data.totals)}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} />
                <Table.Summary.Cell index={6} align="right">
                  <Typography.Text strong data-testid="statement-group-total">
                    {yuan(data.totals.groupCents)}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">
                  <Typography.Text strong>{yuan(data.totals.passengerCents)}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={8} colSpan={2} />
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </Flex>
  );
};
