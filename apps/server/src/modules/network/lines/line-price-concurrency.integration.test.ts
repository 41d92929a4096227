import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buy } from '../../../test/buying-helpers';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { createCalendarRepository } from '../calendar/calendar.repository';
import { createDepartureHorizon } from '../departure-horizon/departure-horizon';
import { createDepartureHorizonRepository, type DepartureHorizonRepository } from '../departure-horizon/departure-horizon.repository';
import { createLineFaresRepository } from './line-fares.repository';

/**
 * 设置票价 while passengers buy (decision 062), on a real PostgreSQL where transactions truly overlap (PGlite runs
 * one query at a time). Repricing a line's departures takes their rows in id order, the order an order holding
 * seats on several departures takes them (decision 020): the two wait for each other, never deadlock, and an
 * order keeps the price it was quoted. The control reprices in the opposite order and deadlocks.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('setting a line’s price while orders are made (PostgreSQL)', () => {
  let b: BuyingApp;
  let admin: OperatorClient;
  let phone = 13900062000;
  beforeAll(async () => {
    b = await createBuyingApp();
    admin = await operatorAs(b.t.app, b.t.database.db, 'admin', 'price-race');
  });
  afterAll(async () => b.t.close());

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** An order of one rider on M101's 08:00 runs of these fixture days, quoted then created as the page does. */
  const orderOn = async (offsets: number[]) => {
    const buyer = await b.buyer(String((phone += 1)), 1);
    const choice = { lineId: String(b.network.lines.m101), departureIds: await Promise.all(offsets.map(async (o) => String(await b.departureOn(o)))), boardSeq: 0, alightSeq: 3 };
    return buy(b, buyer, choice, { coupon: null });
  };
  const seatsOn = async (offsets: number[]): Promise<number> => {
    const ids = await Promise.all(offsets.map((o) => b.departureOn(o)));
    const rows = await b.t.database.db.selectFrom('departures').select('seats_sold').where('id', 'in', ids).execute();
    return rows.reduce((sum, r) => sum + r.seats_sold, 0);
  };
  const ticketsOf = (orderNo: string) =>
    b.t.database.db
      .selectFrom('tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .select(['t.price_cents', 'o.total_cents', 'o.payable_cents'])
      .where('o.order_no', '=', orderNo)
      .execute();

  it('orders on several departures and three price changes at once: every order whole at one price, no deadlock, no error', async () => {
    const offsets = [1, 5, 6, 7];
    const prices = [900, 1000, 1100];
    const seatsBefore = await seatsOn(offsets);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => orderOn(offsets)),
      ...prices.map(async (priceCents, i) => {
        await sleep(15 * i);
        return opsCall(b.t.app, 'POST', '/network/line/price', { headers: admin.writeHeaders, body: { lineId: String(b.network.lines.m101), priceCents } });
      }),
    ]);
    const orders = answers.slice(0, 8) as Awaited<ReturnType<typeof orderOn>>[];
    const sets = answers.slice(8) as { meta: { code: number } }[];
    expect(sets.map((s) => s.meta.code)).toEqual([1, 1, 1]);
    for (const { quote, created } of orders) {
      expect(quote.meta.code, JSON.stringify(created.meta)).toBe(1);
      // Created at the quoted price, or told the price moved meanwhile (priceChanged): nothing else.
      expect([1, 2405], JSON.stringify(created.meta)).toContain(created.meta.code);
      if (created.meta.code !== 1) continue;
      const tickets = await ticketsOf(created.data.orderNo);
      expect(tickets).toHaveLength(4);
      const unit = tickets[0]!.price_cents;
      expect(tickets.every((t) => t.price_cents === unit)).toBe(true);
      expect([800, ...prices]).toContain(unit);
      expect(tickets[0]!.total_cents).toBe(unit * 4);
      expect(created.data.payableCents).toBe(quote.data.payableCents);
    }
    const { db } = b.t.database;
    const line = await db.selectFrom('lines').select('price_cents').where('id', '=', b.network.lines.m101).executeTakeFirstOrThrow();
    const future = await db.selectFrom('departures').select('price_cents').where('line_id', '=', b.network.lines.m101).where('departs_at', '>', b.clock.now).execute();
    expect(future.every((d) => d.price_cents === line.price_cents)).toBe(true);
    // Each order held is four seats taken, and nothing else moved them: no hold half-written.
    const seatsAfter = await seatsOn(offsets);
    expect(seatsAfter - seatsBefore).toBe(4 * orders.filter(({ created }) => created.meta.code === 1).length);
  });

  it('an order arriving while the price is being set waits, then holds its seats at the price it was quoted', async () => {
    const { db } = b.t.database;
    const [first, last] = [await b.departureOn(8), await b.departureOn(10)];
    let isLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => (isLocked = resolve));
    const setting = db.transaction().execute(async (tx) => {
      await createLineFaresRepository(db).setFlatPrice(b.network.lines.m101, 1300, b.clock.now, tx);
      isLocked();
      await sleep(1_000);
    });
    await locked;
    const [order] = await Promise.all([orderOn([8, 10]), setting]);
    expect(order.created.meta.code).toBe(1);
    expect((await ticketsOf(order.created.data.orderNo)).map((t) => t.price_cents)).toEqual([order.quote.data.dates[0].unitPriceCents, order.quote.data.dates[0].unitPriceCents]);
    const after = await db.selectFrom('departures').select('price_cents').where('id', 'in', [first, last]).execute();
    expect(after.map((d) => d.price_cents)).toEqual([1300, 1300]);
  });

  it('control: repricing in the opposite order deadlocks with an order on the same departures', async () => {
    const { db } = b.t.database;
    const [first, last] = [await b.departureOn(9), await b.departureOn(10)];
    const [low, high] = first < last ? [first, last] : [last, first];
    let isLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => (isLocked = resolve));
    const setting = db.transaction().execute(async (tx) => {
      await sql`UPDATE departures SET price_cents = 1400 WHERE id = ${high}`.execute(tx);
      isLocked();
      await sleep(1_000);
      await sql`UPDATE departures SET price_cents = 1400 WHERE id = ${low}`.execute(tx);
    });
    await locked;
    const [order, control] = await Promise.allSettled([orderOn([9, 10]), setting]);
    const isOrderHeld = order.status === 'fulfilled' && order.value.created.meta.code === 1;
    const controlError = control.status === 'rejected' ? String((control.reason as Error).message) : '';
    // PostgreSQL breaks the cycle by aborting one of the two: the order or the repricing.
    expect(!isOrderHeld || /deadlock/i.test(controlError)).toBe(true);
  });

  /**
   * The departure horizon reads the lines' prices, then adds its new days: a price set in between must reach them.
   * `insert` is the horizon's insert under test; answers the prices of the line's departures still to leave.
   */
  const horizonWhileRepricing = async (lineId: number, priceCents: number, insert?: DepartureHorizonRepository['insertMissingDepartures']) => {
    const { db } = b.t.database;
    // Days past the fixture's ten, made afresh by the run.
    await db.deleteFrom('departures').where('line_id', '=', lineId).where('service_date', '>', b.network.day(10)).execute();
    const real = createDepartureHorizonRepository(db);
    const horizon = createDepartureHorizon({ calendar: createCalendarRepository(db), horizon: insert ? { ...real, insertMissingDepartures: insert } : real });
    let isLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => (isLocked = resolve));
    const setting = db.transaction().execute(async (tx) => {
      await createLineFaresRepository(db).setFlatPrice(lineId, priceCents, b.clock.now, tx);
      isLocked();
      await sleep(1_000);
    });
    await locked;
    const [added] = await Promise.all([horizon.ensure(b.clock.now), setting]);
    expect(added).toBeGreaterThan(0);
    const rows = await db.selectFrom('departures').select('price_cents').where('line_id', '=', lineId).where('departs_at', '>', b.clock.now).execute();
    return rows.map((r) => r.price_cents);
  };

  it('departures the horizon adds while the price is set take the new price', async () => {
    const prices = await horizonWhileRepricing(b.network.lines.m102, 1500);
    expect(new Set(prices)).toEqual(new Set([1500]));
  });

  it('control: a horizon inserting the prices it read leaves its new days at the old price', async () => {
    const { db } = b.t.database;
    const plain: DepartureHorizonRepository['insertMissingDepartures'] = async (rows) => {
      const added = await db.insertInto('departures').values(rows).onConflict((oc) => oc.columns(['trip_id', 'service_date']).doNothing()).returning('id').execute();
      return added.length;
    };
    const prices = await horizonWhileRepricing(b.network.lines.e201, 1600, plain);
    expect(prices).toContain(1200);
  });
});
