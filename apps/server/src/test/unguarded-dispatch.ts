import { sql } from 'kysely';
import type { Db } from '../db/database';
import { createDispatchRepository } from '../modules/operations/dispatch/dispatch.repository';
import { TURNAROUND_MINUTES } from '../modules/operations/dispatch/dispatch.service';

/**
 * The control of the dispatch race: the assignment's own overlap check and write, without the vehicle's row
 * lock that makes two assignments of one bus take turns. The pause between the check and the write is what a
 * busy server would add. Answers whether it assigned the bus.
 */
export const assignWithoutLock = (db: Db, departureId: number, vehicleId: number): Promise<boolean> =>
  db.transaction().execute(async (tx) => {
    const dispatch = createDispatchRepository(db);
    const departure = (await dispatch.find(departureId, tx))!;
    const run = { departureId, from: departure.departs_at, to: new Date(departure.departs_at.getTime() + departure.run_minutes * 60_000), turnaroundMinutes: TURNAROUND_MINUTES };
    if (await dispatch.firstClash('vehicle_id', vehicleId, run, tx)) return false;
    await sql`SELECT pg_sleep(0.05)`.execute(tx);
    await dispatch.assign(departureId, { vehicle_id: vehicleId }, tx);
    return true;
  });
