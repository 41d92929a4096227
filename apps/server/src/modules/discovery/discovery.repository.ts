import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { selectLineSummaries, type LineSummaryRow } from '../lines/line-summary.repository';
import type { GeoPoint } from '../stations/geo';
import { selectJsonRows } from '../stations/json-rows';
import { selectStationsWithin, type NearbyStationRow } from '../stations/stations.repository';

export type StationLineRow = NearbyStationRow & LineSummaryRow;


export const createDiscoveryRepository = (db: DbOrTx) => ({
  /**
   * The `stationLimit` nearest stations where an active line can be boarded, one row per station and line
   * (nearest station first, then by line code): one query, so that the home page's list costs one round trip.
   */
  findNearbyStationLines: (at: GeoPoint, radiusM: number, stationLimit: number, tx: DbOrTx = db): Promise<StationLineRow[]> =>
    selectJsonRows(
      tx,
      tx
        .with('near', () =>
          selectStationsWithin(tx, at, radiusM)
            .selectAll('ns')
            // Only stops where an active line can be boarded: what "near me" means for lines.
            .where(({ exists, selectFrom }) =>
              exists(
                selectFrom('line_stops as bs')
                  .innerJoin('lines as bl', 'bl.id', 'bs.line_id')
                  .select('bs.line_id')
                  .whereRef('bs.station_id', '=', 'ns.id')
                  .where('bs.can_board', '=', true)
                  .where('bl.is_active', '=', true),
              ),
            )
            .orderBy('ns.distance_m')
            .orderBy('ns.id')
            .limit(stationLimit),
        )
        .selectFrom('near')
        .innerJoin('line_stops as ls', (join) => join.onRef('ls.station_id', '=', 'near.id').on('ls.can_board', '=', true))
        .innerJoin(selectLineSummaries(tx).as('sum'), 'sum.line_id', 'ls.line_id')
        .selectAll('near')
        .selectAll('sum')
        .orderBy('near.distance_m')
        .orderBy('near.id')
        .orderBy('sum.line_code')
        .orderBy('sum.line_id'),
    ),

  /** Active lines with a boardable stop within the radius, each once with its nearest such stop, nearest first. */
  findNearbyLines: (at: GeoPoint, radiusM: number, limit: number, tx: DbOrTx = db): Promise<StationLineRow[]> =>
    selectJsonRows(
      tx,
      tx
        .with('near', () => selectStationsWithin(tx, at, radiusM).selectAll('ns'))
        .with('best', (qc) =>
          qc
            .selectFrom('near')
            .innerJoin('line_stops as ls', (join) => join.onRef('ls.station_id', '=', 'near.id').on('ls.can_board', '=', true))
            .distinctOn('ls.line_id')
            .selectAll('near')
            .select('ls.line_id as stop_line_id')
            .orderBy('ls.line_id')
            .orderBy('near.distance_m')
            .orderBy('near.id'),
        )
        .selectFrom('best')
        .innerJoin(selectLineSummaries(tx).as('sum'), 'sum.line_id', 'best.stop_line_id')
        .select(['best.id', 'best.name', 'best.alias', 'best.lng', 'best.lat', 'best.is_valid', 'best.region_id', 'best.distance_m'])
        .selectAll('sum')
        .orderBy('best.distance_m')
        .orderBy('sum.line_code')
        .orderBy('sum.line_id')
        .limit(limit),
    ),

  /**
   * A city's active lines by seats sold between two service dates, those with a boardable stop near `near`
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
      .orderBy('is_near', 'desc')
      .orderBy('seats_sold', 'desc')
      .orderBy('l.code')
      .orderBy('l.id')
      .limit(limit)
      .execute();
  },
});

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
