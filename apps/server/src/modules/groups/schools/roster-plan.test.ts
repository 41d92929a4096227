import { describe, expect, it } from 'vitest';
import { planRosterImport } from './roster-plan';

const row = (line: number, studentNo: string, name = '张小明', className = '', guardianPhone = '') => ({ line, studentNo, name, className, guardianPhone });
const merge = { mode: 'merge', isDryRun: false } as const;

describe('planRosterImport', () => {
  const existing = new Map([
    ['S1001', { name: '张小明', className: '三年级一班', guardianPhone: '13800000001' }],
    ['S1002', { name: '李小红', className: '三年级一班', guardianPhone: '' }],
    ['S1003', { name: '王小刚', className: '三年级二班', guardianPhone: '13800000003' }],
  ]);

  it('adds, updates and leaves alone, upper-casing numbers and normalising guardian phones', () => {
    const plan = planRosterImport(
      [
        row(2, 's1001', '张小明', '三年级一班', '+86 138-0000-0001'),
        row(3, 'S1002', '李小红', '三年级二班'),
        row(4, 'S1003', '王小刚', '三年级二班', '13900000003'),
        row(5, '2025-0001', 'Tom Li'),
      ],
      existing,
      merge,
    );
    expect(plan.report).toEqual({
      total: 4,
      added: 1,
      updated: 2,
      unchanged: 1,
      refused: 0,
      removed: 0,
      isDryRun: false,
      rows: [
        { line: 2, studentNo: 'S1001', outcome: 'unchanged', reason: null },
        { line: 3, studentNo: 'S1002', outcome: 'updated', reason: null },
        { line: 4, studentNo: 'S1003', outcome: 'updated', reason: null },
        { line: 5, studentNo: '2025-0001', outcome: 'added', reason: null },
      ],
    });
    expect(plan.upserts).toEqual([
      { studentNo: 'S1002', name: '李小红', className: '三年级二班', guardianPhone: '' },
      { studentNo: 'S1003', name: '王小刚', className: '三年级二班', guardianPhone: '13900000003' },
      { studentNo: '2025-0001', name: 'Tom Li', className: '', guardianPhone: '' },
    ]);
    expect(plan.removals).toEqual([]);
  });

  it('refuses each bad row with its reason in Chinese and its line, keeping it out of the upserts', () => {
    const plan = planRosterImport(
      [
        row(2, 'A001'),
        row(3, ''),
        row(4, 'A01'),
        row(5, 'A'.repeat(21)),
        row(6, 'A0_1'),
        row(7, '学号0001'),
        row(8, 'a001', '李四'),
        row(9, 'A002', ''),
        row(10, 'A003', '张'),
        row(11, 'A004', '名'.repeat(21)),
        row(12, 'A005', '张三', '班'.repeat(21)),
        row(13, 'A006', '张三', '一班', '12345'),
        row(14, 'A007', '张三', '一班', '19900000000'),
        row(15, 'A008', '名'.repeat(20), '班'.repeat(20), '139 0000 0008'),
      ],
      new Map(),
      merge,
    );
    expect(plan.report).toMatchObject({ total: 14, added: 2, updated: 0, unchanged: 0, refused: 12, removed: 0 });
    expect(plan.report.rows.filter((r) => r.outcome === 'refused').map((r) => [r.line, r.studentNo, r.reason])).toEqual([
      [3, '', '学号为空'],
      [4, 'A01', '学号格式不正确，须为 4–20 位字母、数字或短横线'],
      [5, 'A'.repeat(21), '学号格式不正确，须为 4–20 位字母、数字或短横线'],
      [6, 'A0_1', '学号格式不正确，须为 4–20 位字母、数字或短横线'],
      [7, '学号0001', '学号格式不正确，须为 4–20 位字母、数字或短横线'],
      [8, 'A001', '与第 2 行学号重复'],
      [9, 'A002', '姓名为空'],
      [10, 'A003', '姓名至少 2 个字'],
      [11, 'A004', '姓名不能超过 20 个字'],
      [12, 'A005', '班级不能超过 20 个字'],
      [13, 'A006', '家长手机格式不正确，须为 11 位中国大陆手机号'],
      [14, 'A007', '家长手机格式不正确，须为 11 位中国大陆手机号'],
    ]);
    expect(plan.upserts.map((u) => [u.studentNo, u.guardianPhone])).toEqual([
      ['A001', ''],
      ['A008', '13900000008'],
    ]);
  });

  it('a refused row does not take its number: a later good row with it is judged on its own', () => {
    const plan = planRosterImport([row(2, 'B001', '张'), row(3, 'B001', '张三')], new Map(), merge);
    expect(plan.report.rows.map((r) => r.outcome)).toEqual(['refused', 'added']);
  });

  it('replace removes the listed numbers the file does not have; a refused row’s well-formed number stays', () => {
    const plan = planRosterImport([row(2, 'S1001', '张小明', '三年级一班', '13800000001'), row(3, 'S1002', '李')], existing, {
      mode: 'replace',
      isDryRun: true,
    });
    expect(plan.report).toMatchObject({ total: 2, unchanged: 1, refused: 1, removed: 1, isDryRun: true });
    expect(plan.removals).toEqual(['S1003']);
    expect(planRosterImport([row(2, 'S1001', '张小明', '三年级一班', '13800000001')], existing, merge).removals).toEqual([]);
  });

  it('reports every row unchanged when the file imported is read again, and plans no writes', () => {
    const rows = [row(2, 'c-0001', '赵小六', '四年级一班', '86 13700000001'), row(3, 'C-0002', '钱小七'), row(4, 'C-0003', '孙小八', '', '13700000003')];
    const first = planRosterImport(rows, new Map(), merge);
    expect(first.report).toMatchObject({ added: 3, unchanged: 0 });
    const stored = new Map(first.upserts.map(({ studentNo, ...rest }) => [studentNo, rest]));
    const again = planRosterImport(rows, stored, merge);
    expect(again.report).toMatchObject({ total: 3, added: 0, updated: 0, unchanged: 3, refused: 0, removed: 0 });
    expect(again.upserts).toEqual([]);
  });
});
