import { strToU8, zipSync } from 'fflate';
import gcoord from 'gcoord';
import { exportFares, fareIdOf, type ExportRoute } from './gtfs-export.fares';
import type { ExportAgencyRow, ExportLineRow, ExportLineStopRow, ExportNetworkRows, ExportTripRow } from './gtfs-export.repository';

type Cell = string | number | boolean | null;

const cell = (value: Cell): string => {
  const text = value === null ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One CSV file: a header and rows, fields with commas, quotes or line breaks quoted (RFC 4180). */
export const toCsv = (header: readonly string[], rows: readonly (readonly Cell[])[]): string =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

/** GTFS is WGS-84; the tables hold GCJ-02 (the importer converts the other way). */
const toWgs84 = ([lng, lat]: readonly [number, number]): { lat: string; lng: string } => {
  const [wLng, wLat] = gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.WGS84);
  return { lat: wLat.toFixed(6), lng: wLng.toFixed(6) };
};

/** Minutes after midnight as HH:MM:SS; hours pass 23 for runs after midnight, as GTFS has it. */
export const gtfsTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

const gtfsDate = (day: string): string => day.replaceAll('-', '');
const WEEKDAY_BITS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The product's placeholder operator, only for a network whose lines have no agency at all. */
const FALLBACK_AGENCY: ExportAgencyRow = { id: 0, external_id: 'udian', name: '优点巴士', url: 'https://udianbus.example', phone: '' };

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/**
 * The public network as GTFS files (decision 063), name → text. Pure: the same rows give the same files.
 * A line is exported when it has a stop pattern to say (two stops or more) and a trip that says it.
 */
export const writeGtfsFeed = (network: ExportNetworkRows): Map<string, string> => {
  const stopsByLine = groupBy(network.stops, (s) => s.line_id);
  const tripsByLine = groupBy(network.trips, (t) => t.line_id);
  const faresByLine = groupBy(network.fares, (f) => f.line_id);
  const lines = network.lines.filter((l) => (stopsByLine.get(l.id)?.length ?? 0) >= 2 && tripsByLine.has(l.id));
  const lineIds = new Map(lines.map((l) => [l.id, l.external_id]));
  const routeIdOf = (line: ExportLineRow) => line.route_group ?? line.external_id;
  const routes: ExportRoute[] = [...groupBy(lines, routeIdOf)].map(([routeId, routeLines]) => ({ routeId, lines: routeLines }));
  const routeIdByLine = new Map(lines.map((l) => [l.id, routeIdOf(l)]));
  const routeSizes = new Map(routes.map((r) => [r.routeId, r.lines.length]));

  const stationsById = new Map(network.stations.map((s) => [s.id, s]));
  const stationIdOf = (id: number) => stationsById.get(id)?.external_id ?? '';
  const usedStationIds = new Set(lines.flatMap((l) => (stopsByLine.get(l.id) ?? []).map((s) => s.station_id)));
  const trips: ExportTripRow[] = lines.flatMap((l) => tripsByLine.get(l.id) ?? []);
  const usedServiceIds = new Set(trips.map((t) => t.service_id));
  const services = network.services.filter((s) => usedServiceIds.has(s.id));
  const serviceIds = new Map(services.map((s) => [s.id, s.external_id]));

  const agenciesById = new Map(network.agencies.map((a) => [a.id, a]));
  // Lines made in the console have no agency: they are the first operator's.
  const defaultAgency = network.agencies[0] ?? FALLBACK_AGENCY;
  const agencyOf = (line: ExportLineRow) => (line.agency_id === null ? undefined : agenciesById.get(line.agency_id)) ?? defaultAgency;
  // In their own order (the first is the feed's publisher), those of the routes only.
  const usedAgencies = new Set(routes.map((r) => agencyOf(r.lines[0]!)));
  const urlOf = (agency: ExportAgencyRow) => agency.url || network.agencies.find((a) => a.url)?.url || FALLBACK_AGENCY.url;
  const agencies = [...network.agencies, FALLBACK_AGENCY].filter((a) => usedAgencies.has(a));

  const fares = exportFares({ routes, stopsByLine, faresByLine, stationIdOf });
  const hasPairFares = (line: ExportLineRow) => faresByLine.has(line.id);
  const shapeIdOf = (line: ExportLineRow) => (line.shape && line.shape.length >= 2 ? `${line.external_id}-shape` : '');

  const files = new Map<string, string>();
  files.set(
    'agency.txt',
    toCsv(
      ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang', 'agency_phone'],
      // agency_url is required: an operator without one shows the first operator's site.
      (agencies.length > 0 ? agencies : [defaultAgency]).map((a) => [a.external_id, a.name, urlOf(a), 'Asia/Shanghai', 'zh', a.phone]),
    ),
  );
  files.set(
    'stops.txt',
    toCsv(
      ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'zone_id', 'location_type', 'udian_alias', 'udian_city_id'],
      network.stations
        .filter((s) => usedStationIds.has(s.id))
        .map((s) => {
          const { lat, lng } = toWgs84([s.lng, s.lat]);
          return [s.external_id, s.name, lat, lng, fares.zoneStopIds.has(s.external_id) ? s.external_id : '', 0, s.alias, s.city_id];
        }),
    ),
  );
  files.set(
    'routes.txt',
    toCsv(
      [
        'route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_desc', 'route_type', 'route_color',
        'udian_line_type', 'udian_price_cents', 'udian_white_list', 'udian_transit_card', 'udian_reverse_route_id',
      ],
      routes.map(({ routeId, lines: routeLines }) => {
        const line = routeLines[0]!;
        // The reverse as a whole route, for readers of one line per route: only where both routes are one line.
        const reverseRouteId = line.reverse_line_id === null || routeLines.length > 1 ? undefined : routeIdByLine.get(line.reverse_line_id);
        const isOneLine = reverseRouteId !== undefined && routeSizes.get(reverseRouteId) === 1;
        return [
          routeId,
          agencyOf(line).external_id,
          line.code,
          line.name,
          line.description,
          3,
          line.color.replace(/^#/, ''),
          line.type,
          fares.routePrices.get(routeId) ?? null,
          false,
          line.accepts_transit_card,
          isOneLine && reverseRouteId !== routeId ? reverseRouteId : null,
        ];
      }),
    ),
  );
  files.set(
    'trips.txt',
    toCsv(
      [
        'route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id', 'shape_id', 'udian_capacity',
        'udian_line_id', 'udian_line_name', 'udian_reverse_line_id', 'udian_price_cents',
      ],
      routes.flatMap(({ routeId, lines: routeLines }) =>
        routeLines.flatMap((line) =>
          (tripsByLine.get(line.id) ?? []).map((trip) => [
            routeId,
            serviceIds.get(trip.service_id) ?? '',
            trip.external_id,
            trip.headsign,
            line.direction_id,
            shapeIdOf(line),
            trip.capacity,
            line.external_id,
            line.name,
            line.reverse_line_id === null ? null : (lineIds.get(line.reverse_line_id) ?? null),
            line.is_priced && !hasPairFares(line) ? line.price_cents : null,
          ]),
        ),
      ),
    ),
  );
  files.set('stop_times.txt', stopTimesCsv(routes, tripsByLine, stopsByLine, stationIdOf));
  files.set(
    'calendar.txt',
    toCsv(
      ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date', 'udian_follows_cn_workdays'],
      services.map((s) => [
        s.external_id,
        ...WEEKDAY_BITS.map((bit) => (s.weekdays >> bit) & 1),
        gtfsDate(s.start_date),
        gtfsDate(s.end_date),
        s.follows_cn_workdays,
      ]),
    ),
  );
  const exceptions = network.exceptions.filter((e) => serviceIds.has(e.service_id));
  if (exceptions.length > 0) {
    files.set(
      'calendar_dates.txt',
      toCsv(['service_id', 'date', 'exception_type'], exceptions.map((e) => [serviceIds.get(e.service_id) ?? '', gtfsDate(e.day), e.is_running ? 1 : 2])),
    );
  }
  const shaped = lines.filter((l) => shapeIdOf(l) !== '');
  if (shaped.length > 0) {
    files.set(
      'shapes.txt',
      toCsv(
        ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'],
        shaped.flatMap((l) => (l.shape ?? []).map((point, i) => [shapeIdOf(l), toWgs84(point).lat, toWgs84(point).lng, i + 1])),
      ),
    );
  }
  if (fares.rules.length > 0) {
    files.set(
      'fare_attributes.txt',
      toCsv(['fare_id', 'price', 'currency_type', 'payment_method', 'transfers'], fares.pricesCents.map((cents) => [fareIdOf(cents), (cents / 100).toFixed(2), 'CNY', 1, 0])),
    );
    files.set(
      'fare_rules.txt',
      toCsv(['fare_id', 'route_id', 'origin_id', 'destination_id'], fares.rules.map((r) => [r.fareId, r.routeId, r.originId, r.destinationId])),
    );
  }
  const publisher = agencies[0] ?? defaultAgency;
  const days = services.flatMap((s) => [s.start_date, s.end_date]).sort();
  files.set(
    'feed_info.txt',
    toCsv(
      ['feed_publisher_name', 'feed_publisher_url', 'feed_lang', 'feed_start_date', 'feed_end_date', 'feed_version'],
      [[publisher.name, urlOf(publisher), 'zh', days.length > 0 ? gtfsDate(days[0]!) : '', days.length > 0 ? gtfsDate(days.at(-1)!) : '', network.version]],
    ),
  );
  return files;
};

const stopTimesCsv = (
  routes: readonly ExportRoute[],
  tripsByLine: ReadonlyMap<number, readonly ExportTripRow[]>,
  stopsByLine: ReadonlyMap<number, readonly ExportLineStopRow[]>,
  stationIdOf: (id: number) => string,
): string =>
  toCsv(
    ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'pickup_type', 'drop_off_type'],
    routes.flatMap(({ lines }) =>
      lines.flatMap((line) =>
        (tripsByLine.get(line.id) ?? []).flatMap((trip) =>
          (stopsByLine.get(line.id) ?? []).map((stop) => {
            const time = gtfsTime(trip.departure_minutes + stop.minutes_from_start);
            return [trip.external_id, time, time, stationIdOf(stop.station_id), stop.seq, stop.can_board ? 0 : 1, stop.can_alight ? 0 : 1];
          }),
        ),
      ),
    ),
  );

/** The files as one zip, each dated `changedAt` (when the network last changed), so equal networks zip equal. */
export const zipGtfsFeed = (files: ReadonlyMap<string, string>, changedAt: Date): Uint8Array =>
  zipSync(Object.fromEntries([...files].map(([name, text]) => [name, strToU8(text)])), { level: 6, mtime: changedAt });
