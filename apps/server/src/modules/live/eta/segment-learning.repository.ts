import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** Segment learning's SQL (decision 028): its cursor, new positions, departures, passages and means. */
export const createSegmentLearningRepository = (db: DbOrTx) => ({
  /** Takes the job's one-row cursor, or nothing when another instance holds it (FOR UPDATE SKIP LOCKED). */
  lockCursor: (tx: DbOrTx = db) => tx.selectFrom('segment_learning_state').select('received_until').where('id', '=', 1).forUpdate().skipLocked().executeTakeFirst(),

  moveCursor: (receivedUntil: Date, at: Date, tx: DbOrTx = db) =>
    tx.updateTable('segment_learning_state').set({ received_until: receivedUntil, updated_at: at }).where('id', '=', 1).execute(),

  /** Per vehicle, the span of recorded times of the positions received in (after, until]. */
  newPositionSpans: (after: Date, until: Date, tx: DbOrTx = db) =>
    tx
      .selectFrom('vehicle_positions')
      .select(['vehicle_id', (eb) => eb.fn.min('recorded_at').as('from'), (eb) => eb.fn.max('recorded_at').as('to')])
      .where('received_at', '>', after)
      .where('received_at', '<=', until)
      .groupBy('vehicle_id')
      .orderBy('vehicle_id')
      .execute() as Promise<{ vehicle_id: number; from: Date; to: Date }[]>,

  /** The vehicle's scheduled departures leaving within [from, to], oldest first, with their line's run length. */
  departuresOf: (vehicleId: number, from: Date, to: Date, tx: DbOrTx = db) =>
    tx
      .selectFrom('departures as d')
      .select([
        'd.id',
        'd.line_id',
        'd.departs_at',
        (eb) =>
          eb
            .selectFrom('line_stops as ls')
            .select((e) => e.fn.max('ls.minutes_from_start').as('m'))
            .whereRef('ls.line_id', '=', 'd.line_id')
            .as('run_minutes'),
      ])
      .where('d.vehicle_id', '=', vehicleId)
      .where('d.status', '=', 'scheduled')
      .where('d.departs_at', '>=', from)
      .where('d.departs_at', '<=', to)
      .orderBy('d.departs_at')
      .execute(),

  positionsBetween: (vehicleId: number, from: Date, to: Date, tx: DbOrTx = db) =>
    tx
      .selectFrom('vehicle_positions')
      .select(['lng', 'lat', 'recorded_at'])
      .where('vehicle_id', '=', vehicleId)
      .where('recorded_at', '>=', from)
      .where('recorded_at', '<=', to)
      .orderBy('recorded_at')
      .execute(),

  /** Records passages (the first one seen per departure and stop wins); answers the stops that are new. */
  insertPassages: async (departureId: number, passages: { seq: number; at: Date }[], tx: DbOrTx = db): Promise<number[]> => {
    if (passages.length === 0) return [];
    const rows = await tx
      .insertInto('stop_passages')
      .values(passages.map((p) => ({ departure_id: departureId, seq: p.seq, passed_at: p.at })))
      .onConflict((oc) => oc.columns(['departure_id', 'seq']).doNothing())
      .returning('seq')
      .execute();
    return rows.map((r) => r.seq);
  },

  passagesOf: (departureId: number, tx: DbOrTx = db) =>
    tx.selectFrom('stop_passages').select(['seq', 'passed_at']).where('departure_id', '=', departureId).orderBy('seq').execute(),

  segmentStat: (lineId: number, fromSeq: number, hourOfDay: number, tx: DbOrTx = db) =>
    tx
      .selectFrom('segment_travel_times')
      .select(['mean_seconds', 'samples'])
      .where('line_id', '=', lineId)
      .where('from_seq', '=', fromSeq)
      .where('hour_of_day', '=', hourOfDay)
      .executeTakeFirst(),

  saveSegmentStat: (row: { line_id: number; from_seq: number; hour_of_day: number; mean_seconds: number; samples: number; updated_at: Date }, tx: DbOrTx = db) =>
    tx
      .insertInto('segment_travel_times')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['line_id', 'from_seq', 'hour_of_day']).doUpdateSet({
          mean_seconds: sql`excluded.mean_seconds`,
          samples: sql`excluded.samples`,
          updated_at: sql`excluded.updated_at`,
        }),
      )
      .execute(),
});

export type SegmentLearningRepository = ReturnType<typeof createSegmentLearningRepository>;
