import { pino } from 'pino';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { createOrderTaking } from '../modules/buying/buying.wiring';
import { createCouponRepository } from '../modules/buying/coupons/coupons.repository';
import { createOrderViewRepository } from '../modules/buying/orders/order-view.repository';
import { createOrderRepository } from '../modules/buying/orders/orders.repository';
import { createEtaRepository } from '../modules/live/eta/eta.repository';
import { createSegmentLearning } from '../modules/live/eta/segment-learning';
import { createSegmentLearningRepository } from '../modules/live/eta/segment-learning.repository';
import { simulateTrip } from '../modules/live/simulation/simulate-trip';
import { createLatenessRepository, type LatenessRepository } from '../modules/promotions/lateness/lateness.repository';
import { createLatenessService } from '../modules/promotions/lateness/lateness.service';
import type { PromotionsBuyingPort } from '../modules/promotions/promotions.ports';
import { rideCodeStep, signRideCode } from '../modules/riding/tickets/ride-code';
import { accountsPortOf } from './accounts-port';
import { networkAccessPortOf } from './network-port';
import type { BuyingApp } from './buying-fixture';

/**
 * Buying's port as app.ts hands it to promotions (coupons granted, each ticket's paid share), over a test
 * database: for tests that build the lateness service themselves (another instance, a control without its
 * guards), which may not reach into buying's repositories.
 */
export const promotionsBuyingPortOf = (db: Db, now?: () => Date): Pick<PromotionsBuyingPort, 'grantCoupon' | 'paidShares'> => {
  const { couponService, ordersService } = createOrderTaking({
    db,
    config: loadConfig({ NODE_ENV: 'test' }).buying,
    orders: createOrderRepository(db),
    coupons: createCouponRepository(db),
    views: createOrderViewRepository(db),
    accounts: accountsPortOf(db),
    network: networkAccessPortOf(db),
    logger: pino({ level: 'silent' }),
    now,
  });
  return { grantCoupon: couponService.grant, paidShares: ordersService.paidShares };
};

/** The lateness service as promotions.wiring.ts builds it (what the lateness-compensation job runs), on `db` with `now`. */
export const latenessServiceOf = (db: Db, now: () => Date, repository: (real: LatenessRepository) => LatenessRepository = (real) => real) =>
  createLatenessService({ db, lateness: repository(createLatenessRepository(db)), buying: promotionsBuyingPortOf(db, now), now });

/** A rider checked in at the bus, as the driver's scanner does: POST /ticket/check with the ticket's current ride code. */
export const checkInTicket = async (b: BuyingApp, buyer: { headers: Record<string, string> }, ticketId: string, departureId: number): Promise<void> => {
  const rideCode = signRideCode(b.t.config.riding.rideCodeSecret, ticketId, rideCodeStep(b.clock.now));
  const answer = await b.call('POST', '/ticket/check', { headers: buyer.headers, body: { ticketId, departureId: String(departureId), rideCode } });
  if (answer.meta.code !== 1) throw new Error(`check-in of ticket ${ticketId} failed: ${answer.meta.code} ${answer.meta.desc}`);
};

/**
 * A simulated run of `vehicleId` on the departure (decision 027's simulateTrip, seed `seed`), moved in time so
 * that the bus really reaches stop `seq` `lateSeconds` after the timetable; its positions stored as the
 * device sent them (received 5 s after each was recorded). Answers the true time at that stop.
 */
export const insertLateRun = async (
  db: Db,
  input: { lineId: number; departureId: number; vehicleId: number; departsAt: Date; seq: number; lateSeconds: number; seed: number },
): Promise<Date> => {
  await db.updateTable('departures').set({ vehicle_id: input.vehicleId }).where('id', '=', input.departureId).execute();
  const line = await db.selectFrom('lines').select('shape').where('id', '=', input.lineId).executeTakeFirstOrThrow();
  const stops = await db
    .selectFrom('line_stops as ls')
    .innerJoin('stations as s', 's.id', 'ls.station_id')
    .select(['ls.seq', 's.lng', 's.lat', 'ls.minutes_from_start'])
    .where('ls.line_id', '=', input.lineId)
    .orderBy('ls.seq')
    .execute();
  const simulate = (departsAt: Date) =>
    simulateTrip({ shape: line.shape ?? [], stops: stops.map((s) => ({ seq: s.seq, lng: s.lng, lat: s.lat, minutesFromStart: s.minutes_from_start })), departsAt, seed: input.seed });
  const scheduled = input.departsAt.getTime() + stops.find((s) => s.seq === input.seq)!.minutes_from_start * 60_000;
  const onTime = simulate(input.departsAt);
  const shiftMs = scheduled + input.lateSeconds * 1000 - onTime.arrivals.find((a) => a.seq === input.seq)!.at.getTime();
  const trip = simulate(new Date(input.departsAt.getTime() + shiftMs));
  await db
    .insertInto('vehicle_positions')
    .values(
      trip.points.map((p) => ({
        vehicle_id: input.vehicleId,
        lng: p.lng,
        lat: p.lat,
        speed_kmh: p.speedKmh,
        heading: p.heading,
        recorded_at: p.recordedAt,
        received_at: new Date(p.recordedAt.getTime() + 5_000),
      })),
    )
    .execute();
  return trip.arrivals.find((a) => a.seq === input.seq)!.at;
};

/** One run of segment learning as live.wiring.ts builds it (what the segment-learning job runs), at `at`. */
export const learnSegments = (db: Db, at: Date) => createSegmentLearning({ db, learning: createSegmentLearningRepository(db), etas: createEtaRepository(db) }).learn(at);
