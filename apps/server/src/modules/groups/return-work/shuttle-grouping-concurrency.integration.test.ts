import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { opsCall } from '../../../test/ops-call';
import { answers, makeShuttle, openCampaign, returnWorkCall, shanghaiToday, trip } from '../../../test/return-work-fixture';
import { deadlockCount } from '../../../test/seat-concurrency';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withUnguardedSeatTaking } from '../../../test/unguarded-seat-taking';
import { addDays } from '../../../time/shanghai-time';

/**
 * Grouping at once, on a real PostgreSQL (decision 052). Two operators putting different people on one shuttle
 * at the same moment must never seat more riders than its vehicle has: each grouping takes its riders' seats
 * through the departure's conditional update in its own transaction, and a grouping that does not fit is
 * undone whole (its people stay waiting, no ticket). The control removes that guard (take_seats reads, pauses,
 * writes): the same groupings then overfill the shuttle, so the test would notice the guard's loss. And one
 * enrolment grouped into two shuttles at once rides one of them, with one ticket.
 */
const SEATS = 10;
const GROUPINGS = 5;
const PER_GROUPING = 3;

describe.runIf(process.env.TEST_DATABASE_URL)('grouping enrolments into shuttles under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let db: Db;
  let operator: OperatorClient;
  let campaignId: string;
  let deadlocksBefore: number;
  let phoneSeq = 0;

  /** `n` people enrolled for `date`, each by their own account; answers their enrolment ids. */
  const enrolPeople = async (n: number, date: string): Promise<string[]> => {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      phoneSeq += 1;
      const { headers } = await t.loginAs(`1370000${String(phoneSeq).padStart(4, '0')}`);
      const made = await returnWorkCall(t.app, 'POST', '/returnWork/enrol', { headers, body: { campaignId, name: '并发乘客', ...trip(date), declarations: answers() } });
      if (made.meta.code !== 1) throw new Error(made.meta.desc);
      ids.push(made.data.enrolment.enrolmentId);
    }
    return ids;
  };

  const assign = (shuttleId: string, enrolmentIds: string[]) => opsCall(t.app, 'POST', '/return-work/shuttles/assign', { headers: operator.writeHeaders, body: { shuttleId, enrolmentIds } });

  const seatsOf = async (shuttleId: string) => {
    const row = await db
      .selectFrom('return_work_shuttles as s')
      .innerJoin('departures as d', 'd.id', 's.departure_id')
      .select(['d.capacity', 'd.seats_sold', (eb) => eb.selectFrom('tickets').select((e) => e.fn.countAll<number>().as('n')).whereRef('tickets.departure_id', '=', 'd.id').where('tickets.status', '=', 'valid').as('tickets')])
      .where('s.id', '=', Number(shuttleId))
      .executeTakeFirstOrThrow();
    const riders = await db.selectFrom('return_work_enrolments').select((eb) => eb.fn.countAll<number>().as('n')).where('shuttle_id', '=', Number(shuttleId)).executeTakeFirstOrThrow();
    return { capacity: row.capacity, sold: row.seats_sold, tickets: Number(row.tickets), riders: Number(riders.n) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    operator = await operatorAs(t.app, db, 'dispatcher', 'rw-race');
    campaignId = await openCampaign(t.app, db, operator);
    deadlocksBefore = await deadlockCount(db);
  });
  afterAll(async () => {
    expect(await deadlockCount(db)).toBe(deadlocksBefore);
    await t.close();
  });

  it(`${GROUPINGS} groupings of ${PER_GROUPING} people at once onto ${SEATS} seats seat at most ${SEATS}; the rest stay waiting`, async () => {
    const date = addDays(shanghaiToday(), 1);
    const shuttleId = await makeShuttle(t.app, operator, campaignId, { code: 'RACE1', date, seats: SEATS });
    const batches = await Promise.all(Array.from({ length: GROUPINGS }, () => enrolPeople(PER_GROUPING, date)));
    const answers = await Promise.all(batches.map((ids) => assign(shuttleId, ids)));
    const codes = answers.map((a) => a.meta.code);
    const seated = Math.floor(SEATS / PER_GROUPING);
    expect(codes.filter((c) => c === 1), JSON.stringify(answers.map((a) => a.meta))).toHaveLength(seated);
    expect(codes.filter((c) => c === errorCatalogue.returnWorkShuttleFull.code)).toHaveLength(GROUPINGS - seated);
    expect(await seatsOf(shuttleId)).toEqual({ capacity: SEATS, sold: seated * PER_GROUPING, tickets: seated * PER_GROUPING, riders: seated * PER_GROUPING });
    // A refused grouping left nothing behind: its people wait, with no account's order and no ticket.
    const refused = batches.filter((_, i) => codes[i] !== 1).flat().map(Number);
    const left = await db.selectFrom('return_work_enrolments').select(['status', 'order_id']).where('id', 'in', refused).execute();
    expect(left.every((row) => row.status === 'waiting' && row.order_id === null)).toBe(true);
    // The one seat left still goes, once.
    const [last, extra] = await enrolPeople(2, date).then((ids) => Promise.all(ids.map((id) => assign(shuttleId, [id]))));
    expect([last!.meta.code, extra!.meta.code].sort()).toEqual([1, errorCatalogue.returnWorkShuttleFull.code].sort());
    expect(await seatsOf(shuttleId)).toMatchObject({ sold: SEATS, tickets: SEATS, riders: SEATS });
  });

  it('control: without the conditional update the same groupings at once put more riders on the shuttle than it has seats', async () => {
    const date = addDays(shanghaiToday(), 2);
    const shuttleId = await makeShuttle(t.app, operator, campaignId, { code: 'RACE2', date, seats: SEATS });
    const batches = await Promise.all(Array.from({ length: GROUPINGS }, () => enrolPeople(PER_GROUPING, date)));
    const seated = await withUnguardedSeatTaking(db, async () => {
      const answers = await Promise.all(batches.map((ids) => assign(shuttleId, ids)));
      return answers.filter((a) => a.meta.code === 1).length * PER_GROUPING;
    });
    const after = await seatsOf(shuttleId);
    console.info(`return-work control: ${after.riders} riders on ${SEATS} seats (departure count ${after.sold}) without the guard`);
    expect(seated).toBeGreaterThan(SEATS);
    expect(after.riders).toBe(seated);
  });

  it('one enrolment grouped into two shuttles at once rides one, with one ticket', async () => {
    const date = addDays(shanghaiToday(), 3);
    const [a, b] = await Promise.all([makeShuttle(t.app, operator, campaignId, { code: 'RACE3', date, seats: 5 }), makeShuttle(t.app, operator, campaignId, { code: 'RACE4', date, seats: 5 })]);
    const [id] = await enrolPeople(1, date);
    const answers = await Promise.all([assign(a, [id!]), assign(b, [id!])]);
    expect(answers.map((x) => x.meta.code).sort()).toEqual([1, errorCatalogue.returnWorkEnrolmentTaken.code].sort());
    const tickets = await db
      .selectFrom('tickets')
      .innerJoin('return_work_shuttles as s', 's.departure_id', 'tickets.departure_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('s.id', 'in', [Number(a), Number(b)])
      .executeTakeFirstOrThrow();
    expect(Number(tickets.n)).toBe(1);
  });
});
