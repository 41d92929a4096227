import type { StatementRow } from '@udian/contracts/endpoints/ops/groups/groups';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { shanghaiMonth } from '../../lib/format';
import { clockText } from './group-text';
import { statementCells, statementCsv, statementFileName, statementTotalsCells, type Statement } from './statement-csv';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { StatementTab } from './statement-tab';
import { button, cleanUp, group, prepareDom, render, tableRows, until } from './test-support';

beforeAll(prepareDom);
beforeEach(() => {
  mocks.call.mockReset();
});
afterEach(() => {
  cleanUp();
  vi.useRealTimers();
});

const ride = (over: Partial<StatementRow>): StatementRow => ({
  ticketId: '901',
  orderNo: 'UD20261102000000011234',
  serviceDate: '2026-11-02',
  // 07:30 in Shanghai.
  departsAt: '2026-11-01T23:30:00.000Z',
  lineCode: 'E101',
  lineName: '优点科技专线',
  passengerName: '张三',
  buyerPhone: '139****0001',
  fareCents: 800,
  groupCents: 800,
  passengerCents: 0,
  state: 'used',
  isCharged: true,
  ...over,
});

const statement: Statement = {
  month: '2026-11',
  rows: [
    ride({}),
    ride({ ticketId: '902', passengerName: '李四, 工程部', groupCents: 550, passengerCents: 250, state: 'toRide' }),
    ride({ ticketId: '903', passengerName: '=王五', state: 'refunded', isCharged: false }),
  ],
  totals: { rides: 3, chargedRides: 2, groupCents: 1350, passengerCents: 250 },
};

describe('the statement in words and CSV', () => {
  it('shows a ride with its Shanghai departure, amounts in yuan with two decimals and its state', () => {
    expect(statementCells(statement.rows[1]!)).toEqual(['2026-11-02', '07:30', 'E101 优点科技专线', '李四, 工程部', '139****0001', '8.00', '5.50', '2.50', '待乘车', '是']);
    expect(statementCells(statement.rows[2]!).slice(8)).toEqual(['已退票', '否']);
    expect(clockText('07:45')).toBe('07:45');
  });

  it('totals with the server\u2019s sums', () => {
    expect(statementTotalsCells(statement.totals)).toEqual(['合计', '', '3 次乘车，计费 2 次', '', '', '', '13.50', '2.50', '', '']);
  });

  it('exports every ride with its order and ticket, the totals last, quoted where needed and safe from formulas', () => {
    const lines = statementCsv(statement).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('乘车日期,发车时间,线路,乘客,购票手机号,票价（元）,企业支付（元）,乘客支付（元）,状态,是否计费,订单号,车票号');
    expect(lines[1]).toBe('2026-11-02,07:30,E101 优点科技专线,张三,139****0001,8.00,8.00,0.00,已使用,是,UD20261102000000011234,901');
    expect(lines[2]).toContain(',"李四, 工程部",');
    expect(lines[3]).toContain(",'=王五,");
    expect(lines[4]).toBe('合计,,3 次乘车，计费 2 次,,,,13.50,2.50,,,,');
    expect(statementFileName('优点/科技', '2026-11')).toBe('优点科技-对账单-2026-11.csv');
  });

  it('starts at this month in Shanghai, even when it is still last month in UTC', () => {
    expect(shanghaiMonth(new Date('2026-11-30T16:30:00.000Z'))).toBe('2026-12');
    expect(shanghaiMonth(new Date('2026-12-01T03:00:00.000Z'))).toBe('2026-12');
  });
});

describe('the statement tab', { timeout: 20_000 }, () => {
  it('asks for this month, lists the rides with a totals row, and exports the CSV', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T17:00:00.000Z'));
    mocks.call.mockResolvedValue({ ...statement, month: '2026-12' });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:statement';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await render(<StatementTab group={group} />, 'finance');
    await until(() => tableRows().length === 3);
    expect(mocks.call.mock.calls[0]?.[1]).toMatchObject({ query: { groupId: '5', month: '2026-12' } });
    expect(tableRows()[1]).toEqual(['2026-11-02', '07:30', 'E101 优点科技专线', '李四, 工程部', '139****0001', '8.00', '5.50', '2.50', '待乘车', '是']);
    const summary = document.querySelector('.ant-table-summary')?.textContent ?? '';
    expect(summary).toContain('合计：3 次乘车，计费 2 次');
    expect(summary).toContain('13.50');
    expect(summary).toContain('2.50');

    await act(async () => button('导出CSV').click());
    expect(click).toHaveBeenCalled();
    expect((await created[0]!.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^乘车日期,发车时间,线路/);
    click.mockRestore();
  });

  it('shows a refusal in Chinese', async () => {
    mocks.call.mockRejectedValue(new ApiError(4003, '无权限：只能管理本单位的数据'));
    await render(<StatementTab group={group} />, 'groupAdmin');
    await until(() => document.querySelector('.ant-alert-error') !== null);
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('无权限：只能管理本单位的数据');
  });
});
