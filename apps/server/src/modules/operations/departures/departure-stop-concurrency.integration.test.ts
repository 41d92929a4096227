import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { withUnguardedStops } from '../../../test/unguarded-departure-stop';
import { departureRow, opsPost, paidOrderOn, type PaidOrder } from './departure-desk.test-helpers';

/**
 * Two dispatchers stop the same departure at the same moment, on a real PostgreSQL where transactions truly
 * overlap (PGlite runs one query at a time): each ticket is refunded exactly once. The control runs a stop
 * without its guards and shows the double refunds they prevent.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('stopping a departure twice at once (PostgreSQL)', () => {
  let b: BuyingApp;
  let first: OperatorClient;
  let second: OperatorClient;
  let phone = 13900009000;
  beforeAll(async () => {
    b = await createBuyingApp();
    first = await operatorAs(b.t.app, b.t.database.db, 'dispatcher', 'race-one');
    second = await operatorAs(b.t.app, b.t.database.db, 'admin', 'race-two');
  });
  afterAll(async () => b.t.close());

  /** Three riders' paid orders (one of two riders) on the M101 08:00 run of fixture day `offset`. */
  const riders = async (offset: number): Promise<PaidOrder[]> => [
    await paidOrderOn(b, String((phone += 1)), offset, 2),
    await paidOrderOn(b, String((phone += 1)), offset, 1, { coupon: null }),
    await paidOrderOn(b, String((phone += 1)), offset, 1, { coupon: null }),
  ];

  /** Per ticket of these orders: how many refunds paid it back, and the cents refunded in all. */
  const refundedTimes = async (orders: PaidOrder[]) => {
    const ticketIds = orders.flatMap((o) => o.order.tickets.map((t) => Number(t.ticketId)));
    const rows = await b.t.database.db
      .selectFrom('tickets as t')
      .leftJoin('refund_tickets as rt', 'rt.ticket_id', 't.id')
      .select(['t.id', sql<number>`count(rt.refund_id)::integer`.as('times'), sql<number>`coalesce(sum(rt.amount_cents), 0)::integer`.as('cents')])
      .where('t.id', 'in', ticketIds)
      .groupBy('t.id')
      .execute();
    return { times: rows.map((r) => Number(r.times)), cents: rows.reduce((sum, r) => sum + Number(r.cents), 0) };
  };

  it.each([1, 5, 6, 7])('refunds each ticket exactly once (fixture day %i): one stop wins, the other is told it is stopped', async (offset) => {
    const orders = await riders(offset);
    const id = await b.departureOn(offset);
    const answers = await Promise.all([
      opsPost(b, '/departures/stop', { departureId: String(id), reason: '车辆故障' }, first.writeHeaders),
      opsPost(b, '/departures/stop', { departureId: String(id), reason: '道路封闭' }, second.writeHeaders),
    ]);
    const codes = answers.map((a) => a.meta.code).sort();
    expect(codes).toEqual([1, 4201]);
    const winner = answers.find((a) => a.meta.code === 1)!;
    expect(winner.data).toMatchObject({ refundedTickets: 4, refundedCents: orders.reduce((sum, o) => sum + o.order.payableCents, 0) });

    const { times, cents } = await refundedTimes(orders);
    expect(times).toEqual([1, 1, 1, 1]);
    expect(cents).toBe(orders.reduce((sum, o) => sum + o.order.payableCents, 0));
    const refunds = await b.t.database.db
      .selectFrom('refunds')
      .select(['order_id', 'status'])
      .where('reason', '=', 'departureCancelled')
      .where('out_refund_no', 'like', `%C${id}`)
      .execute();
    expect(refunds).toHaveLength(3);
    expect(refunds.every((r) => r.status === 'succeeded')).toBe(true);
    expect(await departureRow(b, id)).toMatchObject({ status: 'cancelled', cancel_reason: winner.data.departure.cancelReason });
    const audits = await b.t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'departure.stop').where('target_id', '=', String(id)).execute();
    expect(audits).toHaveLength(1);
  });

  it('control: without the guards, two stops at once refund the same tickets twice', async () => {
    const orders = await riders(8);
    const id = await b.departureOn(8);
    const refunded = await withUnguardedStops(b.t.database.db, async (stop) => {
      const counts = await Promise.all([stop(id, 'a'), stop(id, 'b')]);
      return { counts, ...(await refundedTimes(orders)) };
    });
    expect(refunded.counts).toEqual([4, 4]);
    expect(refunded.times).toEqual([2, 2, 2, 2]);
    expect(refunded.cents).toBe(2 * orders.reduce((sum, o) => sum + o.order.payableCents, 0));
  });
});
