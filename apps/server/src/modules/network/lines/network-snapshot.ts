import type { Announcement, LineDetail, LineSummary, NearbyStation, Station } from '@udian/contracts/schemas/lines';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { createStationGrid, type StationGrid } from '../stations/station-grid';
import { toAnnouncement } from './announcement.mapper';
import type { OfficialDay } from './line-calendar';
import { toLineSummary } from './line-summary.mapper';
import type { NetworkRows } from './network-read-model.repository';
import { clockOfMinutes } from '../../../time/shanghai-time';

/** What a line page shows apart from its calendar: the same for every passenger and every request. */
export type LinePage = Omit<LineDetail, 'calendar' | 'announcements'>;

export type SnapshotLine = {
  summary: LineSummary;
  page: LinePage;
  /** Newest first, with the dates to filter by at request time. */
  announcements: Announcement[];
};

export type SnapshotStation = {
  id: number;
  lng: number;
  lat: number;
  station: Station;
  /** Active lines that can be boarded here, by code: what "near me" means for lines. */
  boardable: LineSummary[];
};

export type NetworkSnapshot = {
  version: string;
  /** Every valid station. */
  stations: StationGrid<SnapshotStation>;
  /** Only the stations where an active line can be boarded: a few thousand of 100,000, for the line calls. */
  boardingStations: StationGrid<SnapshotStation>;
  /** Active lines only. */
  lines: ReadonlyMap<number, SnapshotLine>;
  officialDays: ReadonlyMap<string, OfficialDay>;
};

const byCode = (a: LineSummary, b: LineSummary): number =>
  a.lineCode < b.lineCode ? -1 : a.lineCode > b.lineCode ? 1 : Number(a.lineId) - Number(b.lineId);

const groupBy = <T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
};

/** Builds the read model from the rows of one load; the answers are the same objects the SQL version made. */
export const buildNetworkSnapshot = (version: string, rows: NetworkRows): NetworkSnapshot => {
  const stopsOf = groupBy(rows.stops, (s) => s.line_id);
  const tripsOf = groupBy(rows.trips, (t) => t.line_id);
  const noticesOf = groupBy(rows.announcements, (a) => a.line_id);

  const lines = new Map<number, SnapshotLine>();
  for (const line of rows.lines) {
    const summary = toLineSummary(line);
    const stops = stopsOf.get(line.line_id) ?? [];
    lines.set(line.line_id, {
      summary,
      page: {
        line: { ...summary, description: line.description, agencyName: line.agency_name ?? '', agencyPhone: line.agency_phone ?? '', distanceM: line.distance_m },
        stops: stops.map((stop) => ({
          seq: stop.seq,
          stationId: String(stop.station_id),
          name: stop.name,
          alias: stop.alias,
          lng: stop.lng,
          lat: stop.lat,
          minutesFromStart: stop.minutes_from_start,
          canBoard: stop.can_board,
          canAlight: stop.can_alight,
        })),
        departureTimes: [...new Set((tripsOf.get(line.line_id) ?? []).map((t) => clockOfMinutes(t.departure_minutes)))],
        // Without a surveyed route the map joins the stops in order.
        shape: line.shape ?? stops.map((stop): [number, number] => [stop.lng, stop.lat]),
        reverseLineId: line.reverse_line_id === null ? null : String(line.reverse_line_id),
      },
      announcements: (noticesOf.get(line.line_id) ?? []).map(toAnnouncement),
    });
  }

  // Each station's boardable active lines, each once (a loop line stops twice at the same station). A carpool
  // (decision 051) is one passenger's single ride, found by its own list and match, not a line boarded near me.
  const boardableAt = new Map<number, Set<number>>();
  for (const stop of rows.stops) {
    if (!stop.can_board || !lines.has(stop.line_id) || lines.get(stop.line_id)?.summary.type === 'carpool') continue;
    const set = boardableAt.get(stop.station_id) ?? new Set<number>();
    set.add(stop.line_id);
    boardableAt.set(stop.station_id, set);
  }
  const stations = rows.stations.map((row): SnapshotStation => ({
    id: row.id,
    lng: row.lng,
    lat: row.lat,
    station: { stationId: String(row.id), name: row.name, alias: row.alias, lng: row.lng, lat: row.lat, isValid: true },
    boardable: [...(boardableAt.get(row.id) ?? [])].map((id) => (lines.get(id) as SnapshotLine).summary).sort(byCode),
  }));

  return {
    version,
    stations: createStationGrid(stations),
    boardingStations: createStationGrid(stations.filter((s) => s.boardable.length > 0)),
    lines,
    officialDays: new Map(rows.officialDays.map((d) => [d.day, d])),
  };
};

const nearby = (station: Station, distanceM: number): NearbyStation => ({ ...station, distanceM });

/** Valid stations within the radius, nearest first. */
export const findNearbyStations = (snapshot: NetworkSnapshot, at: GeoPoint, radiusM: number, limit: number): NearbyStation[] =>
  snapshot.stations
    .within(at, radiusM)
    .slice(0, limit)
    .map(({ item, distanceM }) => nearby(item.station, distanceM));

/** The `limit` nearest stations where an active line can be boarded, each with those lines by code. */
export const findNearbyStationLines = (snapshot: NetworkSnapshot, at: GeoPoint, radiusM: number, limit: number) => {
  const found: { station: NearbyStation; lines: LineSummary[] }[] = [];
  for (const { item, distanceM } of snapshot.boardingStations.within(at, radiusM)) {
    if (found.length >= limit) break;
    found.push({ station: nearby(item.station, distanceM), lines: item.boardable });
  }
  return found;
};

/** Active lines with a boardable stop within the radius, each once with its nearest such stop; nearest, then by code. */
export const findNearbyLines = (snapshot: NetworkSnapshot, at: GeoPoint, radiusM: number, limit: number) => {
  const best = new Map<string, { line: LineSummary; station: Station; distanceM: number }>();
  for (const { item, distanceM } of snapshot.boardingStations.within(at, radiusM)) {
    for (const line of item.boardable) {
      if (!best.has(line.lineId)) best.set(line.lineId, { line, station: item.station, distanceM });
    }
  }
  return [...best.values()]
    .sort((a, b) => a.distanceM - b.distanceM || byCode(a.line, b.line))
    .slice(0, limit)
    .map(({ line, station, distanceM }) => ({ ...line, nearestStop: nearby(station, distanceM) }));
};
