import { randomUUID } from 'node:crypto';
import type { Envelope } from '@udian/contracts/envelope';
import type { Endpoint } from '@udian/contracts/endpoint';
import { studentRides, termPassCreate, termPassQuote } from '@udian/contracts/endpoints/schools/schools';
import { ticketCheck } from '@udian/contracts/endpoints/tickets/ticket-check';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { Order } from '@udian/contracts/schemas/orders';
import type { StudentRide, TermPassQuote } from '@udian/contracts/schemas/schools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { smsNoticesTo } from '../../../test/company-lines-fixture';
import { insertSchool, insertSchoolLine, insertStudent, insertTerm, makeDepartures, rideCodeAt } from '../../../test/school-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Term passes (decision 049) on a school line whose service follows China's official calendar. The clock is
 * Monday 28 September 2026, 10:00 in Shanghai: the term (29 September to 16 October) holds the 国庆 week
 * (1 to 7 October off), its make-up Saturday 10 October, and a day the school is closed (14 October).
 * S501's school pays all but 2 元 of the 5 元 fare; S502's pays all of it (a ¥0 pass, paid at creation).
 */

const NOW = new Date('2026-09-28T02:00:00Z');
const SCHOOL_DAYS = ['2026-09-29', '2026-09-30', '2026-10-08', '2026-10-09', '2026-10-10', '2026-10-12', '2026-10-13', '2026-10-15', '2026-10-16'];
const GUARDIAN_PHONE = '13700049001';
const FREE_GUARDIAN_PHONE = '13700049002';

let t: TestApp;
let db: Db;
const clock = { now: NOW };
let guardian: { userId: string; headers: Record<string, string> };
let freeGuardian: { userId: string; headers: Record<string, string> };
let ids: { line: number; term: number; student: number; pending: number; other: number; freeLine: number; freeTerm: number; freeStudent: number };

/** An answer as a test reads it: `data` is null on a failure, which the test checks first. */
type Answer<T> = { meta: Envelope<T>['meta']; data: T };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
const call = async <T = any>(endpoint: Endpoint, headers: Record<string, string>, input: { body?: unknown; query?: Record<string, string> }): Promise<Answer<T>> => {
  const res = await t.app.inject({
    method: endpoint.method,
    url: `${endpoint.prefix}${endpoint.path}`,
    query: input.query,
    headers: { ...headers, ...(endpoint.isIdempotent ? { 'idempotency-key': randomUUID() } : {}), ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  if (res.statusCode !== 200) throw new Error(`${endpoint.path}: HTTP ${res.statusCode} ${res.body}`);
  return res.json();
};

const expectFailure = (answer: Answer<unknown>, name: keyof typeof errorCatalogue) => expect(answer.meta, answer.meta.desc).toMatchObject({ code: errorCatalogue[name].code });

const quote = (studentId: number, termId: number, who = guardian) => call<TermPassQuote>(termPassQuote, who.headers, { body: { studentId: String(studentId), termId: String(termId) } });
const create = (studentId: number, termId: number, expectedPayableCents: number, who = guardian) =>
  call<Order>(termPassCreate, who.headers, { body: { studentId: String(studentId), termId: String(termId), expectedPayableCents } });
const rides = (studentId: number, who = guardian) => call<{ items: StudentRide[] }>(studentRides, who.headers, { query: { studentId: String(studentId) } });

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.now });
  db = t.database.db;
  guardian = await t.loginAs(GUARDIAN_PHONE);
  freeGuardian = await t.loginAs(FREE_GUARDIAN_PHONE);
  const school = await insertSchool(db);
  const { lineId: line } = await insertSchoolLine(db, { groupId: school, code: 'S501', startsOn: '2026-09-01', endsOn: '2027-07-31' });
  const term = await insertTerm(db, { groupId: school, startsOn: '2026-09-29', endsOn: '2026-10-16', closedDays: ['2026-10-14'] });
  const student = await insertStudent(db, { groupId: school, lineId: line, guardianUserId: guardian.userId, guardianPhone: GUARDIAN_PHONE, studentNo: '2024000101' });
  const pending = await insertStudent(db, { groupId: school, lineId: line, guardianUserId: guardian.userId, guardianPhone: GUARDIAN_PHONE, name: '张小红', studentNo: '2024000102', status: 'pending' });
  const other = await insertStudent(db, { groupId: school, lineId: line, guardianUserId: freeGuardian.userId, guardianPhone: FREE_GUARDIAN_PHONE, name: '李小华', studentNo: '2024000103' });
  const freeSchool = await insertSchool(db);
  const { lineId: freeLine } = await insertSchoolLine(db, { groupId: freeSchool, code: 'S502', startsOn: '2026-09-01', endsOn: '2027-07-31', memberPriceCents: 0 });
  const freeTerm = await insertTerm(db, { groupId: freeSchool, startsOn: '2026-09-29', endsOn: '2026-10-16' });
  const freeStudent = await insertStudent(db, { groupId: freeSchool, lineId: freeLine, guardianUserId: freeGuardian.userId, guardianPhone: FREE_GUARDIAN_PHONE, name: '王小雨', studentNo: 'S20260007' });
  await makeDepartures(db, NOW);
  ids = { line, term, student, pending, other, freeLine, freeTerm, freeStudent };
});
afterAll(() => t.close());

describe('the term pass quote', () => {
  it('lists the school days on sale: official holidays off, the make-up Saturday on, the closed day left out, each weekday without a ride with its reason', async () => {
    const answer = await quote(ids.student, ids.term);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.days).toEqual(SCHOOL_DAYS);
    expect(answer.data.daysWithoutSchool).toEqual([
      ...['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'].map((day) => ({ day, reason: '法定节假日' })),
      { day: '2026-10-14', reason: '学校停课' },
    ]);
  });

  it('prices each ride at the member price, the school paying the rest of the fare', async () => {
    const { data } = await quote(ids.student, ids.term);
    expect(data).toMatchObject({ studentId: String(ids.student), termId: String(ids.term), perRideCents: 200, totalCents: 9 * 500, groupPaysCents: 9 * 300, payableCents: 9 * 200 });
  });

  it('prices the student’s pair of stops where fares differ, the member price on top; refuses an unpriced pair or line (decision 062)', async () => {
    try {
      await db.insertInto('line_fares').values({ line_id: ids.line, board_seq: 0, alight_seq: 1, price_cents: 350 }).execute();
      expectFailure(await quote(ids.student, ids.term), 'stopsUnpriced');
      await db.insertInto('line_fares').values({ line_id: ids.line, board_seq: 0, alight_seq: 2, price_cents: 400 }).execute();
      const { data } = await quote(ids.student, ids.term);
      expect(data).toMatchObject({ perRideCents: 200, totalCents: 9 * 400, groupPaysCents: 9 * 200, payableCents: 9 * 200 });
      await db.updateTable('lines').set({ is_priced: false }).where('id', '=', ids.line).execute();
      expectFailure(await quote(ids.student, ids.term), 'lineUnpriced');
    } finally {
      await db.deleteFrom('line_fares').where('line_id', '=', ids.line).execute();
      await db.updateTable('lines').set({ is_priced: true }).where('id', '=', ids.line).execute();
    }
  });

  it('refuses a student not yet approved, another guardian’s student and a term of another school', async () => {
    expectFailure(await quote(ids.pending, ids.term), 'studentNotApproved');
    expectFailure(await quote(ids.other, ids.term), 'studentNotFound');
    expectFailure(await quote(ids.student, ids.freeTerm), 'termNotFound');
  });
});

describe('buying the term pass', () => {
  it('refuses a payable other than the quote’s (priceChanged) and a student not yet approved', async () => {
    expectFailure(await create(ids.student, ids.term, 9 * 500), 'priceChanged');
    expectFailure(await create(ids.pending, ids.term, 9 * 200), 'studentNotApproved');
  });

  it('holds one ticket a school day in the student’s name and answers the order, with the student and term recorded', async () => {
    const seatsBefore = await db.selectFrom('departures').select(['id', 'seats_sold']).where('line_id', '=', ids.line).execute();
    const answer = await create(ids.student, ids.term, 9 * 200);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const order = answer.data;
    expect(order).toMatchObject({ status: 'pending', totalCents: 1800, payableCents: 1800 });
    expect(order.tickets.map((ticket) => ticket.serviceDate)).toEqual(SCHOOL_DAYS);
    expect(new Set(order.tickets.map((ticket) => ticket.passengerName))).toEqual(new Set(['张小明']));
    expect(new Set(order.tickets.map((ticket) => ticket.passengerIdNumber))).toEqual(new Set(['2024****01']));
    const row = await db.selectFrom('orders').select(['student_id', 'term_id', 'group_id', 'board_seq', 'alight_seq']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ student_id: ids.student, term_id: ids.term, board_seq: 0, alight_seq: 2 });
    expect(row.group_id).not.toBeNull();
    const tickets = await db.selectFrom('tickets').select(['passenger_id', 'price_cents', 'group_cents', 'departure_id']).where('order_id', '=', (await db.selectFrom('orders').select('id').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).id).execute();
    expect(tickets).toHaveLength(9);
    expect(tickets.every((ticket) => ticket.passenger_id === null && ticket.price_cents === 200 && ticket.group_cents === 300)).toBe(true);
    // Each school day's departure took one seat.
    const seatsAfter = await db.selectFrom('departures').select(['id', 'seats_sold']).where('line_id', '=', ids.line).execute();
    const held = new Set(tickets.map((ticket) => ticket.departure_id));
    for (const after of seatsAfter) {
      const before = seatsBefore.find((d) => d.id === after.id)?.seats_sold ?? 0;
      expect(after.seats_sold - before).toBe(held.has(after.id) ? 1 : 0);
    }
    // Until it is paid, the student's rides show its days as unpaid.
    const { data } = await rides(ids.student);
    expect(data.items.map((ride) => [ride.serviceDate, ride.state])).toEqual(SCHOOL_DAYS.map((day) => [day, 'unpaid']));
  });

  it('refuses a second live term pass of the student and term (termPassExists)', async () => {
    expectFailure(await create(ids.student, ids.term, 9 * 200), 'termPassExists');
  });

  it('pays a pass with nothing to pay at creation (the school pays all of it)', async () => {
    const answer = await create(ids.freeStudent, ids.freeTerm, 0, freeGuardian);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({ status: 'paid', payableCents: 0, totalCents: 0 });
    expect(answer.data.tickets).toHaveLength(SCHOOL_DAYS.length + 1);
  });
});

describe('riding on a term pass', () => {
  it('tells the guardian of a check-in, once (in the app and by text), and the rides say who rode, missed and is to ride', async () => {
    const { data: paid } = await rides(ids.freeStudent, freeGuardian);
    expect(paid.items.map((ride) => ride.state)).toEqual(paid.items.map(() => 'toRide'));
    const first = paid.items[0]!;
    expect(first).toMatchObject({ serviceDate: '2026-09-29', lineCode: 'S502', boardName: '科技园', checkedAt: null });

    // Tuesday 29 September, 07:05: the student boards at 科技园.
    clock.now = new Date('2026-09-28T23:05:00Z');
    const ticket = await db.selectFrom('tickets').select(['id', 'departure_id']).where('id', '=', Number(first.ticketId)).executeTakeFirstOrThrow();
    const checked = await call(ticketCheck, freeGuardian.headers, {
      body: { ticketId: first.ticketId, departureId: String(ticket.departure_id), rideCode: rideCodeAt(t.config.riding.rideCodeSecret, first.ticketId, clock.now) },
    });
    expect(checked.meta.code, checked.meta.desc).toBe(1);
    const notices = await db.selectFrom('school_notices').selectAll().where('ticket_id', '=', ticket.id).execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ student_id: ids.freeStudent, guardian_user_id: Number(freeGuardian.userId) });
    expect(notices[0]!.text).toBe('您的孩子王小雨已于 07:05 在 科技园站 乘坐 S502 校车。');
    const texts = (await smsNoticesTo(t.app, FREE_GUARDIAN_PHONE)).filter((n) => n.templateId === 'schoolCheckIn');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('王小雨');

    // Wednesday 30 September, 08:00: that morning's bus left without the student.
    clock.now = new Date('2026-09-30T00:00:00Z');
    const { data } = await rides(ids.freeStudent, freeGuardian);
    expect(data.items.slice(0, 3).map((ride) => [ride.serviceDate, ride.state])).toEqual([
      ['2026-09-29', 'checkedIn'],
      ['2026-09-30', 'missed'],
      ['2026-10-08', 'toRide'],
    ]);
    expect(data.items[0]!.checkedAt).toBe('2026-09-28T23:05:00.000Z');
  });

  it('answers another guardian’s student not found', async () => {
    expectFailure(await rides(ids.student, freeGuardian), 'studentNotFound');
  });
});
