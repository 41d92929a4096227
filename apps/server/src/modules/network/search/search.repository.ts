import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { selectLineSummaries, type LineSummaryRow } from '../lines/line-summary.repository';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { boundingBox } from '../../../lib/geo';

/** The passenger's text for LIKE, with their own %, _ and \ taken literally (backslash is LIKE's escape). */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Contains the passenger's text, taken literally: network's one LIKE pattern for keywords (search, company lines). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
const startsWithPattern = (text: string): string => `${escapeLike(text)}%`;

export type PlaceRow = { id: number; name: string; detail: string | null; lng: number; lat: number };

export type RegionRow = {
  id: number;
  parent_id: number | null;
  city_id: number;
  code: string;
  name: string;
  level: number;
  lng: number;
  lat: number;
  path: [number, number][] | null;
  parent_name: string | null;
};

const selectRegions = (tx: DbOrTx) =>
  tx
    .selectFrom('regions as r')
    .leftJoin('regions as parent', 'parent.id', 'r.parent_id')
    .select(['r.id', 'r.parent_id', 'r.city_id', 'r.code', 'r.name', 'r.level', 'r.lng', 'r.lat', 'r.path', 'parent.name as parent_name']);

export const createSearchRepository = (db: DbOrTx) => ({
  /** Valid stations whose name or alias contains the keyword: exact names, then names starting with it, then shorter names. */
  /** cityId undefined: every city, the detail then naming the city too. */
  findStations: (cityId: number | undefined, keyword: string, limit: number, tx: DbOrTx = db): Promise<PlaceRow[]> => {
    const pattern = containsPattern(keyword);
    const detail = cityId === undefined ? sql<string>`c.name || coalesce(r.name, '')` : sql<string>`coalesce(r.name, c.name)`;
    return tx
      .selectFrom('stations as s')
      .innerJoin('cities as c', 'c.id', 's.city_id')
      .leftJoin('regions as r', 'r.id', 's.region_id')
      .select(['s.id', 's.name', 's.lng', 's.lat', detail.as('detail')])
      .$if(cityId !== undefined, (query) => query.where('s.city_id', '=', cityId!))
      .where('s.is_valid', '=', true)
      .where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.alias', 'ilike', pattern)]))
      .orderBy(sql`s.name = ${keyword}`, 'desc')
      .orderBy(sql`s.name ILIKE ${startsWithPattern(keyword)}`, 'desc')
      .orderBy(sql`char_length(s.name)`)
      .orderBy('s.name')
      .orderBy('s.id')
      .limit(limit)
      .execute();
  },

  /** The city's valid stations served by the most active lines, then by name: suggestions before typing. */
  findPopularStations: (cityId: number, limit: number, tx: DbOrTx = db): Promise<PlaceRow[]> =>
    tx
      .selectFrom('stations as s')
      .innerJoin('cities as c', 'c.id', 's.city_id')
      .leftJoin('regions as r', 'r.id', 's.region_id')
      .innerJoin('line_stops as ls', 'ls.station_id', 's.id')
      .innerJoin('lines as l', 'l.id', 'ls.line_id')
      .select(['s.id', 's.name', 's.lng', 's.lat', sql<string>`coalesce(r.name, c.name)`.as('detail')])
      .where('s.city_id', '=', cityId)
      .where('s.is_valid', '=', true)
      .where('l.is_active', '=', true)
      .groupBy(['s.id', 's.name', 's.lng', 's.lat', 'r.name', 'c.name'])
      .orderBy(sql`count(DISTINCT l.id)`, 'desc')
      .orderBy('s.name')
      .orderBy('s.id')
      .limit(limit)
      .execute(),

  /** Regions whose name contains the keyword, districts before sub-districts. */
  findRegionsByName: (cityId: number | undefined, keyword: string, limit: number, tx: DbOrTx = db): Promise<PlaceRow[]> =>
    tx
      .selectFrom('regions as r')
      .innerJoin('cities as c', 'c.id', 'r.city_id')
      .leftJoin('regions as parent', 'parent.id', 'r.parent_id')
      .select([
        'r.id',
        'r.name',
        'r.lng',
        'r.lat',
        (cityId === undefined ? sql<string>`c.name || coalesce(parent.name, '')` : sql<string>`coalesce(parent.name, c.name)`).as('detail'),
      ])
      .$if(cityId !== undefined, (query) => query.where('r.city_id', '=', cityId!))
      .where('r.name', 'ilike', containsPattern(keyword))
      .orderBy('r.level')
      .orderBy('r.code')
      .limit(limit)
      .execute(),

  /** Active lines whose code, name or a station's name contains the keyword: code matches first, then by code. */
  findLines: (cityId: number, keyword: string, limit: number, tx: DbOrTx = db): Promise<LineSummaryRow[]> => {
    const pattern = containsPattern(keyword);
    return selectLineSummaries(tx)
      .where('l.city_id', '=', cityId)
      .where(({ or, eb, exists, selectFrom }) =>
        or([
          eb('l.code', 'ilike', pattern),
          eb('l.name', 'ilike', pattern),
          exists(
            selectFrom('line_stops as ks')
              .innerJoin('stations as kst', 'kst.id', 'ks.station_id')
              .select('ks.line_id')
              .whereRef('ks.line_id', '=', 'l.id')
              .where('kst.name', 'ilike', pattern),
          ),
        ]),
      )
      .orderBy(sql`lower(l.code) = lower(${keyword})`, 'desc')
      .orderBy(sql`l.code ILIKE ${pattern} OR l.name ILIKE ${pattern}`, 'desc')
      .orderBy('l.code')
      .orderBy('l.id')
      .limit(limit)
      .execute();
  },

  findRegionsOfCity: (cityId: number, tx: DbOrTx = db): Promise<RegionRow[]> =>
    selectRegions(tx).where('r.city_id', '=', cityId).orderBy('r.level').orderBy('r.code').orderBy('r.id').execute(),

  /** Regions whose centre lies within about `radiusM` of the point (a box test: there are few regions). */
  findRegionsAround: (at: GeoPoint, radiusM: number, tx: DbOrTx = db): Promise<RegionRow[]> => {
    const box = boundingBox(at, radiusM);
    return selectRegions(tx)
      .where('r.lng', '>=', box.minLng)
      .where('r.lng', '<=', box.maxLng)
      .where('r.lat', '>=', box.minLat)
      .where('r.lat', '<=', box.maxLat)
      .execute();
  },

});

export type SearchRepository = ReturnType<typeof createSearchRepository>;
