import { ChangeOperatorPasswordBody } from '@udian/contracts/endpoints/ops/auth/operator-password';
import { CreateOperatorBody, UpdateOperatorBody } from '@udian/contracts/endpoints/ops/operators/operators';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blankToUndefined, placeIssues } from './form-issues';

const issuesOf = (schema: z.ZodType, values: unknown) => {
  const result = schema.safeParse(values);
  if (result.success) throw new Error('expected issues');
  return result.error.issues;
};

describe('placeIssues', () => {
  it("puts each contract issue's Chinese message on its field", () => {
    const issues = issuesOf(CreateOperatorBody, { username: 'A B', displayName: 'x'.repeat(40), role: 'admin' });
    const { fields, unplaced } = placeIssues(issues, [['username'], ['displayName'], ['role']]);
    expect(unplaced).toEqual([]);
    expect(fields).toEqual([
      { name: ['username'], errors: ['用户名为 3 到 32 位小写字母、数字、点、下划线或连字符'] },
      { name: ['displayName'], errors: ['姓名最多 32 个字'] },
    ]);
  });

  it('keeps a refine on one field (a path set by the contract) on that field', () => {
    const issues = issuesOf(ChangeOperatorPasswordBody, { currentPassword: 'Same12345678', newPassword: 'Same12345678' });
    expect(placeIssues(issues, [['currentPassword'], ['newPassword']]).fields).toEqual([{ name: ['newPassword'], errors: ['新密码不能与当前密码相同'] }]);
  });

  it('gives several messages of one field to that field, each once', () => {
    const issues = issuesOf(ChangeOperatorPasswordBody, { currentPassword: 'x', newPassword: 'short' });
    const newPassword = placeIssues(issues, [['currentPassword'], ['newPassword']]).fields.find((f) => f.name[0] === 'newPassword');
    expect(newPassword?.errors).toEqual(['密码至少 10 位', '密码须同时包含字母和数字']);
  });

  it('says 此项必填 for a field never filled in, instead of zod\'s type text', () => {
    const issues = issuesOf(CreateOperatorBody, { role: 'admin' });
    expect(placeIssues(issues, [['username'], ['role']]).fields).toEqual([{ name: ['username'], errors: ['此项必填'] }]);
  });

  it('says 此项必填 for a coerced number never filled in (zod reports it as NaN), and keeps a message of the contract\'s own', () => {
    // As useContractForm parses: with the input on each issue.
    const formIssues = (schema: z.ZodType, values: unknown) => schema.safeParse(values, { reportInput: true }).error?.issues ?? [];
    const untouched = formIssues(z.object({ cityId: z.coerce.number().int().min(1) }), {});
    expect(placeIssues(untouched, [['cityId']]).fields).toEqual([{ name: ['cityId'], errors: ['此项必填'] }]);
    const named = formIssues(z.object({ target: z.coerce.number({ error: '请填写目标需求数' }) }), { target: 'abc' });
    expect(placeIssues(named, [['target']]).fields).toEqual([{ name: ['target'], errors: ['请填写目标需求数'] }]);
  });

  it('places a nested path on the deepest registered field holding it (list rows, a range)', () => {
    const schema = z.object({ stops: z.array(z.object({ name: z.string().min(1, '请输入站名') })), range: z.tuple([z.string(), z.string().min(1, '请选择结束日期')]) });
    const issues = issuesOf(schema, { stops: [{ name: 'a' }, { name: '' }], range: ['2026-01-01', ''] });
    const { fields } = placeIssues(issues, [['stops'], ['stops', 1, 'name'], ['range']]);
    expect(fields).toEqual([
      { name: ['stops', 1, 'name'], errors: ['请输入站名'] },
      { name: ['range'], errors: ['请选择结束日期'] },
    ]);
  });

  it('leaves an issue of the whole form (or of an unshown field) unplaced, for a message', () => {
    const issues = issuesOf(UpdateOperatorBody, { id: '7' });
    expect(placeIssues(issues, [['displayName'], ['role'], ['isDisabled']])).toEqual({ fields: [], unplaced: ['没有要修改的内容'] });
  });
});

describe('blankToUndefined', () => {
  it('treats an emptied input like an untouched one', () => {
    expect(blankToUndefined({ a: '', b: null, c: 'x', d: 0, e: false, f: [] })).toEqual({ a: undefined, b: undefined, c: 'x', d: 0, e: false, f: [] });
  });
});
