import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import type { RosterImportReport, RosterRow } from '@udian/contracts/endpoints/ops/groups/schools';
import { act, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorOf, renderAs } from '../../test/dom-support';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { hasRosterHeader, rosterTemplateCsv } from './csv-file';
import { reportCsv, ROSTER_SUBJECT } from './import-report';
import { RosterImportDrawer } from './roster-import-drawer';
import { RosterTab } from './roster-tab';
import { button, buttons, cleanUp, prepareDom, settle, tableRows, type, until } from './test-support';

beforeAll(prepareDom);
beforeEach(() => {
  mocks.call.mockReset();
});
afterEach(cleanUp);

const school: OpsGroup = {
  groupId: '8',
  kind: 'school',
  name: '科技园小学',
  shortName: '科小',
  initials: 'KJYXX',
  cityId: 440300,
  emailDomains: [],
  inviteCode: null,
  contactName: '陈老师',
  contactPhone: '13800138001',
  staffCount: 0,
  memberCount: 0,
  lineCount: 2,
  createdAt: '2026-08-01T02:00:00.000Z',
};

/** A 单位管理员 of the school. */
const render = (node: ReactNode, role: Parameters<typeof operatorOf>[0] = 'groupAdmin') => renderAs(node, operatorOf(role, { groupId: school.groupId, name: school.name }));

const row = (studentNo: string, over: Partial<RosterRow> = {}): RosterRow => ({
  studentNo,
  name: '张小明',
  className: '三年级二班',
  guardianPhone: '139****0001',
  isRegistered: true,
  addedAt: '2026-08-20T01:30:00.000Z',
  updatedAt: '2026-08-21T01:30:00.000Z',
  ...over,
});

const report = (isDryRun: boolean, removed = 0): RosterImportReport => ({
  total: 3,
  added: 2,
  updated: 0,
  unchanged: 0,
  refused: 1,
  removed,
  isDryRun,
  rows: [
    { line: 2, studentNo: '20240101', outcome: 'added', reason: null },
    { line: 3, studentNo: '20240101', outcome: 'refused', reason: '与第 2 行学号重复' },
    { line: 4, studentNo: '20240103', outcome: 'added', reason: null },
  ],
});

const calls = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path).map(([, options]) => options as { query?: Record<string, unknown>; body?: Record<string, unknown>; timeoutMs?: number });
const bodies = () => calls('/groups/roster/import').map((options) => options.body);
const text = () => document.body.textContent ?? '';

/** Chooses a file as the operator would: through the upload box's file input. */
const choose = async (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
};

const CSV = '学号,姓名,班级,家长手机\r\n20240101,张小明,三年级二班,13900139001\r\n20240101,李小红,三年级二班,13900139002\r\n20240103,王小刚,四年级一班,\r\n';
const csvFile = () => new File([new Uint8Array([0xef, 0xbb, 0xbf]), CSV], '学生名单.csv', { type: 'text/csv' });

describe('学生名单: the list', { timeout: 20_000 }, () => {
  it('shows every column with the masked phone and whether a guardian registered, and explains the list', async () => {
    mocks.call.mockResolvedValue({ items: [row('20240101'), row('20240102', { name: '李小红', className: '', guardianPhone: '', isRegistered: false })], total: 2 });
    await render(<RosterTab group={school} />);
    await until(() => tableRows().length === 2);
    expect(calls('/groups/roster')[0]?.query).toEqual({ groupId: '8', page: 1, pageSize: 20 });
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['学号', '姓名', '班级', '家长手机', '已登记', '更新时间']);
    expect(tableRows()).toEqual([
      ['20240101', '张小明', '三年级二班', '139****0001', '已登记', '2026-08-21 09:30'],
      ['20240102', '李小红', '—', '—', '未登记', '2026-08-21 09:30'],
    ]);
    expect(text()).toContain('学校导入学生名单后，家长登记的学号、姓名和家长手机与名单一致时自动通过，其余仍由学校审核');
    expect(text()).toContain('共 2 人');
    expect(buttons('导入名单')).toHaveLength(1);
  });

  it('searches by keyword from the first page, and leaves an empty keyword out', async () => {
    mocks.call.mockImplementation(async (_endpoint: unknown, options: { query: { keyword?: string } }) =>
      options.query.keyword ? { items: [row('20240101')], total: 1 } : { items: [row('20240101'), row('20240102', { name: '李小红' })], total: 2 },
    );
    await render(<RosterTab group={school} />, 'service');
    await until(() => tableRows().length === 2);
    const search = document.querySelector('.ant-input-search input') as HTMLInputElement;
    await type(search, ' 张小明 ');
    await act(async () => (document.querySelector('.ant-input-search-btn') as HTMLButtonElement).click());
    await until(() => tableRows().length === 1);
    expect(calls('/groups/roster').at(-1)?.query).toEqual({ groupId: '8', keyword: '张小明', page: 1, pageSize: 20 });
    expect(tableRows()[0]?.[1]).toBe('张小明');
  });

  it('says so when a search finds nobody', async () => {
    mocks.call.mockImplementation(async (_endpoint: unknown, options: { query: { keyword?: string } }) => (options.query.keyword ? { items: [], total: 0 } : { items: [row('20240101')], total: 1 }));
    await render(<RosterTab group={school} />);
    await until(() => tableRows().length === 1);
    await type(document.querySelector('.ant-input-search input') as HTMLInputElement, '五年级');
    await act(async () => (document.querySelector('.ant-input-search-btn') as HTMLButtonElement).click());
    await until(() => text().includes('没有找到匹配的学生'));
    expect(text()).toContain('没有找到匹配的学生');
  });
});

describe('学生名单: importing', { timeout: 20_000 }, () => {
  it('opens from the tab, checks first, then imports, and asks for the list again', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }, options: { body?: { isDryRun: boolean } }) => {
      if (endpoint.path === '/groups/roster') return { items: [row('20240101')], total: 1 };
      return report(options.body!.isDryRun);
    });
    await render(<RosterTab group={school} />);
    await until(() => tableRows().length === 1);
    await act(async () => button('导入名单').click());
    await until(() => text().includes('导入学生名单：科技园小学'));
    expect(text()).toContain('第一行为表头：学号（必填）、姓名（必填）、班级、家长手机');
    await choose(csvFile());
    expect(text()).toContain('已选择：学生名单.csv（约 3 行）');
    expect(text()).not.toContain('表头中没有找到');

    await act(async () => button('先检查').click());
    await until(() => text().includes('检查完成'));
    expect(bodies()[0]).toEqual({ groupId: '8', csv: CSV, mode: 'merge', isDryRun: true });
    expect(calls('/groups/roster/import')[0]?.timeoutMs).toBe(120_000);
    expect(text()).toContain('检查完成（未做任何更改）：共 3 行，将新增 2');
    const listsBefore = calls('/groups/roster').length;

    await act(async () => button('导入').click());
    await until(() => text().includes('导入完成'));
    expect(bodies()[1]).toEqual({ groupId: '8', csv: CSV, mode: 'merge', isDryRun: false });
    expect(text()).toContain('导入完成：共 3 行，新增 2');
    await until(() => calls('/groups/roster').length > listsBefore);
    expect(calls('/groups/roster').length).toBeGreaterThan(listsBefore);
  });

  it('shows the refused rows first with their line, student number and reason, and downloads the report', async () => {
    mocks.call.mockImplementation(async (_endpoint: unknown, options: { body: { isDryRun: boolean } }) => report(options.body.isDryRun));
    await render(<RosterImportDrawer group={school} isOpen onClose={() => undefined} />);
    await choose(csvFile());
    await act(async () => button('先检查').click());
    await until(() => tableRows().length > 0);
    const reportView = document.querySelector('[data-testid="import-report"]')!;
    expect([...reportView.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['行号', '学号', '结果', '原因']);
    expect(tableRows(reportView)).toEqual([
      ['3', '20240101', '未导入', '与第 2 行学号重复'],
      ['2', '20240101', '新增', ''],
      ['4', '20240103', '新增', ''],
    ]);
    expect(text()).toContain('未导入的行不影响其他行');

    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await act(async () => button('下载报告').click());
    expect(created).toHaveLength(1);
    expect((await created[0]!.text()).replace(/^\uFEFF/, '')).toBe('行号,学号,结果,原因\r\n3,20240101,未导入,与第 2 行学号重复\r\n2,20240101,新增,\r\n4,20240103,新增,\r\n');
    click.mockRestore();
  });

  it('asks before replacing, with the number a check said would be removed', async () => {
    mocks.call.mockImplementation(async (_endpoint: unknown, options: { body: { isDryRun: boolean } }) => report(options.body.isDryRun, 5));
    await render(<RosterImportDrawer group={school} isOpen onClose={() => undefined} />);
    await choose(csvFile());
    const replace = [...document.querySelectorAll('input[type="radio"]')].find((input) => (input as HTMLInputElement).value === 'replace') as HTMLInputElement;
    await act(async () => replace.click());
    await act(async () => button('先检查').click());
    await until(() => tableRows().length > 0);
    expect(bodies()[0]).toEqual({ groupId: '8', csv: CSV, mode: 'replace', isDryRun: true });

    await act(async () => button('导入').click());
    await until(() => text().includes('替换整份学生名单？'));
    expect(text()).toContain('检查结果：将移除 5 人。');
    expect(bodies()).toHaveLength(1);
    await act(async () => button('替换导入').click());
    await until(() => bodies().length > 1);
    expect(bodies()[1]).toEqual({ groupId: '8', csv: CSV, mode: 'replace', isDryRun: false });
  });

  it('warns of a file without the 学号 and 姓名 columns', async () => {
    await render(<RosterImportDrawer group={school} isOpen onClose={() => undefined} />);
    await choose(new File(['手机号,姓名\n13900139001,张三\n'], 'staff.csv', { type: 'text/csv' }));
    expect(text()).toContain('表头中没有找到“学号”和“姓名”列');
  });
});

describe('学生名单: the CSV', () => {
  it('reads 学号 and 姓名 as the required header, and offers a template with every column', () => {
    expect(hasRosterHeader('"学号", 姓名 ,班级,家长手机\n')).toBe(true);
    expect(hasRosterHeader('学号,班级\n')).toBe(false);
    expect(hasRosterHeader('StudentNo,Name\n')).toBe(true);
    expect(rosterTemplateCsv()).toBe('\uFEFF学号,姓名,班级,家长手机\r\n');
  });

  it('writes the report with the student number column', () => {
    const lines = reportCsv(report(false), ROSTER_SUBJECT).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toEqual(['行号,学号,结果,原因', '3,20240101,未导入,与第 2 行学号重复', '2,20240101,新增,', '4,20240103,新增,']);
  });
});
