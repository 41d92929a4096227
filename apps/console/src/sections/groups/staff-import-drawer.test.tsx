import type { StaffImportReport } from '@udian/contracts/endpoints/ops/groups/groups';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { StaffImportDrawer } from './staff-import-drawer';
import { button, cleanUp, group, prepareDom, render, settle, tableRows, until } from './test-support';

beforeAll(prepareDom);
beforeEach(() => {
  mocks.call.mockReset();
});
afterEach(cleanUp);

const report = (isDryRun: boolean, removed = 0): StaffImportReport => ({
  total: 3,
  added: 2,
  updated: 0,
  unchanged: 0,
  refused: 1,
  removed,
  isDryRun,
  rows: [
    { line: 2, phone: '13900139001', outcome: 'added', reason: null },
    { line: 3, phone: '139001', outcome: 'refused', reason: '手机号格式不正确' },
    { line: 4, phone: '13900139002', outcome: 'added', reason: null },
  ],
});

const bodies = () => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/groups/staff/import').map(([, options]) => (options as { body: Record<string, unknown> }).body);

/** Chooses a file as the operator would: through the upload box's file input. */
const choose = async (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
};

const CSV = '手机号,姓名,工号\r\n13900139001,张三,A1\r\n139001,李四,A2\r\n13900139002,王五,A3\r\n';
const bomFile = () => new File([new Uint8Array([0xef, 0xbb, 0xbf]), CSV], '员工名单.csv', { type: 'text/csv' });

describe('importing a staff list', { timeout: 20_000 }, () => {
  it('reads the chosen file in the browser (its BOM dropped), checks first, then imports, and shows each report', async () => {
    mocks.call.mockImplementation(async (_endpoint: unknown, options: { body: { isDryRun: boolean } }) => report(options.body.isDryRun));
    await render(<StaffImportDrawer group={group} isOpen onClose={() => undefined} />, 'groupAdmin');
    await choose(bomFile());
    expect(document.body.textContent).toContain('已选择：员工名单.csv（约 3 行）');

    await act(async () => button('先检查').click());
    await until(() => tableRows().length > 0);
    expect(bodies()[0]).toEqual({ groupId: '5', csv: CSV, mode: 'merge', isDryRun: true });
    expect(mocks.call.mock.calls[0]?.[1]).toMatchObject({ timeoutMs: 120_000 });
    expect(document.body.textContent).toContain('检查完成（未做任何更改）：共 3 行，将新增 2');
    expect(tableRows()[0]).toEqual(['3', '139001', '未导入', '手机号格式不正确']);

    await act(async () => button('导入').click());
    await until(() => (document.body.textContent ?? '').includes('导入完成'));
    expect(bodies()[1]).toMatchObject({ mode: 'merge', isDryRun: false });
    expect(document.body.textContent).toContain('导入完成：共 3 行，新增 2');
  });

  it('asks before replacing, with the number a check said would be removed', async () => {
    mocks.call.mockImplementation(async (_endpoint: unknown, options: { body: { isDryRun: boolean } }) => report(options.body.isDryRun, 7));
    await render(<StaffImportDrawer group={group} isOpen onClose={() => undefined} />);
    await choose(bomFile());
    const replace = [...document.querySelectorAll('input[type="radio"]')].find((input) => (input as HTMLInputElement).value === 'replace') as HTMLInputElement;
    await act(async () => replace.click());
    await act(async () => button('先检查').click());
    await until(() => tableRows().length > 0);
    expect(bodies()[0]).toMatchObject({ mode: 'replace', isDryRun: true });

    await act(async () => button('导入').click());
    await until(() => (document.body.textContent ?? '').includes('替换整份员工名单？'));
    expect(document.body.textContent).toContain('替换整份员工名单？');
    expect(document.body.textContent).toContain('检查结果：将移除 7 人。');
    expect(bodies()).toHaveLength(1);
    await act(async () => button('替换导入').click());
    await until(() => bodies().length > 1);
    expect(bodies()[1]).toMatchObject({ mode: 'replace', isDryRun: false });
  });

  it('shows the server\u2019s refusal in Chinese and says nothing changed', async () => {
    mocks.call.mockRejectedValue(new ApiError(4561, 'CSV 表头须包含“手机号”列'));
    await render(<StaffImportDrawer group={group} isOpen onClose={() => undefined} />);
    await choose(new File(['电话,姓名\n13900139001,张三\n'], 'bad.csv', { type: 'text/csv' }));
    expect(document.body.textContent).toContain('表头中没有找到“手机号”列');
    await act(async () => button('导入').click());
    await until(() => document.querySelector('.ant-alert-error') !== null);
    const alert = document.querySelector('.ant-alert-error');
    expect(alert?.textContent).toContain('导入失败，名单没有任何更改');
    expect(alert?.textContent).toContain('CSV 表头须包含“手机号”列');
  });
});
