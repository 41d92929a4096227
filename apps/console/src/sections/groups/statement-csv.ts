import type { EndpointData } from '@udian/contracts/endpoint';
import type { groupStatement, StatementRow } from '@udian/contracts/endpoints/ops/groups/groups';
import { yuan } from '../../lib/format';
import { csvText } from './csv-file';
import { clockText, ticketStateLabels } from './group-text';

export type Statement = EndpointData<typeof groupStatement>;

/** The statement's columns, on screen and in the CSV (which adds the order and ticket numbers). */
export const STATEMENT_COLUMNS = ['乘车日期', '发车时间', '线路', '乘客', '购票手机号', '票价（元）', '企业支付（元）', '乘客支付（元）', '状态', '是否计费'] as const;

/** One ride as the statement's cells: amounts in yuan with two decimals, the departure in Shanghai. */
export const statementCells = (row: StatementRow): string[] => [
  row.serviceDate,
  clockText(row.departsAt),
  `${row.lineCode} ${row.lineName}`,
  row.passengerName,
  row.buyerPhone,
  yuan(row.fareCents),
  yuan(row.groupCents),
  yuan(row.passengerCents),
  ticketStateLabels[row.state]?.label ?? row.state,
  row.isCharged ? '是' : '否',
];

/** The totals in words: 12 次乘车，计费 11 次. */
export const ridesText = (totals: Statement['totals']): string => `${totals.rides} 次乘车，计费 ${totals.chargedRides} 次`;

/** The totals row under the rides (the server's totals: refunded rides are charged nothing). */
export const statementTotalsCells = (totals: Statement['totals']): string[] => ['合计', '', ridesText(totals), '', '', '', yuan(totals.groupCents), yuan(totals.passengerCents), '', ''];

/** The whole statement as CSV: the columns, every ride (with its order and ticket), and the totals. */
export const statementCsv = (statement: Statement): string =>
  csvText([
    [...STATEMENT_COLUMNS, '订单号', '车票号'],
    ...statement.rows.map((row) => [...statementCells(row), row.orderNo, row.ticketId]),
    [...statementTotalsCells(statement.totals), '', ''],
  ]);

/** '优点科技-对账单-2026-11.csv'. */
export const statementFileName = (groupName: string, month: string): string => `${groupName.replace(/[\\/:*?"<>|]/g, '')}-对账单-${month}.csv`;
