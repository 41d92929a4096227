import { errorCatalogue } from '@udian/contracts/meta-codes';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { m101Choice, mustBuy } from '../../../test/buying-helpers';
import { groupCall } from '../../../test/groups-fixture';
import { insertGroup, keepLineForGroup } from '../../../test/line-network-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { createNoticeSender } from '../company-lines/company-line-notices';
import { createSentNoticesRepository } from '../company-lines/sent-notices.repository';
import { createSchoolNoticesRepository } from './notices.repository';
import { createCheckInNotifier } from './school-notices';
import { createStudentsRepository } from './students.repository';

/**
 * Schools for guardians (decision 049) on the fixture network: S301 is 南山实验学校's school line, M102 育才中学's
 * (its 车公庙 stop alight only in the fixture, its 科技园 stop made board only here), 优点科技 an enterprise. A
 * guardian registers a student on the school's line between two of its stops; refusals carry their Chinese
 * message; withdrawal while pending; the school's terms not ended; the check-in notices, told once per ticket.
 */
let b: BuyingApp;
let db: Db;
let school: number;
let otherSchool: number;
let enterprise: number;
let admin: OperatorClient;
let nextPhone = 13600000100;
const newPhone = () => String((nextPhone += 1));
let nextNo = 1000;
const newNo = () => `2024${(nextNo += 1)}`;

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue, desc?: string) =>
  expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code, desc: desc ?? errorCatalogue[name].desc });

const as = async (phone: string) => (await b.t.loginAs(phone)).headers;
const register = (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
  groupCall(b.t.app, 'POST', '/school/student/register', {
    headers,
    body: { groupId: String(school), lineId: String(b.network.lines.s301), name: '张小明', className: '三年级二班', studentNo: newNo(), guardianPhone: '13712345678', boardSeq: 0, alightSeq: 2, ...extra },
  });
const mine = async (headers: Record<string, string>) => (await groupCall(b.t.app, 'GET', '/school/student/mine', { headers })).data.items;
const withdraw = (headers: Record<string, string>, studentId: string) => groupCall(b.t.app, 'POST', '/school/student/withdraw', { headers, body: { studentId } });

beforeAll(async () => {
  b = await createBuyingApp();
  db = b.t.database.db;
  school = await insertGroup(db, { name: '南山实验学校', kind: 'school' });
  otherSchool = await insertGroup(db, { name: '育才中学', kind: 'school' });
  enterprise = await insertGroup(db, { name: '优点科技' });
  await keepLineForGroup(db, b.network.lines.s301, school, { payer: 'passenger' });
  await keepLineForGroup(db, b.network.lines.m102, otherSchool, { payer: 'passenger' });
  await db.updateTable('line_stops').set({ can_alight: false }).where('line_id', '=', b.network.lines.m102).where('seq', '=', 1).execute();
  admin = await operatorAs(b.t.app, db, 'admin', 'schools-admin');
});
afterAll(async () => b?.t.close());

describe('registering a student', () => {
  it('records a pending registration with the stops named, shown on the guardian’s page', async () => {
    const headers = await as(newPhone());
    const studentNo = newNo();
    const answer = await register(headers, { name: ' 张小明 ', studentNo: studentNo.toLowerCase(), boardSeq: 0, alightSeq: 1 });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.student).toEqual({
      studentId: expect.any(String),
      group: { groupId: String(school), name: '南山实验学校' },
      line: { lineId: String(b.network.lines.s301), lineCode: 'S301', lineName: '南山学校专线' },
      name: '张小明',
      className: '三年级二班',
      studentNo,
      guardianPhone: '13712345678',
      board: { seq: 0, name: '车公庙' },
      alight: { seq: 1, name: '科技园' },
      status: 'pending',
      reason: '',
      createdAt: expect.any(String),
      decidedAt: null,
    });
    expect(await mine(headers)).toEqual([answer.data.student]);
  });

  it('refuses a student number standing at the school (another guardian too), not once withdrawn, nor at another school', async () => {
    const first = await as(newPhone());
    const studentNo = newNo();
    const { studentId } = (await register(first, { studentNo })).data.student;
    expectFailure((await register(await as(newPhone()), { studentNo })).meta, 'studentNoTaken');
    expectFailure((await register(first, { studentNo, name: '张小红' })).meta, 'studentNoTaken');
    const elsewhere = await register(first, { studentNo, groupId: String(otherSchool), lineId: String(b.network.lines.m102), boardSeq: 0, alightSeq: 4 });
    expect(elsewhere.meta.code, elsewhere.meta.desc).toBe(1);
    expect((await withdraw(first, studentId)).meta.code).toBe(1);
    expect((await register(await as(newPhone()), { studentNo })).meta.code).toBe(1);
  });

  it('refuses bad input with a Chinese message in the envelope, writing nothing', async () => {
    const headers = await as(newPhone());
    const cases: [Record<string, unknown>, string][] = [
      [{ guardianPhone: '12345' }, '手机号'],
      [{ guardianPhone: undefined }, '手机号'],
      [{ name: '张' }, '学生姓名至少 2 个字'],
      [{ name: '张3' }, '学生姓名只能包含汉字、字母和间隔号'],
      [{ className: '' }, '请填写班级'],
      [{ studentNo: '12' }, '学号为 4–20 位字母或数字'],
      [{ boardSeq: 2, alightSeq: 1 }, '下车站点须在上车站点之后'],
      [{ boardSeq: undefined }, '请选择上车站点'],
    ];
    for (const [extra, desc] of cases) {
      const answer = await register(headers, extra);
      expect(answer.meta.code, JSON.stringify(extra)).toBe(1001);
      expect(answer.meta.desc).toContain(desc);
    }
    expect(await mine(headers)).toEqual([]);
  });

  it('refuses a group that is not a school, an unknown one, a line not the school’s, and stops not of the line or not allowed', async () => {
    const headers = await as(newPhone());
    expectFailure((await register(headers, { groupId: String(enterprise) })).meta, 'notASchool');
    expectFailure((await register(headers, { groupId: '99999999' })).meta, 'groupNotFound');
    expectFailure((await register(headers, { lineId: String(b.network.lines.m102) })).meta, 'schoolLineNotFound');
    expectFailure((await register(headers, { lineId: String(b.network.lines.m101) })).meta, 'schoolLineNotFound');
    expectFailure((await register(headers, { lineId: '99999999' })).meta, 'schoolLineNotFound');
    const onM102 = { groupId: String(otherSchool), lineId: String(b.network.lines.m102) };
    const bad: [Record<string, unknown>, string][] = [
      [{ boardSeq: 0, alightSeq: 7 }, '下车站点不在该线路上，请重新选择'],
      [{ ...onM102, boardSeq: 2, alightSeq: 3 }, '车公庙站只下不上，请重新选择上车站点'],
      [{ ...onM102, boardSeq: 0, alightSeq: 1 }, '科技园站只上不下，请重新选择下车站点'],
    ];
    for (const [extra, desc] of bad) expectFailure((await register(headers, extra)).meta, 'invalidParams', desc);
    expect(await mine(headers)).toEqual([]);
  });

  it(`allows ${10} standing registrations per guardian (a withdrawn one does not count)`, async () => {
    const headers = await as(newPhone());
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = await register(headers);
      expect(answer.meta.code, answer.meta.desc).toBe(1);
      ids.push(answer.data.student.studentId);
    }
    expectFailure((await register(headers)).meta, 'studentLimit');
    expect((await withdraw(headers, ids[0]!)).meta.code).toBe(1);
    expect((await register(headers)).meta.code).toBe(1);
    expectFailure((await register(headers)).meta, 'studentLimit');
  });
});

describe('withdrawing', () => {
  it('withdraws a pending registration once; another guardian’s is not found; a decided one is refused', async () => {
    const headers = await as(newPhone());
    const { studentId } = (await register(headers)).data.student;
    expectFailure((await withdraw(await as(newPhone()), studentId)).meta, 'studentNotFound');
    expectFailure((await withdraw(headers, '99999999')).meta, 'studentNotFound');
    const answer = await withdraw(headers, studentId);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.student).toMatchObject({ studentId, status: 'withdrawn', decidedAt: expect.any(String) });
    expectFailure((await withdraw(headers, studentId)).meta, 'studentDecided');

    const approved = (await register(headers)).data.student.studentId;
    const decided = await opsCall(b.t.app, 'POST', '/groups/students/decide', { headers: admin.writeHeaders, body: { studentId: approved, isApproved: true } });
    expect(decided.meta.code, decided.meta.desc).toBe(1);
    expectFailure((await withdraw(headers, approved)).meta, 'studentDecided');
  });
});

describe('terms for guardians', () => {
  it('lists the school’s terms not ended, soonest first; refuses a group that is not a school', async () => {
    const today = b.network.today;
    const day = b.network.day;
    await db
      .insertInto('school_terms')
      .values([
        { group_id: school, name: '已结束学期', starts_on: day(-100), ends_on: day(-1) },
        { group_id: school, name: '下学期', starts_on: day(60), ends_on: day(150) },
        { group_id: school, name: '本学期', starts_on: day(-10), ends_on: day(40), closed_days: [day(5), day(2)] },
        { group_id: otherSchool, name: '育才本学期', starts_on: today, ends_on: day(30) },
      ])
      .execute();
    // Public: a visitor sees them too.
    const answer = await groupCall(b.t.app, 'GET', '/school/terms', { headers: { ...clientHeaders }, query: { groupId: String(school) } });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.items).toEqual([
      { termId: expect.any(String), groupId: String(school), name: '本学期', startsOn: day(-10), endsOn: day(40), closedDays: [day(2), day(5)] },
      { termId: expect.any(String), groupId: String(school), name: '下学期', startsOn: day(60), endsOn: day(150), closedDays: [] },
    ]);
    const headers = await as(newPhone());
    expectFailure((await groupCall(b.t.app, 'GET', '/school/terms', { headers, query: { groupId: String(enterprise) } })).meta, 'notASchool');
  });
});

describe('check-in notices', () => {
  it('writes one notice per ticket and sends one text, however often a check-in is told, even at once', async () => {
    const guardianPhone = newPhone();
    const guardian = await b.buyer(guardianPhone, 2);
    const { studentId } = (await register(guardian.headers, { name: '王小红', guardianPhone: '13712340099' })).data.student;
    const order = await mustBuy(b, guardian, await m101Choice(b, [6]));
    const tickets = await db.selectFrom('tickets').innerJoin('orders', 'orders.id', 'tickets.order_id').select('tickets.id').where('orders.order_no', '=', order.orderNo).orderBy('tickets.id').execute();
    expect(tickets).toHaveLength(2);

    const sent: SmsNoticeMessage[] = [];
    const logger = pino({ level: 'silent' });
    const now = () => b.clock.now;
    const notifyCheckIn = createCheckInNotifier({
      students: createStudentsRepository(db),
      notices: createSchoolNoticesRepository(db),
      notify: createNoticeSender({ sms: { sendNotice: async (m) => void sent.push(m), productName: '优点巴士' }, sent: createSentNoticesRepository(db), logger, now }),
      productName: '优点巴士',
      logger,
      now,
    });
    const at = new Date('2026-03-02T23:12:00Z'); // 07:12 in Shanghai
    const first = { studentId: Number(studentId), ticketId: tickets[0]!.id, lineCode: 'S501', plate: '粤B12345', stopName: '科技园', at };
    await Promise.all([notifyCheckIn(first), notifyCheckIn(first)]);
    await notifyCheckIn(first);
    await notifyCheckIn({ ...first, ticketId: tickets[1]!.id, plate: null, stopName: '南京南站' });

    expect(sent.map((m) => ({ phone: m.phone, templateId: m.templateId, text: m.text }))).toEqual([
      { phone: '13712340099', templateId: 'schoolCheckIn', text: '【优点巴士】您的孩子王小红已于 07:12 在 科技园站 乘坐 S501 校车（粤B12345）。' },
      { phone: '13712340099', templateId: 'schoolCheckIn', text: '【优点巴士】您的孩子王小红已于 07:12 在 南京南站 乘坐 S501 校车。' },
    ]);
    expect(await db.selectFrom('sent_messages').select(['template', 'status']).where('phone', '=', '13712340099').execute()).toEqual([
      { template: 'schoolCheckIn', status: 'sent' },
      { template: 'schoolCheckIn', status: 'sent' },
    ]);
    expect(await db.selectFrom('school_notices').select('ticket_id').where('student_id', '=', Number(studentId)).orderBy('ticket_id').execute()).toEqual(
      tickets.map((t) => ({ ticket_id: t.id })),
    );

    // The guardian reads them newest first; nobody else sees them.
    const notices = (await groupCall(b.t.app, 'GET', '/school/notices', { headers: guardian.headers })).data.items;
    expect(notices).toHaveLength(2);
    expect(notices[0]).toEqual({
      noticeId: expect.any(String),
      studentId,
      studentName: '王小红',
      text: expect.stringMatching(/^您的孩子王小红已于 07:12 在 (科技园站|南京南站) 乘坐 S501 校车/),
      createdAt: expect.any(String),
    });
    expect((await groupCall(b.t.app, 'GET', '/school/notices', { headers: await as(newPhone()) })).data.items).toEqual([]);
  });

  it('keeps the notice when the text fails, and records the text as failed', async () => {
    const guardian = await b.buyer(newPhone());
    const { studentId } = (await register(guardian.headers, { guardianPhone: '13712340098' })).data.student;
    const order = await mustBuy(b, guardian, await m101Choice(b, [7]));
    const [ticket] = await db.selectFrom('tickets').innerJoin('orders', 'orders.id', 'tickets.order_id').select('tickets.id').where('orders.order_no', '=', order.orderNo).execute();
    const logger = pino({ level: 'silent' });
    const now = () => b.clock.now;
    const notifyCheckIn = createCheckInNotifier({
      students: createStudentsRepository(db),
      notices: createSchoolNoticesRepository(db),
      notify: createNoticeSender({ sms: { sendNotice: async () => Promise.reject(new Error('gateway down')), productName: '优点巴士' }, sent: createSentNoticesRepository(db), logger, now }),
      productName: '优点巴士',
      logger,
      now,
    });
    await expect(notifyCheckIn({ studentId: Number(studentId), ticketId: ticket!.id, lineCode: 'S301', plate: null, stopName: '车公庙', at: b.clock.now })).resolves.toBeUndefined();
    expect(await db.selectFrom('school_notices').select('id').where('ticket_id', '=', ticket!.id).execute()).toHaveLength(1);
    expect(await db.selectFrom('sent_messages').select(['template', 'status']).where('phone', '=', '13712340098').execute()).toEqual([{ template: 'schoolCheckIn', status: 'failed' }]);
    // An unknown student is logged, not thrown.
    await expect(notifyCheckIn({ studentId: 99999999, ticketId: ticket!.id, lineCode: 'S301', plate: null, stopName: '车公庙', at: b.clock.now })).resolves.toBeUndefined();
  });
});
