import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { EARTH_RADIUS_M, type GeoPoint } from '@udian/contracts/great-circle';
import { boundingBox } from '../../../lib/geo';
import { selectJsonRows } from './json-rows';

export type StationRow = {
  id: number;
  name: string;
  alias: string;
  lng: number;
  lat: number;
  is_valid: boolean;
  region_id: number | null;
};

export type NearbyStationRow = StationRow & { distance_m: number };

/** Haversine distance in whole metres from `at` to the station aliased `s`: the SQL form of packages/contracts great-circle.ts, on its radius. */
const distanceFrom = (at: GeoPoint) => sql<number>`round(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
    power(sin(radians(s.lat - ${at.lat}::float8) / 2), 2)
    + cos(radians(${at.lat}::float8)) * cos(radians(s.lat)) * power(sin(radians(s.lng - ${at.lng}::float8) / 2), 2)))))::integer`;

/**
 * Valid stations within `radiusM` of `at`, as a query to filter, order and join further (alias `ns`).
 * The box test uses the GiST index on point(lng, lat) so that only the stations in the box get the exact
 * great-circle distance; the distance then filters (and callers order by `distance_m`, `id`).
 */
export const selectStationsWithin = (tx: DbOrTx, at: GeoPoint, radiusM: number) => {
  const box = boundingBox(at, radiusM);
  const inBox = tx
    .selectFrom('stations as s')
    .select(['s.id', 's.name', 's.alias', 's.lng', 's.lat', 's.is_valid', 's.region_id', distanceFrom(at).as('distance_m')])
    .where(
      sql<boolean>`point(s.lng, s.lat) <@ box(point(${box.minLng}::float8, ${box.minLat}::float8), point(${box.maxLng}::float8, ${box.maxLat}::float8))`,
    )
    .where('s.is_valid', '=', true)
    // OFFSET 0 keeps this subquery whole, so the distance is computed once per candidate (not again to sort).
    .offset(0);
  return tx.selectFrom(inBox.as('ns')).where('ns.distance_m', '<=', radiusM);
};

export const createStationsRepository = (db: DbOrTx) => ({
  findById: (stationId: number, tx: DbOrTx = db): Promise<StationRow | undefined> =>
    tx
      .selectFrom('stations')
      .select(['id', 'name', 'alias', 'lng', 'lat', 'is_valid', 'region_id'])
      .where('id', '=', stationId)
      .executeTakeFirst(),

  /** Valid stations within the radius, nearest first. */
  findNearby: (at: GeoPoint, radiusM: number, limit: number, tx: DbOrTx = db): Promise<NearbyStationRow[]> =>
    selectJsonRows(tx, selectStationsWithin(tx, at, radiusM).selectAll('ns').orderBy('ns.distance_m').orderBy('ns.id').limit(limit)),
});

export type StationsRepository = ReturnType<typeof createStationsRepository>;
