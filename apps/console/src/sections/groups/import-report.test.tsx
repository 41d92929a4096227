import type { StaffImportReport } from '@udian/contracts/endpoints/ops/groups/groups';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportCounts, reportCsv, reportRowsInOrder, reportSummary } from './import-report';
import { ImportReportView } from './import-report-view';
import { button, cleanUp, prepareDom, render, tableRows, until } from './test-support';

beforeAll(prepareDom);
afterEach(cleanUp);

const report: StaffImportReport = {
  total: 6,
  added: 2,
  updated: 1,
  unchanged: 1,
  refused: 2,
  removed: 0,
  isDryRun: false,
  rows: [
    { line: 2, phone: '13800138001', outcome: 'added', reason: null },
    { line: 3, phone: '1380013800', outcome: 'refused', reason: '手机号格式不正确' },
    { line: 4, phone: '13800138002', outcome: 'updated', reason: null },
    { line: 5, phone: '13800138001', outcome: 'refused', reason: '与第 2 行手机号重复' },
    { line: 6, phone: '13800138003', outcome: 'unchanged', reason: null },
    { line: 7, phone: '13800138004', outcome: 'added', reason: null },
  ],
};

describe('the import report', () => {
  it('puts the refused rows first, each kind in file order', () => {
    expect(reportRowsInOrder(report.rows).map((row) => row.line)).toEqual([3, 5, 2, 7, 4, 6]);
  });

  it('counts 新增, 更新, 无变化, 未导入 and 移除, and says what a check would do', () => {
    expect(reportCounts(report).map((c) => `${c.label}${c.value}`)).toEqual(['新增2', '更新1', '无变化1', '未导入2', '移除0']);
    expect(reportSummary(report)).toBe('导入完成：共 6 行，新增 2，更新 1，无变化 1，未导入 2');
    expect(reportSummary({ ...report, isDryRun: true, removed: 3 })).toBe('检查完成（未做任何更改）：共 6 行，将新增 2，将更新 1，无变化 1，未导入 2，将移除 3');
  });

  it('downloads as CSV with the line, phone, outcome and reason, the refused first', () => {
    const lines = reportCsv(report).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('行号,手机号,结果,原因');
    expect(lines[1]).toBe('3,1380013800,未导入,手机号格式不正确');
    expect(lines[2]).toBe('5,13800138001,未导入,与第 2 行手机号重复');
    expect(lines[3]).toBe('2,13800138001,新增,');
    expect(lines).toHaveLength(7);
  });
});

describe('the import report on screen', { timeout: 20_000 }, () => {
  it('shows the counts, the refused rows first with their reasons, and filters by outcome', async () => {
    await render(<ImportReportView report={report} fileName="staff.csv" />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('导入完成：共 6 行，新增 2，更新 1，无变化 1，未导入 2');
    expect(text).toContain('未导入的行不影响其他行');
    const rows = tableRows();
    expect(rows.map((r) => r[0])).toEqual(['3', '5', '2', '7', '4', '6']);
    expect(rows[0]).toEqual(['3', '1380013800', '未导入', '手机号格式不正确']);

    const refusedOption = [...document.querySelectorAll('.ant-segmented-item')].find((item) => item.textContent === '未导入 2') as HTMLElement;
    await act(async () => refusedOption.click());
    await until(() => tableRows().length === 2);
    expect(tableRows().map((r) => r[0])).toEqual(['3', '5']);
  });

  it('pages a report of 20,000 rows (50 on a page) with the refused ones on the first page', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      line: i + 2,
      phone: `138${String(i).padStart(8, '0')}`,
      outcome: i === 19_000 ? ('refused' as const) : ('added' as const),
      reason: i === 19_000 ? '手机号格式不正确' : null,
    }));
    await render(<ImportReportView report={{ ...report, total: 20_000, added: 19_999, updated: 0, unchanged: 0, refused: 1, rows }} fileName="big.csv" />);
    const shown = tableRows();
    expect(shown).toHaveLength(50);
    expect(shown[0]?.[0]).toBe('19002');
    expect(document.body.textContent).toContain('共 20000 行');
  });

  it('downloads the report as CSV', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await render(<ImportReportView report={{ ...report, isDryRun: true }} fileName="员工.csv" />);
    await act(async () => button('下载报告').click());
    expect(click).toHaveBeenCalled();
    expect(created).toHaveLength(1);
    expect((await created[0]!.text()).replace(/^\uFEFF/, '')).toMatch(/^行号,手机号,结果,原因\r\n3,/);
    click.mockRestore();
  });
});
