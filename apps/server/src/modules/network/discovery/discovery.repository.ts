import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { selectLineSummaries } from '../lines/line-summary.repository';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { selectStationsWithin } from '../stations/stations.repository';

export const createDiscoveryRepository = (db: DbOrTx) => ({
  /**
   * A city's active lines (carpools aside) by seats sold between two service dates, those with a boardable stop near `near`
   * first when it is given, then by code.
   */
  findRecommended: (
    filter: { cityId: number; from: string; to: string; near?: { at: GeoPoint; radiusM: number } },
    limit: number,
    tx: DbOrTx = db,
  ) => {
    const { near } = filter;
    return selectLineSummaries(tx)
      .select((eb) => [
        eb
          .selectFrom('departures as d')
          .select(sql<number>`coalesce(sum(d.seats_sold), 0)::integer`.as('seats'))
          .whereRef('d.line_id', '=', 'l.id')
          .where('d.service_date', '>=', filter.from)
          .where('d.service_date', '<=', filter.to)
          .where('d.status', '=', 'scheduled')
          .$castTo<number>()
          .as('seats_sold'),
        near
          ? eb(
              'l.id',
              'in',
              selectStationsWithin(tx, near.at, near.radiusM)
                .innerJoin('line_stops as near_stop', 'near_stop.station_id', 'ns.id')
                .select('near_stop.line_id')
                .where('near_stop.can_board', '=', true),
            ).as('is_near')
          : sql<boolean>`false`.as('is_near'),
      ])
      .where('l.city_id', '=', filter.cityId)
      // A carpool (decision 051) is one passenger's single ride, found by its own list and match.
      .where('l.type', '!=', 'carpool')
      .orderBy('is_near', 'desc')
      .orderBy('seats_sold', 'desc')
      .orderBy('l.code')
      .orderBy('l.id')
      .limit(limit)
      .execute();
  },
});

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
