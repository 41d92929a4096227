import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestGroup } from '../../../test/groups-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A staff list imported from CSV (decision 048): a report per row, the good rows imported once, nothing
 * half-written. The bar: 10,000 rows with 3 bad ones import in well under 10 s and report exactly those 3;
 * importing the same file again reports every row unchanged and changes nothing.
 */

let t: TestApp;
let admin: OperatorClient;
let groupAdmin: OperatorClient;
const ids = { big: 0, small: 0, other: 0 };

const importCsv = (body: Record<string, unknown>, as: OperatorClient = admin) => opsCall(t.app, 'POST', '/groups/staff/import', { headers: as.writeHeaders, body });
const staffOf = (groupId: number) =>
  t.database.db.selectFrom('group_staff').select(['phone', 'name', 'employee_no', 'added_at', 'updated_at']).where('group_id', '=', groupId).orderBy('phone').execute();
const auditCount = async () => Number((await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** 10,000 data rows (lines 2–10001, Excel's BOM and CRLF, some quoted names) with three bad ones. */
const bigCsv = (): string => {
  const rows = Array.from({ length: 10_000 }, (_, i) => {
    const phone = String(13_000_000_000 + i * 7);
    const name = i % 10 === 0 ? `"员工,${i}"` : `员工${i}`;
    return `${phone},${name},E${String(i).padStart(5, '0')}`;
  });
  rows[99] = '1300000069X,员工99,E00099'; // line 101: not a phone
  rows[4999] = `${String(13_000_000_000 + 10 * 7)},重复的人,E04999`; // line 5001: the phone of line 12
  rows[9999] = `${String(13_000_000_000 + 9999 * 7)},${'名'.repeat(21)},E09999`; // line 10001: a name of 21 characters
  return `\ufeff手机号,姓名,工号\r\n${rows.join('\r\n')}\r\n`;
};

const timed = async <T>(label: string, run: () => Promise<T>): Promise<{ result: T; ms: number }> => {
  const started = performance.now();
  const result = await run();
  const ms = Math.round(performance.now() - started);
  console.info(`${label}: ${ms} ms on ${t.database.kind}`);
  return { result, ms };
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  ids.big = await insertTestGroup(db, { name: '万人企业' });
  ids.small = await insertTestGroup(db, { name: '小企业', staff: ['13900000001', '13900000002'] });
  ids.other = await insertTestGroup(db, { name: '别家企业' });
  admin = await operatorAs(t.app, db, 'admin', 'import-admin');
  groupAdmin = await operatorAs(t.app, db, 'groupAdmin', 'import-groupadmin', ids.small);
});
afterAll(async () => t.close());

describe('10,000 rows with 3 bad ones', () => {
  it('import the good ones in one go, reporting exactly the 3 with their lines and reasons', async () => {
    const { result: answer, ms } = await timed('staff import of 10,000 rows', () => importCsv({ groupId: String(ids.big), csv: bigCsv() }));
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({ total: 10_000, added: 9_997, updated: 0, unchanged: 0, refused: 3, removed: 0, isDryRun: false });
    expect(answer.data.rows).toHaveLength(10_000);
    expect(answer.data.rows.filter((row: { outcome: string }) => row.outcome === 'refused')).toEqual([
      { line: 101, phone: '1300000069X', outcome: 'refused', reason: '手机号格式不正确，须为 11 位中国大陆手机号' },
      { line: 5001, phone: '13000000070', outcome: 'refused', reason: '与第 12 行手机号重复' },
      { line: 10001, phone: String(13_000_000_000 + 9999 * 7), outcome: 'refused', reason: '姓名不能超过 20 个字' },
    ]);
    expect(answer.data.rows[0]).toEqual({ line: 2, phone: '13000000000', outcome: 'added', reason: null });
    const staff = await staffOf(ids.big);
    expect(staff).toHaveLength(9_997);
    expect(staff.find((row) => row.phone === '13000000000')).toMatchObject({ name: '员工,0', employee_no: 'E00000' });
    expect(staff.find((row) => row.phone === '13000000070')).toMatchObject({ name: '员工,10', employee_no: 'E00010' });
    expect(ms).toBeLessThan(10_000);
  });

  it('imported again: every good row unchanged, and the table exactly as it was', async () => {
    const before = await staffOf(ids.big);
    const audits = await auditCount();
    const { result: answer, ms } = await timed('staff import of 10,000 rows again', () => importCsv({ groupId: String(ids.big), csv: bigCsv() }));
    expect(answer.data).toMatchObject({ total: 10_000, added: 0, updated: 0, unchanged: 9_997, refused: 3, removed: 0 });
    expect(await staffOf(ids.big)).toEqual(before);
    // The import itself is audited, with what it changed: nothing.
    expect(await auditCount()).toBe(audits + 1);
    expect(ms).toBeLessThan(10_000);
  });

  it('a dry run of the file in replace mode reports and changes nothing', async () => {
    const before = await staffOf(ids.big);
    const audits = await auditCount();
    const csv = ['手机号,姓名', '13000000000,新名字', '13999999999,新员工'].join('\n');
    const answer = await importCsv({ groupId: String(ids.big), csv, mode: 'replace', isDryRun: true });
    expect(answer.data).toMatchObject({ total: 2, added: 1, updated: 1, unchanged: 0, refused: 0, removed: 9_996, isDryRun: true });
    expect(await staffOf(ids.big)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});

describe('modes and refusals', () => {
  it('merge adds and updates; replace also removes those the file no longer has', async () => {
    const merged = await importCsv({ groupId: String(ids.small), csv: '手机号,姓名\n13900000001,张三\n13900000003,王五\n' });
    expect(merged.data).toMatchObject({ added: 1, updated: 1, unchanged: 0, removed: 0 });
    expect((await staffOf(ids.small)).map((row) => [row.phone, row.name])).toEqual([
      ['13900000001', '张三'],
      ['13900000002', ''],
      ['13900000003', '王五'],
    ]);
    const replaced = await importCsv({ groupId: String(ids.small), csv: 'phone,name\n13900000003,王五\n13900000004,赵六\n', mode: 'replace' });
    expect(replaced.data).toMatchObject({ added: 1, updated: 0, unchanged: 1, removed: 2 });
    expect((await staffOf(ids.small)).map((row) => row.phone)).toEqual(['13900000003', '13900000004']);
    const audit = await t.database.db.selectFrom('audit_log').select(['summary', 'after']).where('action', '=', 'group.staffImport').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({
      summary: '导入「小企业」员工名单（覆盖）：新增 1 人，更新 0 人，移除 2 人，未导入 0 行',
      after: { mode: 'replace', total: 2, added: 1, updated: 0, unchanged: 1, refused: 0, removed: 2 },
    });
  });

  it('refuses a file without the phone column, with no rows, unreadable or too long, in Chinese, changing nothing', async () => {
    const before = await staffOf(ids.small);
    const audits = await auditCount();
    const refusal = async (csv: string) => (await importCsv({ groupId: String(ids.small), csv })).meta;
    expect(await refusal('姓名,工号\n张三,E1\n')).toMatchObject(errorCatalogue.groupCsvHeader);
    expect(await refusal('mobile,name\n13900000001,张三\n')).toMatchObject(errorCatalogue.groupCsvHeader);
    expect(await refusal('手机号,姓名\n')).toMatchObject(errorCatalogue.groupCsvNoRows);
    expect(await refusal('手机号,姓名\n13900000001,"张三\n')).toMatchObject({ code: errorCatalogue.groupCsvUnreadable.code });
    const tooMany = ['手机号', ...Array.from({ length: 20_001 }, (_, i) => String(13_100_000_000 + i))].join('\n');
    expect(await refusal(tooMany)).toMatchObject(errorCatalogue.groupCsvTooManyRows);
    const tooLong = await refusal(`手机号,姓名\n${'13900000001,张三\n'.repeat(140_000)}`);
    expect(tooLong.code).toBe(errorCatalogue.invalidParams.code);
    expect(tooLong.desc).toContain('CSV 文件过大');
    expect(await staffOf(ids.small)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('takes a file as large as the contract allows (2,000,000 characters) through the route', async () => {
    const row = '13900000001,张三三三三三三三三三三三三三三三三三\n';
    const csv = `手机号,姓名\n${row.repeat(Math.floor((2_000_000 - 20) / row.length))}`;
    expect(csv.length).toBeLessThanOrEqual(2_000_000);
    const answer = await importCsv({ groupId: String(ids.other), csv, isDryRun: true });
    expect(answer.meta.code, answer.meta.desc).toBe(errorCatalogue.groupCsvTooManyRows.code);
  });

  it('a group administrator imports their own group’s list only', async () => {
    const own = await importCsv({ groupId: String(ids.small), csv: '手机号\n13900000005\n' }, groupAdmin);
    expect(own.data).toMatchObject({ added: 1 });
    const other = await importCsv({ groupId: String(ids.other), csv: '手机号\n13900000005\n' }, groupAdmin);
    expect(other.meta).toMatchObject(errorCatalogue.groupOutOfScope);
    expect(await staffOf(ids.other)).toEqual([]);
    expect((await importCsv({ groupId: '999999', csv: '手机号\n13900000005\n' })).meta).toMatchObject(errorCatalogue.groupNotFound);
  });
});
