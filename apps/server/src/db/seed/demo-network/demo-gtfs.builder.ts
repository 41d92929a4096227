import gcoord from 'gcoord';
import { lngLatMeters, type LngLat } from '../../../lib/geo';
import type { DemoLine } from './demo-line';
import { demoAgencies, demoLines, demoStations } from './demo-network';
import { demoServices, type DemoService } from './demo-services';

/** Runs between stops at about 40 km/h plus a minute at the stop, kept to 2-8 minutes. */
export const segmentMinutes = (a: LngLat, b: LngLat): number =>
  Math.min(8, Math.max(2, Math.round((lngLatMeters(a, b) / 1000) * 1.5 + 1)));

const pointOf = (stopId: string): LngLat => {
  const station = demoStations[stopId];
  if (!station) throw new Error(`demo network: unknown stop ${stopId}`);
  return [station.lng, station.lat];
};

const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const csv = (header: string[], rows: (string | number)[][]): string =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';

/** The feed is WGS-84; the definition is GCJ-02, and the importer converts back. */
const wgs84 = ([lng, lat]: LngLat): [string, string] => {
  const [wLng, wLat] = gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.WGS84);
  return [wLat.toFixed(6), wLng.toFixed(6)];
};

const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const compactDate = (date: string): string => date.replaceAll('-', '');

/** Minutes from the first stop to each stop. */
export const stopOffsets = (line: DemoLine): number[] =>
  line.stops.reduce<number[]>((offsets, stopId, i) => {
    const previous = line.stops[i - 1];
    offsets.push(previous === undefined ? 0 : (offsets[i - 1] ?? 0) + segmentMinutes(pointOf(previous), pointOf(stopId)));
    return offsets;
  }, []);

/** The stops, with a slight bend in long segments so that the drawn route is not a ruler line. */
const shapeOf = (line: DemoLine): LngLat[] =>
  line.stops.flatMap((stopId, i): LngLat[] => {
    const here = pointOf(stopId);
    const nextId = line.stops[i + 1];
    if (nextId === undefined) return [here];
    const next = pointOf(nextId);
    if (lngLatMeters(here, next) < 3000) return [here];
    const side = i % 2 === 0 ? 0.04 : -0.04;
    const bend: LngLat = [
      (here[0] + next[0]) / 2 - (next[1] - here[1]) * side,
      (here[1] + next[1]) / 2 + (next[0] - here[0]) * side,
    ];
    return [here, bend];
  });

const centsOf = (yuan: string): number => Math.round(Number(yuan) * 100);
const tripIdOf = (line: DemoLine, time: string): string => `${line.routeId}-${time.replace(':', '')}`;
const shapeIdOf = (line: DemoLine): string => `${line.routeId}-shape`;
const fareIdOf = (line: DemoLine): string => `CNY-${centsOf(line.price)}`;
const byFirst = <T extends unknown[]>([a]: T, [b]: T): number => String(a).localeCompare(String(b));

type Table = [header: string[], rows: (string | number)[][]];

const serviceRow = (id: string, service: DemoService): (string | number)[] => [
  id,
  ...Array.from({ length: 7 }, (_, bit) => (service.weekdays >> bit) & 1),
  compactDate(service.startDate),
  compactDate(service.endDate),
  service.followsCnWorkdays ? 1 : 0,
];

const stopsTable = (): Table => [
  ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'location_type', 'udian_alias', 'udian_city_id'],
  Object.entries(demoStations).map(([id, s]) => [id, s.name, ...wgs84([s.lng, s.lat]), 0, s.alias ?? '', s.cityId ?? '']),
];

const routesTable = (): Table => [
  ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_desc', 'route_type', 'route_color',
    'route_text_color', 'udian_line_type', 'udian_price_cents', 'udian_white_list', 'udian_reverse_route_id'],
  demoLines.map((l) => [
    l.routeId, l.agencyId, l.code, l.name, l.description, 3, l.color, 'FFFFFF', l.type,
    l.priceIn === 'extension' ? centsOf(l.price) : '', l.isWhiteList ? 1 : 0, l.reverseRouteId ?? '',
  ]),
];

const tripsTable = (): Table => [
  ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'shape_id', 'udian_capacity'],
  demoLines.flatMap((l) => {
    const headsign = demoStations[l.stops.at(-1) ?? '']?.name ?? '';
    return l.times.map((t) => [l.routeId, l.service, tripIdOf(l, t), headsign, shapeIdOf(l), l.capacity]);
  }),
];

/** Commute style: the first half of the stops take passengers on only, the rest let them off only. */
const stopTimesOf = (line: DemoLine, time: string): (string | number)[][] => {
  const offsets = stopOffsets(line);
  const boardingStops = Math.ceil(line.stops.length / 2);
  return line.stops.map((stopId, i) => {
    const clockTime = clock(minutesOf(time) + (offsets[i] ?? 0));
    const noPickup = line.isBoardThenAlight && i >= boardingStops ? 1 : 0;
    const noDropOff = line.isBoardThenAlight && i < boardingStops ? 1 : 0;
    return [tripIdOf(line, time), clockTime, clockTime, stopId, i + 1, noPickup, noDropOff];
  });
};

const stopTimesTable = (): Table => [
  ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'pickup_type', 'drop_off_type'],
  demoLines.flatMap((l) => l.times.flatMap((t) => stopTimesOf(l, t))),
];

const calendarTable = (): Table => [
  ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date',
    'udian_follows_cn_workdays'],
  Object.entries(demoServices).map(([id, service]) => serviceRow(id, service)),
];

const calendarDatesTable = (): Table => [
  ['service_id', 'date', 'exception_type'],
  Object.entries(demoServices).flatMap(([id, service]) =>
    [...service.exceptions].sort(byFirst).map(([day, isRunning]) => [id, compactDate(day), isRunning ? 1 : 2]),
  ),
];

const shapesTable = (): Table => [
  ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'],
  demoLines.flatMap((l) => shapeOf(l).map((point, i) => [shapeIdOf(l), ...wgs84(point), i + 1])),
];

/** One fare per price; the Nanjing lines carry theirs in udian_price_cents instead. */
const fareLines = () => demoLines.filter((l) => l.priceIn === 'fare');

const fareAttributesTable = (): Table => [
  ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers'],
  [...new Map(fareLines().map((l) => [fareIdOf(l), l.price]))].sort(byFirst).map(([id, price]) => [id, price, 'CNY', 1, 0]),
];

const tables: Record<string, () => Table> = {
  'agency.txt': () => [
    ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang', 'agency_phone'],
    demoAgencies.map((a) => [a.agencyId, a.name, a.url, 'Asia/Shanghai', 'zh', a.phone]),
  ],
  'stops.txt': stopsTable,
  'routes.txt': routesTable,
  'trips.txt': tripsTable,
  'stop_times.txt': stopTimesTable,
  'calendar.txt': calendarTable,
  'calendar_dates.txt': calendarDatesTable,
  'shapes.txt': shapesTable,
  'fare_attributes.txt': fareAttributesTable,
  'fare_rules.txt': () => [['fare_id', 'route_id'], fareLines().map((l) => [fareIdOf(l), l.routeId])],
};

/** The demo network as GTFS files (name → text), the same every time it is built. */
export const buildDemoGtfs = (): Map<string, string> =>
  new Map(Object.entries(tables).map(([name, table]) => [name, csv(...table())]));
