import { randomUUID } from 'node:crypto';
import { orderCreate } from '@udian/contracts/endpoints/orders/order-create';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { termPassCreate } from '@udian/contracts/endpoints/schools/schools';
import type { Endpoint } from '@udian/contracts/endpoint';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { TEST_ID_NUMBERS } from '../../../test/buying-fixture';
import { insertSchool, insertSchoolLine, insertStudent, insertTerm, makeDepartures } from '../../../test/school-fixture';
import { deadlockCount } from '../../../test/seat-concurrency';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withoutTermPassIndex } from '../../../test/unguarded-term-pass';

/**
 * Term passes at once, on a real PostgreSQL (decision 049). One live pass per student and term is the partial
 * unique index's to keep (orders_one_live_term_pass_idx), inside the order's own subtransaction of
 * create_held_orders: ten purchases at once make one order. The control takes the index out: the same ten
 * make more than one, so the test would catch its loss. And a pass's seats are taken by the same conditional
 * update as any order's: a day with one seat left is sold once, to the pass or to the other buyer.
 */
const NOW = new Date('2026-09-28T02:00:00Z');
const BUYERS = 10;
/** The term's 10 school days (the 国庆 week off, its make-up Saturday on). */
const TERM = { startsOn: '2026-09-29', endsOn: '2026-10-16' } as const;
const SCHOOL_DAYS = 10;
const PRICE = SCHOOL_DAYS * 200;

describe.runIf(process.env.TEST_DATABASE_URL)('term passes under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let db: Db;
  let school: number;
  let line: number;
  let term: number;
  let deadlocksBefore: number;

  type Answer = { meta: { code: number; desc: string }; data: { orderNo: string } | null };
  const call = async (endpoint: Endpoint, headers: Record<string, string>, body: unknown): Promise<Answer> => {
    const res = await t.app.inject({
      method: endpoint.method,
      url: `${endpoint.prefix}${endpoint.path}`,
      headers: { ...headers, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (res.statusCode !== 200) throw new Error(`${endpoint.path}: HTTP ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const buyPass = (headers: Record<string, string>, studentId: number) =>
    call(termPassCreate, headers, { studentId: String(studentId), termId: String(term), expectedPayableCents: PRICE });

  /** A guardian with an approved student on the line. */
  const guardianWithStudent = async (phone: string, studentNo: string) => {
    const { userId, headers } = await t.loginAs(phone);
    const studentId = await insertStudent(db, { groupId: school, lineId: line, guardianUserId: userId, guardianPhone: phone, studentNo });
    return { headers, studentId };
  };

  const livePasses = async (studentId: number): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('student_id', '=', studentId)
          .where('term_id', '=', term)
          .where('status', 'in', ['pending', 'paid'])
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp({ MAX_PENDING_ORDERS: '20' }, { now: () => NOW });
    db = t.database.db;
    school = await insertSchool(db);
    line = (await insertSchoolLine(db, { groupId: school, code: 'S701', startsOn: '2026-09-01', endsOn: '2027-07-31', capacity: 60 })).lineId;
    term = await insertTerm(db, { groupId: school, ...TERM });
    await makeDepartures(db, NOW);
    deadlocksBefore = await deadlockCount(db);
  });
  afterAll(async () => {
    expect(await deadlockCount(db)).toBe(deadlocksBefore);
    await t.close();
  });

  it(`${BUYERS} purchases at once of the same student's pass make exactly one order; the rest are told it exists`, async () => {
    const { headers, studentId } = await guardianWithStudent('13700070001', '2024007001');
    const answers = await Promise.all(Array.from({ length: BUYERS }, () => buyPass(headers, studentId)));
    const codes = answers.map((a) => a.meta.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.filter((code) => code === errorCatalogue.termPassExists.code)).toHaveLength(BUYERS - 1);
    expect(await livePasses(studentId)).toBe(1);
    // Each school day's departure holds one seat for it, no more.
    const seats = await db.selectFrom('departures').select('seats_sold').where('line_id', '=', line).where('seats_sold', '>', 0).execute();
    expect(seats.map((s) => s.seats_sold)).toEqual(Array.from({ length: SCHOOL_DAYS }, () => 1));
  });

  it('control: without the partial unique index the same purchases at once make more than one pass', async () => {
    const { headers, studentId } = await guardianWithStudent('13700070002', '2024007002');
    const made = await withoutTermPassIndex(db, async () => {
      const answers = await Promise.all(Array.from({ length: BUYERS }, () => buyPass(headers, studentId)));
      return { held: answers.filter((a) => a.meta.code === 1).length, live: await livePasses(studentId) };
    });
    console.info(`term-pass control: ${made.held} of ${BUYERS} purchases at once held, ${made.live} live passes for one student and term without the index`);
    expect(made.held).toBeGreaterThan(1);
    expect(made.live).toBe(made.held);
  });

  it('a school day with one seat left is sold once: to the pass or to the other buyer of that day, never both', async () => {
    const { headers, studentId } = await guardianWithStudent('13700070003', '2024007003');
    const day = await db
      .updateTable('departures')
      .set({ seats_sold: sql`capacity - 1` })
      .where('line_id', '=', line)
      .where(sql<boolean>`service_date = '2026-10-12'::date`)
      .returning(['id', 'capacity'])
      .executeTakeFirstOrThrow();
    // The other buyer: a member of the school (on its staff list) buying that day for a passenger of theirs.
    const phone = '13700070009';
    await db.insertInto('group_staff').values({ group_id: school, phone }).execute();
    const other = await t.loginAs(phone);
    const added = await t.app.inject({
      method: 'POST',
      url: `${ApiPrefix.api}/passenger/add`,
      headers: { ...other.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: '赵老师', idNumber: TEST_ID_NUMBERS[1] }),
    });
    const passengerId = String(added.json().data.passengerId);
    const [pass, order] = await Promise.all([
      buyPass(headers, studentId),
      call(orderCreate, other.headers, { lineId: String(line), boardSeq: 0, alightSeq: 2, departureIds: [String(day.id)], passengerIds: [passengerId], userCouponId: null, expectedPayableCents: 200 }),
    ]);
    expect([pass.meta.code, order.meta.code].filter((code) => code === 1), `${pass.meta.desc} / ${order.meta.desc}`).toHaveLength(1);
    expect([pass.meta.code, order.meta.code]).toContain(errorCatalogue.seatsSoldOut.code);
    const after = await db.selectFrom('departures').select('seats_sold').where('id', '=', day.id).executeTakeFirstOrThrow();
    expect(after.seats_sold).toBe(day.capacity);
  });
});
