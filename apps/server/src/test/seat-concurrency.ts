import { sql } from 'kysely';
import { pino } from 'pino';
import type { Db } from '../db/database';
import { createCouponRepository } from '../modules/buying/coupons/coupons.repository';
import { createCouponService } from '../modules/buying/coupons/coupons.service';
import { createOrderExpiry } from '../modules/buying/orders/order-expiry';
import { createOrderLifecycle } from '../modules/buying/orders/order-lifecycle';
import { createOrderViewRepository } from '../modules/buying/orders/order-view.repository';
import { createOrderRepository } from '../modules/buying/orders/orders.repository';
import { createOrdersService } from '../modules/buying/orders/orders.service';
import { createPresalesRepository } from '../modules/buying/presales/presales.repository';
import { accountsPortOf } from './accounts-port';
import type { BuyingApp } from './buying-fixture';
import { networkAccessPortOf } from './network-port';

/** What the seat races on a real PostgreSQL share (orders/seat-concurrency and group-fares-concurrency). */

/** The deadlocks PostgreSQL has counted in this database: a race must leave the count as it found it. */
export const deadlockCount = async (db: Db): Promise<number> =>
  Number((await sql<{ n: number }>`SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`.execute(db)).rows[0]!.n);

/** A departure of the race's own: the M101 08:00 run on fixture day `offset`, emptied to `seats` seats. */
export const departureWithSeats = async (b: BuyingApp, offset: number, seats: number): Promise<number> => {
  const id = await b.departureOn(offset);
  await b.t.database.db.updateTable('departures').set({ capacity: seats, seats_sold: 0 }).where('id', '=', id).execute();
  return id;
};

/**
 * Another server instance: the orders service as buying/buying.wiring.ts builds it, with its own batching of
 * orders (decision 023) and its own cache, on the same database and clock. Batches of different instances truly race.
 */
export const ordersServiceOfAnotherInstance = (b: BuyingApp) => {
  const db = b.t.database.db;
  const now = () => b.clock.now;
  const logger = pino({ level: 'silent' });
  const orders = createOrderRepository(db);
  const coupons = createCouponRepository(db);
  const lifecycle = createOrderLifecycle({ orders, coupons });
  return createOrdersService({
    db,
    config: b.t.config.buying,
    orders,
    views: createOrderViewRepository(db),
    lifecycle,
    expiry: createOrderExpiry({ db, orders, lifecycle, logger, now }),
    couponService: createCouponService({ db, accounts: accountsPortOf(db), coupons, now }),
    presales: createPresalesRepository(db),
    network: networkAccessPortOf(db),
    now,
  });
};
