import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { groupCall, insertTestGroup } from '../../../test/groups-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { insertSchool, insertSchoolLine } from '../../../test/school-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A school's student list (学生名单) imported from CSV in the console, as a staff list is (decision 048): a
 * report per row, the good rows imported once, nothing half-written. The bar: 10,000 rows with 3 bad ones
 * import in well under 10 s and report exactly those 3 with their lines; importing the same file again reports
 * every row unchanged and changes nothing. Only schools have one; a school's administrator keeps only their
 * own (4003). A guardian's registration that matches a student of the list (number, name and guardian phone)
 * is approved at once; any other waits for the school.
 */

let t: TestApp;
let db: Db;
let admin: OperatorClient;
let schoolAdmin: OperatorClient;
const ids = { big: 0, small: 0, other: 0, enterprise: 0, line: 0 };

const importCsv = (body: Record<string, unknown>, as: OperatorClient = admin) => opsCall(t.app, 'POST', '/groups/roster/import', { headers: as.writeHeaders, body });
const listRoster = (query: Record<string, string>, as: OperatorClient = admin) => opsCall(t.app, 'GET', '/groups/roster', { headers: as.readHeaders, query });
const rosterOf = (groupId: number) =>
  db
    .selectFrom('school_roster')
    .select(['student_no', 'name', 'class_name', 'guardian_phone', 'created_at', 'updated_at'])
    .where('group_id', '=', groupId)
    .orderBy('student_no')
    .execute();
const auditCount = async () => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** 10,000 data rows (lines 2–10001, Excel's BOM and CRLF, some quoted classes) with three bad ones. */
const bigCsv = (): string => {
  const rows = Array.from({ length: 10_000 }, (_, i) => {
    const no = `2025${String(i).padStart(5, '0')}`;
    const className = i % 10 === 0 ? `"${(i % 6) + 1}年级,${(i % 8) + 1}班"` : `${(i % 6) + 1}年级${(i % 8) + 1}班`;
    return `${no},学生${i},${className},${String(13_000_000_000 + i * 7)}`;
  });
  rows[99] = '2025_0099,学生99,1年级1班,13000000693'; // line 101: not a student number
  rows[4999] = '202500010,重复的学生,1年级1班,'; // line 5001: the number of line 12
  rows[9999] = '202509999,学生9999,1年级1班,1300000069X'; // line 10001: not a mobile number
  return `\ufeff学号,姓名,班级,家长手机\r\n${rows.join('\r\n')}\r\n`;
};

const timed = async <T>(label: string, run: () => Promise<T>): Promise<{ result: T; ms: number }> => {
  const started = performance.now();
  const result = await run();
  const ms = Math.round(performance.now() - started);
  console.info(`${label}: ${ms} ms on ${t.database.kind}`);
  return { result, ms };
};

let nextPhone = 13_620_000_100;
const newPhone = () => String((nextPhone += 1));

/** A guardian registers a student at the small school on its line; answers the registration as the guardian sees it. */
const register = async (student: { studentNo: string; name: string; guardianPhone: string }) => {
  const { headers } = await t.loginAs(newPhone());
  const answer = await groupCall(t.app, 'POST', '/school/student/register', {
    headers,
    body: { groupId: String(ids.small), lineId: String(ids.line), className: '三年级二班', boardSeq: 0, alightSeq: 2, ...student },
  });
  expect(answer.meta.code, answer.meta.desc).toBe(1);
  return answer.data.student as { studentId: string; status: string; reason: string; decidedAt: string | null };
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids.big = await insertSchool(db, '万人学校');
  ids.small = await insertSchool(db, '南山实验学校');
  ids.other = await insertSchool(db, '育才中学');
  ids.enterprise = await insertTestGroup(db, { name: '优点科技' });
  ids.line = (await insertSchoolLine(db, { groupId: ids.small, code: 'S501', startsOn: '2026-01-01', endsOn: '2026-12-31' })).lineId;
  admin = await operatorAs(t.app, db, 'admin', 'roster-admin');
  schoolAdmin = await operatorAs(t.app, db, 'groupAdmin', 'roster-school-admin', ids.small);
});
afterAll(async () => t?.close());

describe('10,000 rows with 3 bad ones', () => {
  it('import the good ones in one go, reporting exactly the 3 with their lines and reasons; audited', async () => {
    const { result: answer, ms } = await timed('roster import of 10,000 rows', () => importCsv({ groupId: String(ids.big), csv: bigCsv() }));
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({ total: 10_000, added: 9_997, updated: 0, unchanged: 0, refused: 3, removed: 0, isDryRun: false });
    expect(answer.data.rows).toHaveLength(10_000);
    expect(answer.data.rows.filter((row: { outcome: string }) => row.outcome === 'refused')).toEqual([
      { line: 101, studentNo: '2025_0099', outcome: 'refused', reason: '学号格式不正确，须为 4–20 位字母、数字或短横线' },
      { line: 5001, studentNo: '202500010', outcome: 'refused', reason: '与第 12 行学号重复' },
      { line: 10001, studentNo: '202509999', outcome: 'refused', reason: '家长手机格式不正确，须为 11 位中国大陆手机号' },
    ]);
    expect(answer.data.rows[0]).toEqual({ line: 2, studentNo: '202500000', outcome: 'added', reason: null });
    const roster = await rosterOf(ids.big);
    expect(roster).toHaveLength(9_997);
    expect(roster.find((row) => row.student_no === '202500010')).toMatchObject({ name: '学生10', class_name: '5年级,3班', guardian_phone: '13000000070' });
    const audit = await db.selectFrom('audit_log').select(['summary', 'target_type', 'target_id', 'after']).where('action', '=', 'school.rosterImport').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({
      summary: '导入「万人学校」学生名单（合并）：新增 9997 人，更新 0 人，移除 0 人，未导入 3 行',
      target_type: 'group',
      target_id: String(ids.big),
      after: { mode: 'merge', total: 10_000, added: 9_997, updated: 0, unchanged: 0, refused: 3, removed: 0 },
    });
    const labels = await opsCall(t.app, 'GET', '/audit', { headers: admin.readHeaders, query: { action: 'school.rosterImport' } });
    expect(labels.data.items[0]).toMatchObject({ actionLabel: '导入学生名单' });
    expect(ms).toBeLessThan(10_000);
  });

  it('imported again: every good row unchanged, and the table exactly as it was', async () => {
    const before = await rosterOf(ids.big);
    const audits = await auditCount();
    const { result: answer, ms } = await timed('roster import of 10,000 rows again', () => importCsv({ groupId: String(ids.big), csv: bigCsv() }));
    expect(answer.data).toMatchObject({ total: 10_000, added: 0, updated: 0, unchanged: 9_997, refused: 3, removed: 0 });
    expect(await rosterOf(ids.big)).toEqual(before);
    expect(await auditCount()).toBe(audits + 1);
    expect(ms).toBeLessThan(10_000);
  });

  it('a dry run in replace mode reports and changes nothing', async () => {
    const before = await rosterOf(ids.big);
    const audits = await auditCount();
    const csv = ['学号,姓名', '202500000,新名字', 'N0001,新学生'].join('\n');
    const answer = await importCsv({ groupId: String(ids.big), csv, mode: 'replace', isDryRun: true });
    expect(answer.data).toMatchObject({ total: 2, added: 1, updated: 1, unchanged: 0, refused: 0, removed: 9_996, isDryRun: true });
    expect(await rosterOf(ids.big)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('is read a page at a time, by keyword on number, name or class, guardian phones masked', async () => {
    const page = await listRoster({ groupId: String(ids.big), page: '1', pageSize: '20' });
    expect(page.meta.code, page.meta.desc).toBe(1);
    expect(page.data.total).toBe(9_997);
    expect(page.data.items).toHaveLength(20);
    const byNo = await listRoster({ groupId: String(ids.big), keyword: '202500007', page: '1', pageSize: '20' });
    expect(byNo.data).toEqual({
      total: 1,
      items: [
        {
          studentNo: '202500007',
          name: '学生7',
          className: '2年级8班',
          guardianPhone: '130****0049',
          isRegistered: false,
          addedAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
    });
    expect((await listRoster({ groupId: String(ids.big), keyword: '学生999', page: '1', pageSize: '20' })).data.total).toBe(10); // 999, 9990–9998 (9999 was refused)
    expect((await listRoster({ groupId: String(ids.big), keyword: '1年级,1', page: '1', pageSize: '20' })).data.total).toBe(84); // i a multiple of 120
  });
});

describe('modes, refusals and scope', () => {
  it('merge adds and updates; replace also removes those the file no longer has', async () => {
    const first = await importCsv({ groupId: String(ids.small), csv: '学号,姓名,班级\nS0001,张小明,一班\nS0002,李小红,一班\nS0003,王小刚,二班\n' }, schoolAdmin);
    expect(first.data).toMatchObject({ added: 3, updated: 0, removed: 0 });
    const merged = await importCsv({ groupId: String(ids.small), csv: '学号,姓名,班级\ns0001,张小明,二班\nS0004,赵小六,\n' }, schoolAdmin);
    expect(merged.data).toMatchObject({ added: 1, updated: 1, unchanged: 0, removed: 0 });
    const replaced = await importCsv({ groupId: String(ids.small), csv: 'studentNo,name,className\nS0001,张小明,二班\nS0004,赵小六,\n', mode: 'replace' }, schoolAdmin);
    expect(replaced.data).toMatchObject({ added: 0, updated: 0, unchanged: 2, removed: 2 });
    expect((await rosterOf(ids.small)).map((row) => [row.student_no, row.name, row.class_name])).toEqual([
      ['S0001', '张小明', '二班'],
      ['S0004', '赵小六', ''],
    ]);
    const audit = await db.selectFrom('audit_log').select('summary').where('action', '=', 'school.rosterImport').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.summary).toBe('导入「南山实验学校」学生名单（覆盖）：新增 0 人，更新 0 人，移除 2 人，未导入 0 行');
  });

  it('refuses a file without the number or name column, with no rows or too many, changing nothing', async () => {
    const before = await rosterOf(ids.small);
    const audits = await auditCount();
    const refusal = async (csv: string) => (await importCsv({ groupId: String(ids.small), csv })).meta;
    expect(await refusal('学号,班级\nS0009,一班\n')).toMatchObject(errorCatalogue.rosterCsvHeader);
    expect(await refusal('姓名,班级\n张三,一班\n')).toMatchObject(errorCatalogue.rosterCsvHeader);
    expect(await refusal('学号,姓名\n')).toMatchObject(errorCatalogue.groupCsvNoRows);
    expect(await refusal(['学号,姓名', ...Array.from({ length: 20_001 }, (_, i) => `T${10_000 + i},张三`)].join('\n'))).toMatchObject(errorCatalogue.groupCsvTooManyRows);
    expect(await rosterOf(ids.small)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('only a school has a list; a school’s administrator keeps only their own (4003)', async () => {
    const csv = '学号,姓名\nS0100,张小明\n';
    expect((await importCsv({ groupId: String(ids.enterprise), csv })).meta).toMatchObject(errorCatalogue.notASchool);
    expect((await importCsv({ groupId: String(ids.enterprise), csv, isDryRun: true })).meta).toMatchObject(errorCatalogue.notASchool);
    expect((await listRoster({ groupId: String(ids.enterprise), page: '1', pageSize: '20' })).meta).toMatchObject(errorCatalogue.notASchool);
    expect((await importCsv({ groupId: '999999', csv })).meta).toMatchObject(errorCatalogue.groupNotFound);
    expect((await importCsv({ groupId: String(ids.other), csv }, schoolAdmin)).meta).toMatchObject(errorCatalogue.groupOutOfScope);
    expect((await listRoster({ groupId: String(ids.other), page: '1', pageSize: '20' }, schoolAdmin)).meta).toMatchObject(errorCatalogue.groupOutOfScope);
    expect(await rosterOf(ids.other)).toEqual([]);
    expect(await db.selectFrom('school_roster').select('student_no').where('group_id', '=', ids.enterprise).execute()).toEqual([]);
  });
});

describe('registrations matching the list', () => {
  it('a registration with the number, name and guardian phone of the list is approved at once; any other waits', async () => {
    const csv = '学号,姓名,班级,家长手机\nR0001,张小明,三年级二班,+86 137-1234-0001\nR0002,李小红,三年级二班,13712340002\nR0003,王小刚,三年级二班,\n';
    expect((await importCsv({ groupId: String(ids.small), csv }, schoolAdmin)).data).toMatchObject({ added: 3, refused: 0 });

    const matching = await register({ studentNo: 'r0001', name: '张小明', guardianPhone: '13712340001' });
    expect(matching).toMatchObject({ status: 'approved', reason: '', decidedAt: expect.any(String) });
    expect(await db.selectFrom('students').select(['status', 'decided_by']).where('id', '=', Number(matching.studentId)).executeTakeFirstOrThrow()).toEqual({
      status: 'approved',
      decided_by: null,
    });

    const otherName = await register({ studentNo: 'R0002', name: '李小兰', guardianPhone: '13712340002' });
    const otherPhone = await register({ studentNo: 'R0003', name: '王小刚', guardianPhone: '13712340003' });
    const notListed = await register({ studentNo: 'R0009', name: '赵小六', guardianPhone: '13712340009' });
    for (const student of [otherName, otherPhone, notListed]) expect(student).toMatchObject({ status: 'pending', decidedAt: null });

    const listed = await listRoster({ groupId: String(ids.small), keyword: 'R000', page: '1', pageSize: '20' }, schoolAdmin);
    expect(listed.data.items.map((row: { studentNo: string; guardianPhone: string; isRegistered: boolean }) => [row.studentNo, row.guardianPhone, row.isRegistered])).toEqual([
      ['R0001', '137****0001', true],
      ['R0002', '137****0002', true],
      ['R0003', '', true],
    ]);
  });
});
