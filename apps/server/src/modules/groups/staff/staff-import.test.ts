import { describe, expect, it } from 'vitest';
import { normalizeStaffPhone, planStaffImport } from './staff-import';

const row = (line: number, phone: string, name = '', employeeNo = '') => ({ line, phone, name, employeeNo });

describe('planStaffImport', () => {
  const existing = new Map([
    ['13800000001', { name: '张三', employeeNo: 'E1' }],
    ['13800000002', { name: '李四', employeeNo: 'E2' }],
    ['13800000003', { name: '王五', employeeNo: 'E3' }],
  ]);

  it('adds, updates and leaves alone, and refuses each bad row with its reason', () => {
    const plan = planStaffImport(
      [
        row(2, '13800000001', '张三', 'E1'),
        row(3, '13800000002', '李四', 'E22'),
        row(4, '13900000004', '赵六'),
        row(5, ''),
        row(6, '12345'),
        row(7, '19900000000'),
        row(8, '139-0000-0004'),
        row(9, '13900000005', '名'.repeat(21)),
        row(10, '13900000006', '', 'E'.repeat(33)),
      ],
      existing,
      { mode: 'merge', isDryRun: false },
    );
    expect(plan.report).toMatchObject({ total: 9, added: 1, updated: 1, unchanged: 1, refused: 6, removed: 0, isDryRun: false });
    expect(plan.report.rows).toEqual([
      { line: 2, phone: '13800000001', outcome: 'unchanged', reason: null },
      { line: 3, phone: '13800000002', outcome: 'updated', reason: null },
      { line: 4, phone: '13900000004', outcome: 'added', reason: null },
      { line: 5, phone: '', outcome: 'refused', reason: '手机号为空' },
      { line: 6, phone: '12345', outcome: 'refused', reason: '手机号格式不正确，须为 11 位中国大陆手机号' },
      { line: 7, phone: '19900000000', outcome: 'refused', reason: '手机号格式不正确，须为 11 位中国大陆手机号' },
      { line: 8, phone: '13900000004', outcome: 'refused', reason: '与第 4 行手机号重复' },
      { line: 9, phone: '13900000005', outcome: 'refused', reason: '姓名不能超过 20 个字' },
      { line: 10, phone: '13900000006', outcome: 'refused', reason: '工号不能超过 32 个字符' },
    ]);
    expect(plan.upserts).toEqual([
      { phone: '13800000002', name: '李四', employeeNo: 'E22' },
      { phone: '13900000004', name: '赵六', employeeNo: '' },
    ]);
    expect(plan.removals).toEqual([]);
  });

  it('counts a name by its characters: twenty Chinese characters are allowed', () => {
    expect(planStaffImport([row(2, '13900000001', '名'.repeat(20))], new Map(), { mode: 'merge', isDryRun: true }).report.refused).toBe(0);
  });

  it('lets a corrected row through after a refused one of the same phone', () => {
    const plan = planStaffImport([row(2, '13900000001', '名'.repeat(21)), row(3, '13900000001', '张三')], new Map(), { mode: 'merge', isDryRun: false });
    expect(plan.report.rows.map((r) => r.outcome)).toEqual(['refused', 'added']);
  });

  it('in replace mode removes the listed phones the file does not have, keeping those of refused rows', () => {
    const plan = planStaffImport([row(2, '13800000001', '张三', 'E1'), row(3, '13800000002', '名'.repeat(21))], existing, { mode: 'replace', isDryRun: false });
    expect(plan.removals).toEqual(['13800000003']);
    expect(plan.report).toMatchObject({ unchanged: 1, refused: 1, removed: 1 });
  });
});

describe('normalizeStaffPhone', () => {
  it.each([
    ['138 0013 8000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['+8613800138000', '13800138000'],
    ['8613800138000', '13800138000'],
    ['86123', '86123'],
  ])('%j → %j', (raw, phone) => {
    expect(normalizeStaffPhone(raw)).toBe(phone);
  });
});
