import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { CarpoolTable } from '../../../db/schema';
import type { BoundingBox } from '../../../lib/geo';

/**
 * A carpool as read (decision 051): its crowdfund's state and terms, its route and departure, its line's code,
 * and its one departure's seats (network's row, read in the same query: a list is filtered by seats left).
 */
export type CarpoolRow = {
  id: number;
  line_id: number;
  city_id: number;
  status: 'gathering' | 'opened' | 'failed' | 'closed';
  price_cents: number;
  seats: number;
  target: number;
  deadline: Date;
  ended_at: Date | null;
  first_day: string;
  departure_minutes: number;
  line_code: string;
  starter_id: number;
  from_name: string;
  from_lng: number;
  from_lat: number;
  to_name: string;
  to_lng: number;
  to_lat: number;
  departs_at: Date;
  distance_m: number;
  created_at: Date;
  departure_id: number | null;
  departure_status: 'scheduled' | 'cancelled' | null;
  capacity: number | null;
  seats_sold: number | null;
};

const rows = (tx: DbOrTx) =>
  tx
    .selectFrom('carpools as p')
    .innerJoin('crowdfunds as c', 'c.id', 'p.crowdfund_id')
    .innerJoin('lines as l', 'l.id', 'c.line_id')
    .leftJoin('departures as d', (join) => join.onRef('d.line_id', '=', 'c.line_id').onRef('d.service_date', '=', 'c.first_day'))
    .select([
      'c.id',
      'c.line_id',
      'c.city_id',
      'c.status',
      'c.price_cents',
      'c.seats',
      'c.target',
      'c.deadline',
      'c.ended_at',
      sql<string>`c.first_day::text`.as('first_day'),
      'c.departure_minutes',
      'l.code as line_code',
      'p.starter_id',
      'p.from_name',
      'p.from_lng',
      'p.from_lat',
      'p.to_name',
      'p.to_lng',
      'p.to_lat',
      'p.departs_at',
      'p.distance_m',
      'p.created_at',
      'd.id as departure_id',
      'd.status as departure_status',
      'd.capacity',
      'd.seats_sold',
    ]);

/** The SQL of carpools: their own rows; the crowdfund's are crowdfunds.repository's. */
export const createCarpoolsRepository = (db: DbOrTx) => ({
  insert: async (row: Insertable<CarpoolTable>, tx: DbOrTx = db): Promise<void> => {
    await tx.insertInto('carpools').values(row).execute();
  },

  findById: (id: number, tx: DbOrTx = db): Promise<CarpoolRow | undefined> => rows(tx).where('c.id', '=', id).executeTakeFirst(),

  /** The starter's own carpools still gathering (a starter has at most a few at once). Under their user lock. */
  gatheringOfStarter: async (starterId: number, tx: DbOrTx = db): Promise<number> =>
    Number(
      (
        await tx
          .selectFrom('carpools as p')
          .innerJoin('crowdfunds as c', 'c.id', 'p.crowdfund_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('p.starter_id', '=', starterId)
          .where('c.status', '=', 'gathering')
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /**
   * Carpools that may still be joined (gathering or running, not departed) setting off inside the box and, when
   * given, departing within [from, until]: the candidates the exact rules (carpool-match.ts) then judge.
   */
  candidates: (input: { box: BoundingBox; now: Date; departing?: { from: Date; until: Date }; limit: number }, tx: DbOrTx = db): Promise<CarpoolRow[]> => {
    let query = rows(tx)
      .where('c.status', 'in', ['gathering', 'opened'])
      .where('p.departs_at', '>', input.now)
      .where('p.from_lng', '>=', input.box.minLng)
      .where('p.from_lng', '<=', input.box.maxLng)
      .where('p.from_lat', '>=', input.box.minLat)
      .where('p.from_lat', '<=', input.box.maxLat);
    if (input.departing) query = query.where('p.departs_at', '>=', input.departing.from).where('p.departs_at', '<=', input.departing.until);
    return query.orderBy('p.departs_at').orderBy('c.id').limit(input.limit).execute();
  },

  /** The carpools a passenger started, joined, or ordered on (their orders are buying's: passed in as line ids), newest first. */
  ofUser: (userId: number, lineIds: readonly number[], tx: DbOrTx = db): Promise<CarpoolRow[]> =>
    rows(tx)
      .where((eb) =>
        eb.or([
          eb('p.starter_id', '=', userId),
          eb.exists(eb.selectFrom('crowdfund_joins as j').select('j.user_id').whereRef('j.crowdfund_id', '=', 'c.id').where('j.user_id', '=', userId)),
          ...(lineIds.length > 0 ? [eb('c.line_id', 'in', lineIds)] : []),
        ]),
      )
      .orderBy('p.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(100)
      .execute(),
});

export type CarpoolsRepository = ReturnType<typeof createCarpoolsRepository>;
