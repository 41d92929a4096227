import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { m101Choice, mustBuy } from '../../../test/buying-helpers';
import { smsNoticesTo } from '../../../test/company-lines-fixture';
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
 * Schools on a real PostgreSQL, where transactions truly overlap (PGlite runs one query at a time): decisions
 * at once on one student decide once (the student's row lock), registrations at once by one guardian keep the
 * limit (the guardian's lock) and a student number once per school (the partial unique index), terms saved at
 * once never overlap (the school's row lock), and a check-in told at once makes one notice and one text.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('schools under concurrency (PostgreSQL)', () => {
  let b: BuyingApp;
  let db: Db;
  let school: number;
  let admin: OperatorClient;
  let schoolAdmin: OperatorClient;
  let nextPhone = 13620000100;
  const newPhone = () => String((nextPhone += 1));
  let nextNo = 7000;
  const newNo = () => `2026${(nextNo += 1)}`;

  beforeAll(async () => {
    b = await createBuyingApp();
    db = b.t.database.db;
    school = await insertGroup(db, { name: '南山实验学校', kind: 'school' });
    await keepLineForGroup(db, b.network.lines.s301, school, { payer: 'passenger' });
    admin = await operatorAs(b.t.app, db, 'admin', 'race-school-admin');
    schoolAdmin = await operatorAs(b.t.app, db, 'groupAdmin', 'race-nanshan-admin', school);
  });
  afterAll(async () => b?.t.close());

  const register = (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
    groupCall(b.t.app, 'POST', '/school/student/register', {
      headers,
      body: { groupId: String(school), lineId: String(b.network.lines.s301), name: '张小明', className: '一年级一班', studentNo: newNo(), guardianPhone: newPhone(), boardSeq: 0, alightSeq: 2, ...extra },
    });
  const decide = (client: OperatorClient, studentId: string, isApproved: boolean) =>
    opsCall(b.t.app, 'POST', '/groups/students/decide', { headers: client.writeHeaders, body: { studentId, isApproved, reason: isApproved ? '' : '名额已满' } });
  const audits = (studentId: string) => db.selectFrom('audit_log').select('action').where('target_type', '=', 'student').where('target_id', '=', studentId).execute();

  it('two approvals at once decide once: the second answers studentDecided, one audit entry, one text', async () => {
    const { headers } = await b.t.loginAs(newPhone());
    const guardianPhone = newPhone();
    const { studentId } = (await register(headers, { guardianPhone })).data.student;
    const answers = await Promise.all([decide(admin, studentId, true), decide(schoolAdmin, studentId, true)]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 3223]);
    expect(await audits(studentId)).toEqual([{ action: 'school.studentApprove' }]);
    expect(await smsNoticesTo(b.t.app, guardianPhone)).toHaveLength(1);
  });

  it('an approval and a rejection at once: one decision stands, told once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { headers } = await b.t.loginAs(newPhone());
      const guardianPhone = newPhone();
      const { studentId } = (await register(headers, { guardianPhone })).data.student;
      const answers = await Promise.all([decide(admin, studentId, true), decide(schoolAdmin, studentId, false)]);
      expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 3223]);
      const { status } = await db.selectFrom('students').select('status').where('id', '=', Number(studentId)).executeTakeFirstOrThrow();
      expect(await audits(studentId)).toEqual([{ action: status === 'approved' ? 'school.studentApprove' : 'school.studentReject' }]);
      expect(await smsNoticesTo(b.t.app, guardianPhone)).toEqual([expect.objectContaining({ templateId: status === 'approved' ? 'studentApproved' : 'studentRejected' })]);
    }
  });

  it('registrations at once keep one student number per school and the limit of 10 per guardian', async () => {
    const studentNo = newNo();
    const guardians = await Promise.all(Array.from({ length: 4 }, async () => (await b.t.loginAs(newPhone())).headers));
    const same = await Promise.all(guardians.map((headers) => register(headers, { studentNo })));
    expect(same.map((a) => a.meta.code).sort()).toEqual([1, 3222, 3222, 3222]);

    const { userId, headers } = await b.t.loginAs(newPhone());
    const many = await Promise.all(Array.from({ length: 14 }, () => register(headers)));
    expect(many.filter((a) => a.meta.code === 1)).toHaveLength(10);
    expect(many.filter((a) => a.meta.code === 3228)).toHaveLength(4);
    expect(await db.selectFrom('students').select('id').where('guardian_user_id', '=', Number(userId)).execute()).toHaveLength(10);
  });

  it('overlapping terms saved at once: one is saved, the other answers termOverlaps', async () => {
    const day = b.network.day;
    const save = (name: string, startsOn: string, endsOn: string, client: OperatorClient) =>
      opsCall(b.t.app, 'POST', '/groups/terms/save', { headers: client.writeHeaders, body: { groupId: String(school), name, startsOn, endsOn } });
    for (let round = 0; round < 3; round += 1) {
      const base = 200 * round;
      const answers = await Promise.all([save(`学期甲${round}`, day(base + 10), day(base + 100), admin), save(`学期乙${round}`, day(base + 50), day(base + 150), schoolAdmin)]);
      expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 4568]);
    }
    expect(await db.selectFrom('school_terms').select('id').where('group_id', '=', school).execute()).toHaveLength(3);
  });

  it('a check-in told twice at once makes one notice and one text', async () => {
    const guardian = await b.buyer(newPhone());
    const guardianPhone = newPhone();
    const { studentId } = (await register(guardian.headers, { guardianPhone })).data.student;
    const order = await mustBuy(b, guardian, await m101Choice(b, [6]));
    const [ticket] = await db.selectFrom('tickets').innerJoin('orders', 'orders.id', 'tickets.order_id').select('tickets.id').where('orders.order_no', '=', order.orderNo).execute();
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
    const input = { studentId: Number(studentId), ticketId: ticket!.id, lineCode: 'S301', plate: '粤B12345', stopName: '车公庙', at: b.clock.now };
    await Promise.all(Array.from({ length: 5 }, () => notifyCheckIn(input)));
    expect(sent).toHaveLength(1);
    expect(await db.selectFrom('school_notices').select('id').where('ticket_id', '=', ticket!.id).execute()).toHaveLength(1);
    expect(await db.selectFrom('sent_messages').select('status').where('phone', '=', guardianPhone).execute()).toEqual([{ status: 'sent' }]);
  });
});
