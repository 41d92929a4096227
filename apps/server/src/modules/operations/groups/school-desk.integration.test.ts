import { errorCatalogue } from '@udian/contracts/meta-codes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { smsNoticesTo } from '../../../test/company-lines-fixture';
import { groupCall } from '../../../test/groups-fixture';
import { insertGroup, keepLineForGroup } from '../../../test/line-network-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';

/**
 * 学校管理 in the operator console (decision 049) on the fixture network: S301 is 南山实验学校's school line, M102
 * 育才中学's. Guardians register students; the school's administrator (a groupAdmin) approves, which makes the
 * guardian a member of the school for its lines, or rejects with a reason; the guardian is texted either way;
 * another school's administrator is refused (4003). Terms are saved without overlapping, at most 200 days,
 * closed days inside; saving keeps the school's lines on sale to the latest term end. Every write is audited.
 */
let b: BuyingApp;
let db: Db;
let school: number;
let otherSchool: number;
let enterprise: number;
const who = {} as Record<'admin' | 'service' | 'dispatcher' | 'schoolAdmin' | 'otherAdmin', OperatorClient>;
let nextPhone = 13610000100;
const newPhone = () => String((nextPhone += 1));
let nextNo = 5000;
const newNo = () => `2025${(nextNo += 1)}01`;

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue, desc?: string) =>
  expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code, desc: desc ?? errorCatalogue[name].desc });

const get = (path: string, query: Record<string, string>, as: OperatorClient = who.admin) => opsCall(b.t.app, 'GET', path, { headers: as.readHeaders, query });
const post = (path: string, body: unknown, as: OperatorClient = who.admin) => opsCall(b.t.app, 'POST', path, { headers: as.writeHeaders, body });
const decide = (studentId: string, isApproved: boolean, as: OperatorClient = who.schoolAdmin, reason = '') => post('/groups/students/decide', { studentId, isApproved, reason }, as);
const auditOf = (action: string, targetId: string) =>
  db.selectFrom('audit_log').select(['summary', 'operator_username', 'before', 'after']).where('action', '=', action).where('target_id', '=', targetId).execute();
const auditCount = async () => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** A guardian with a pending student at 南山实验学校 on S301 (车公庙 → 南山中心), texted at `guardianPhone`. */
const newStudent = async (extra: Record<string, unknown> = {}) => {
  const guardianPhone = newPhone();
  const { userId, headers } = await b.t.loginAs(newPhone());
  const answer = await groupCall(b.t.app, 'POST', '/school/student/register', {
    headers,
    body: { groupId: String(school), lineId: String(b.network.lines.s301), name: '李小华', className: '五年级一班', studentNo: newNo(), guardianPhone, boardSeq: 0, alightSeq: 2, ...extra },
  });
  expect(answer.meta.code, answer.meta.desc).toBe(1);
  return { userId, headers, guardianPhone, studentId: answer.data.student.studentId as string, studentNo: answer.data.student.studentNo as string };
};

beforeAll(async () => {
  b = await createBuyingApp();
  db = b.t.database.db;
  school = await insertGroup(db, { name: '南山实验学校', kind: 'school' });
  otherSchool = await insertGroup(db, { name: '育才中学', kind: 'school' });
  enterprise = await insertGroup(db, { name: '优点科技' });
  await keepLineForGroup(db, b.network.lines.s301, school, { payer: 'passenger' });
  await keepLineForGroup(db, b.network.lines.m102, otherSchool, { payer: 'passenger' });
  who.admin = await operatorAs(b.t.app, db, 'admin', 'school-desk-admin');
  who.service = await operatorAs(b.t.app, db, 'service', 'school-desk-service');
  who.dispatcher = await operatorAs(b.t.app, db, 'dispatcher', 'school-desk-dispatcher');
  who.schoolAdmin = await operatorAs(b.t.app, db, 'groupAdmin', 'nanshan-school-admin', school);
  who.otherAdmin = await operatorAs(b.t.app, db, 'groupAdmin', 'yucai-school-admin', otherSchool);
});
afterAll(async () => b?.t.close());

describe('students', () => {
  it('the school’s administrator approves: the guardian may buy the school’s line, is texted; audited; decided once', async () => {
    const student = await newStudent();
    const userState = () => b.call('GET', '/line/userState/query', { headers: student.headers, query: { lineId: String(b.network.lines.s301) } });
    expect((await userState()).data).toMatchObject({ canBuy: false });

    const listed = await get('/groups/students', { groupId: String(school) }, who.schoolAdmin);
    expect(listed.meta.code, listed.meta.desc).toBe(1);
    expect(listed.data.items.find((s: { studentId: string }) => s.studentId === student.studentId)).toEqual({
      studentId: student.studentId,
      group: { groupId: String(school), name: '南山实验学校' },
      line: { lineId: String(b.network.lines.s301), lineCode: 'S301', lineName: '南山学校专线' },
      name: '李小华',
      className: '五年级一班',
      studentNo: student.studentNo,
      guardianPhone: `${student.guardianPhone.slice(0, 3)}****${student.guardianPhone.slice(7)}`,
      board: { seq: 0, name: '车公庙' },
      alight: { seq: 2, name: '南山中心' },
      status: 'pending',
      reason: '',
      createdAt: expect.any(String),
      decidedAt: null,
      guardianUserId: student.userId,
      hasTermPass: false,
    });

    const answer = await decide(student.studentId, true);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.student).toMatchObject({ studentId: student.studentId, status: 'approved', reason: '', decidedAt: expect.any(String) });
    expect((await db.selectFrom('students').select('decided_by').where('id', '=', Number(student.studentId)).executeTakeFirstOrThrow()).decided_by).toBe(who.schoolAdmin.id);
    // Approval makes the guardian a member of the school for its lines.
    expect((await userState()).data).toMatchObject({ canBuy: true, refusal: null });
    const mine = await groupCall(b.t.app, 'GET', '/school/student/mine', { headers: student.headers });
    expect(mine.data.items[0]).toMatchObject({ studentId: student.studentId, status: 'approved', guardianPhone: student.guardianPhone });

    const [notice] = await smsNoticesTo(b.t.app, student.guardianPhone);
    expect(notice).toMatchObject({ templateId: 'studentApproved', params: { student: '李小华', school: '南山实验学校', line: 'S301' } });
    expect(notice!.text).toBe('【优点巴士】您为李小华登记的「南山实验学校」校车 S301 已通过学校审核，现在可以购买学期票。');
    expect(await db.selectFrom('sent_messages').select(['template', 'status']).where('phone', '=', student.guardianPhone).execute()).toEqual([{ template: 'studentApproved', status: 'sent' }]);
    const [entry] = await auditOf('school.studentApprove', student.studentId);
    expect(entry).toMatchObject({
      operator_username: 'nanshan-school-admin',
      summary: `通过学生 李小华（${student.studentNo}，五年级一班）乘坐「南山实验学校」校车 S301 的登记`,
      before: { status: 'pending', statusLabel: '待学校审核' },
      after: { status: 'approved', statusLabel: '已通过', groupId: String(school), guardianUserId: student.userId },
    });
    const labels = await get('/audit', { action: 'school.studentApprove' });
    expect(labels.data.items[0]).toMatchObject({ actionLabel: '通过学生乘车登记' });

    expectFailure((await decide(student.studentId, false, who.admin, '重复')).meta, 'studentDecided');
    expect(await auditOf('school.studentReject', student.studentId)).toEqual([]);
  });

  it('rejects with a reason (required), texted and shown to the guardian, who stays outside the school', async () => {
    const student = await newStudent();
    const noReason = await decide(student.studentId, false);
    expect(noReason.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('不通过时请填写原因') });
    const answer = await decide(student.studentId, false, who.service, '学号与姓名不符');
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.student).toMatchObject({ status: 'rejected', reason: '学号与姓名不符' });
    const mine = await groupCall(b.t.app, 'GET', '/school/student/mine', { headers: student.headers });
    expect(mine.data.items[0]).toMatchObject({ status: 'rejected', reason: '学号与姓名不符', decidedAt: expect.any(String) });
    const [notice] = await smsNoticesTo(b.t.app, student.guardianPhone);
    expect(notice).toMatchObject({ templateId: 'studentRejected', params: { reason: '学号与姓名不符' } });
    expect(notice!.text).toContain('未通过学校审核，原因：学号与姓名不符。如有疑问请联系学校。');
    expect(await auditOf('school.studentReject', student.studentId)).toEqual([
      expect.objectContaining({ operator_username: 'school-desk-service', summary: expect.stringContaining('：学号与姓名不符') }),
    ]);
    const state = await b.call('GET', '/line/userState/query', { headers: student.headers, query: { lineId: String(b.network.lines.s301) } });
    expect(state.data).toMatchObject({ canBuy: false });
    // The number is free again at the school.
    expect((await newStudent({ studentNo: student.studentNo })).studentNo).toBe(student.studentNo);
  });

  it('holds a school’s administrator to their own school (4003), and other roles out', async () => {
    const student = await newStudent();
    const before = await auditCount();
    expectFailure((await decide(student.studentId, true, who.otherAdmin)).meta, 'groupOutOfScope');
    expectFailure((await get('/groups/students', { groupId: String(school) }, who.otherAdmin)).meta, 'groupOutOfScope');
    expectFailure((await get('/groups/terms', { groupId: String(school) }, who.otherAdmin)).meta, 'groupOutOfScope');
    expectFailure((await decide(student.studentId, true, who.dispatcher)).meta, 'operatorForbidden');
    expectFailure((await get('/groups/students', { groupId: String(school) }, who.dispatcher)).meta, 'operatorForbidden');
    expectFailure((await decide('99999999', true, who.admin)).meta, 'studentNotFound');
    // Nothing changed, nobody texted, nothing audited.
    expect((await db.selectFrom('students').select('status').where('id', '=', Number(student.studentId)).executeTakeFirstOrThrow()).status).toBe('pending');
    expect(await smsNoticesTo(b.t.app, student.guardianPhone)).toEqual([]);
    expect(await auditCount()).toBe(before);
    // Their own school's list is theirs.
    expect((await get('/groups/students', { groupId: String(otherSchool) }, who.otherAdmin)).data).toEqual({ items: [], total: 0, pending: 0 });
  });

  it('lists by status, pending first then newest first, with the counts; refuses a group that is not a school', async () => {
    const all = await get('/groups/students', { groupId: String(school), pageSize: '100' });
    const statuses: string[] = all.data.items.map((s: { status: string }) => s.status);
    const firstDecided = statuses.findIndex((s) => s !== 'pending');
    expect(statuses.slice(0, firstDecided).every((s) => s === 'pending')).toBe(true);
    expect(statuses.slice(firstDecided).every((s) => s !== 'pending')).toBe(true);
    expect(all.data).toMatchObject({ total: statuses.length, pending: statuses.filter((s) => s === 'pending').length });
    const approved = await get('/groups/students', { groupId: String(school), status: 'approved' });
    expect(approved.data.items.length).toBeGreaterThan(0);
    expect(approved.data.items.every((s: { status: string }) => s.status === 'approved')).toBe(true);
    expect(approved.data.total).toBe(approved.data.items.length);
    const paged = await get('/groups/students', { groupId: String(school), page: '2', pageSize: '1' });
    expect(paged.data.items).toEqual([all.data.items[1]]);
    expectFailure((await get('/groups/students', { groupId: String(enterprise) })).meta, 'notASchool');
    expectFailure((await get('/groups/students', { groupId: '99999999' })).meta, 'groupNotFound');
  });
});

describe('terms', () => {
  const day = (offset: number) => b.network.day(offset);
  const save = (body: Record<string, unknown>, as: OperatorClient = who.schoolAdmin) => post('/groups/terms/save', { groupId: String(school), ...body }, as);
  const sellsUntil = async (lineId: number) => (await db.selectFrom('lines').select(sql<string | null>`sells_until::text`.as('until')).where('id', '=', lineId).executeTakeFirstOrThrow()).until;
  let termId = '';

  it('the school’s administrator adds a term: audited, and the school’s lines kept on sale to its last day', async () => {
    const answer = await save({ name: ' 2026 春季学期 ', startsOn: day(20), endsOn: day(120), closedDays: [day(30), day(25), day(30)] });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.term).toEqual({ termId: expect.any(String), groupId: String(school), name: '2026 春季学期', startsOn: day(20), endsOn: day(120), closedDays: [day(25), day(30)] });
    termId = answer.data.term.termId;
    const [entry] = await auditOf('school.termCreate', termId);
    expect(entry).toMatchObject({ operator_username: 'nanshan-school-admin', summary: `添加「南山实验学校」学期「2026 春季学期」：${day(20)} 至 ${day(120)}，停课 2 天`, before: null, after: answer.data.term });
    expect(await sellsUntil(b.network.lines.s301)).toBe(day(120));
    // Another school's line is not touched.
    expect(await sellsUntil(b.network.lines.m102)).toBeNull();
    const terms = await get('/groups/terms', { groupId: String(school) }, who.service);
    expect(terms.data.items).toEqual([answer.data.term]);
  });

  it('changes a term: audited with before and after; the lines follow its new last day', async () => {
    const answer = await save({ termId, name: '2026 春季学期', startsOn: day(20), endsOn: day(150), closedDays: [] });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.term).toMatchObject({ termId, endsOn: day(150), closedDays: [] });
    const [entry] = await auditOf('school.termUpdate', termId);
    expect(entry).toMatchObject({ summary: expect.stringContaining('修改「南山实验学校」学期'), before: { endsOn: day(120) }, after: { endsOn: day(150) } });
    expect(await sellsUntil(b.network.lines.s301)).toBe(day(150));
    // Saving the same again changes nothing but is audited (the operator did save).
    expect((await save({ termId, name: '2026 春季学期', startsOn: day(20), endsOn: day(150) })).meta.code).toBe(1);
  });

  it('a line kept for the school after its terms are set is on sale to their end too; given back to everyone, it leaves that period', async () => {
    const lineId = b.network.lines.m102;
    await keepLineForGroup(db, lineId, null);
    expect(await sellsUntil(lineId)).toBeNull();
    const given = await post('/groups/lines/set', { lineId: String(lineId), groupId: String(school), payer: 'passenger' });
    expect(given.meta.code, given.meta.desc).toBe(1);
    expect(await sellsUntil(lineId)).toBe(day(150));
    const back = await post('/groups/lines/set', { lineId: String(lineId), groupId: null });
    expect(back.meta.code, back.meta.desc).toBe(1);
    expect(await sellsUntil(lineId)).toBeNull();
    // As it was: 育才中学's line.
    await keepLineForGroup(db, lineId, otherSchool, { payer: 'passenger' });
  });

  it('refuses an overlap, more than 200 days, a closed day outside, an end before the start, with the message in the envelope', async () => {
    const before = await auditCount();
    expectFailure(
      (await save({ name: '重叠学期', startsOn: day(150), endsOn: day(200) })).meta,
      'termOverlaps',
      `学期日期与本校「2026 春季学期」（${day(20)} 至 ${day(150)}）重叠，请调整`,
    );
    expect((await save({ name: '重叠学期', startsOn: day(-10), endsOn: day(20) })).meta).toMatchObject({ code: errorCatalogue.termOverlaps.code, desc: expect.stringContaining('重叠') });
    expectFailure((await save({ name: '超长学期', startsOn: day(200), endsOn: day(400) })).meta, 'termTooLong');
    const closed = await save({ name: '秋季学期', startsOn: day(200), endsOn: day(300), closedDays: [day(301)] });
    expect(closed.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('停课日须在学期之内') });
    const backwards = await save({ name: '秋季学期', startsOn: day(300), endsOn: day(200) });
    expect(backwards.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('学期结束日期须晚于开始日期') });
    const noName = await save({ name: '秋', startsOn: day(200), endsOn: day(300) });
    expect(noName.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('学期名称至少 2 个字') });
    expect(await auditCount()).toBe(before);
    // 200 days exactly is a term; the next school's terms may overlap this one's.
    const longest = await save({ name: '秋季学期', startsOn: day(200), endsOn: day(399) });
    expect(longest.meta.code, longest.meta.desc).toBe(1);
    expect(await sellsUntil(b.network.lines.s301)).toBe(day(399));
    const elsewhere = await save({ groupId: String(otherSchool), name: '育才春季学期', startsOn: day(20), endsOn: day(150) }, who.otherAdmin);
    expect(elsewhere.meta.code, elsewhere.meta.desc).toBe(1);
    expect(await sellsUntil(b.network.lines.m102)).toBe(day(150));
  });

  it('refuses another school’s term, another school’s administrator, a group that is not a school', async () => {
    const other = (await get('/groups/terms', { groupId: String(otherSchool) })).data.items[0].termId as string;
    expectFailure((await save({ termId: other, name: '借用学期', startsOn: day(500), endsOn: day(600) }, who.admin)).meta, 'termNotFound');
    expectFailure((await save({ termId: '99999999', name: '不存在', startsOn: day(500), endsOn: day(600) })).meta, 'termNotFound');
    expectFailure((await save({ name: '越权学期', startsOn: day(500), endsOn: day(600) }, who.otherAdmin)).meta, 'groupOutOfScope');
    expectFailure((await save({ name: '越权学期', startsOn: day(500), endsOn: day(600) }, who.dispatcher)).meta, 'operatorForbidden');
    expectFailure((await post('/groups/terms/save', { groupId: String(enterprise), name: '企业学期', startsOn: day(500), endsOn: day(600) })).meta, 'notASchool');
    expectFailure((await get('/groups/terms', { groupId: String(enterprise) })).meta, 'notASchool');
  });
});
