import type { DbOrTx } from '../../../db/database';
import { selectJsonRows } from '../stations/json-rows';
import type { AnnouncementRow, LineDetailRow, LineStopRow } from './line-detail.repository';
import type { OfficialDay } from './line-calendar';
import { selectLineSummaries } from './line-summary.repository';

export type ReadModelStationRow = { id: number; name: string; alias: string; lng: number; lat: number };
export type ReadModelLineStopRow = LineStopRow & { line_id: number };
export type ReadModelTripRow = { line_id: number; departure_minutes: number };

export type NetworkRows = {
  stations: ReadModelStationRow[];
  lines: LineDetailRow[];
  stops: ReadModelLineStopRow[];
  trips: ReadModelTripRow[];
  announcements: AnnouncementRow[];
  officialDays: OfficialDay[];
};

/**
 * The whole network in six queries, for the in-memory read model. Large results travel as one JSON value
 * each (selectJsonRows): 100,000 stations decode in one JSON.parse rather than 100,000 row objects.
 */
export const createNetworkReadModelRepository = (db: DbOrTx) => ({
  loadNetwork: async (today: string): Promise<NetworkRows> => {
    const activeLineIds = db.selectFrom('lines').select('id').where('is_active', '=', true);
    const [stations, lines, stops, trips, announcements, officialDays] = await Promise.all([
      // Only valid stations are ever found by a radius query.
      selectJsonRows(db, db.selectFrom('stations').select(['id', 'name', 'alias', 'lng', 'lat']).where('is_valid', '=', true)),
      selectJsonRows(
        db,
        selectLineSummaries(db)
          .leftJoin('agencies as a', 'a.id', 'l.agency_id')
          .leftJoin('lines as r', (join) => join.onRef('r.id', '=', 'l.reverse_line_id').on('r.is_active', '=', true))
          .select(['l.description', 'l.distance_m', 'l.shape', 'a.name as agency_name', 'a.phone as agency_phone', 'r.id as reverse_line_id']),
      ) as Promise<LineDetailRow[]>,
      selectJsonRows(
        db,
        db
          .selectFrom('line_stops as ls')
          .innerJoin('stations as s', 's.id', 'ls.station_id')
          .select(['ls.line_id', 'ls.seq', 'ls.station_id', 's.name', 's.alias', 's.lng', 's.lat', 'ls.minutes_from_start', 'ls.can_board', 'ls.can_alight'])
          .where('ls.line_id', 'in', activeLineIds)
          .orderBy('ls.line_id')
          .orderBy('ls.seq'),
      ),
      selectJsonRows(
        db,
        db
          .selectFrom('trips')
          .select(['line_id', 'departure_minutes'])
          .distinct()
          .where('line_id', 'in', activeLineIds)
          .orderBy('line_id')
          .orderBy('departure_minutes'),
      ),
      // Notices still in force today or later; the request's own date filters them again.
      db
        .selectFrom('line_announcements')
        .select(['id', 'line_id', 'title', 'content', 'effective_from', 'effective_to', 'published_at'])
        .where('line_id', 'in', activeLineIds)
        .where((eb) => eb.or([eb('effective_to', 'is', null), eb('effective_to', '>=', today)]))
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      selectJsonRows(db, db.selectFrom('cn_calendar_days').select(['day', 'kind', 'name'])),
    ]);
    return { stations, lines, stops, trips, announcements, officialDays };
  },
});

export type NetworkReadModelRepository = ReturnType<typeof createNetworkReadModelRepository>;
