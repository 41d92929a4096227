import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { selectLineSummaries, type LineSummaryRow } from '../lines/line-summary.repository';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { selectStationsWithin } from '../stations/stations.repository';

export type RouteMatchRow = LineSummaryRow & {
  board_id: number;
  board_name: string;
  board_alias: string;
  board_lng: number;
  board_lat: number;
  board_distance_m: number;
  alight_id: number;
  alight_name: string;
  alight_alias: string;
  alight_lng: number;
  alight_lat: number;
  alight_distance_m: number;
  walk_m: number;
  ride_minutes: number;
};

export const createRouteSearchRepository = (db: DbOrTx) => ({
  /**
   * Lines with a boardable stop within the radius of `start` and a later alightable stop within the radius
   * of `end`; per line the pair with the least walking (then the shortest ride); least walking first.
   */
  findRoutes: (start: GeoPoint, end: GeoPoint, radiusM: number, limit: number, tx: DbOrTx = db): Promise<RouteMatchRow[]> =>
    tx
      .with('board', () => selectStationsWithin(tx, start, radiusM).selectAll('ns'))
      .with('alight', () => selectStationsWithin(tx, end, radiusM).selectAll('ns'))
      .with('pairs', (qc) =>
        qc
          .selectFrom('board')
          .innerJoin('line_stops as bs', (join) => join.onRef('bs.station_id', '=', 'board.id').on('bs.can_board', '=', true))
          .innerJoin('line_stops as als', (join) =>
            join.onRef('als.line_id', '=', 'bs.line_id').onRef('als.seq', '>', 'bs.seq').on('als.can_alight', '=', true),
          )
          .innerJoin('alight', 'alight.id', 'als.station_id')
          .distinctOn('bs.line_id')
          .select([
            'bs.line_id as pair_line_id',
            'board.id as board_id',
            'board.name as board_name',
            'board.alias as board_alias',
            'board.lng as board_lng',
            'board.lat as board_lat',
            'board.distance_m as board_distance_m',
            'alight.id as alight_id',
            'alight.name as alight_name',
            'alight.alias as alight_alias',
            'alight.lng as alight_lng',
            'alight.lat as alight_lat',
            'alight.distance_m as alight_distance_m',
            sql<number>`board.distance_m + alight.distance_m`.as('walk_m'),
            sql<number>`als.minutes_from_start - bs.minutes_from_start`.as('ride_minutes'),
          ])
          .orderBy('bs.line_id')
          .orderBy(sql`board.distance_m + alight.distance_m`)
          .orderBy(sql`als.minutes_from_start - bs.minutes_from_start`)
          .orderBy('bs.seq'),
      )
      .selectFrom('pairs')
      .innerJoin(selectLineSummaries(tx).as('sum'), 'sum.line_id', 'pairs.pair_line_id')
      .selectAll('pairs')
      .selectAll('sum')
      .orderBy('pairs.walk_m')
      .orderBy('pairs.ride_minutes')
      .orderBy('sum.line_code')
      .orderBy('sum.line_id')
      .limit(limit)
      .execute(),
});

export type RouteSearchRepository = ReturnType<typeof createRouteSearchRepository>;
