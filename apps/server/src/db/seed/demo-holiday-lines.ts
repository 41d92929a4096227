import gcoord from 'gcoord';
import type { DbOrTx } from '../database';
import { cnCalendarDays } from '../../modules/network/calendar/cn-calendar-days';
import { ensureDepartureHorizon } from '../../modules/network/departure-horizon/departure-horizon';
import { importGtfsFeed } from '../../modules/network/gtfs/gtfs-import.service';
import { parseGtfsFeed } from '../../modules/network/gtfs/gtfs.parser';
import { bumpNetworkVersion } from '../../modules/network/lines/network-version';
import { assignDemoVehicles } from './demo-extras';
import type { DemoLine } from './demo-network/demo-line';
import { demoAgencies, demoStations } from './demo-network/demo-network';
import { stopOffsets } from './demo-network/demo-gtfs.builder';

/**
 * Holiday lines and transit cards in the demo (decision 053).
 *
 * The demo feed's leisure lines (H601-H603) run on weekends and public holidays. These two run on public
 * holidays only: a service with no weekday and every official day off spelled out as calendar_dates, as a
 * GTFS feed must say it (GTFS has no notion of China's calendar). They come in as a small feed of their own
 * through the operators' importer, with udian_transit_card set: their drivers take a card swipe, as do the
 * leisure lines'. The departure horizon then makes their departures like any line's.
 */
const HOLIDAY_ONLY_SERVICE = 'HOLIDAYS_ONLY';
const FIRST_DAY = '20250101';
const LAST_DAY = '20271231';

type HolidayLine = Pick<DemoLine, 'routeId' | 'agencyId' | 'code' | 'name' | 'description' | 'color' | 'stops' | 'times' | 'capacity'> & {
  priceCents: number;
  plate: string;
  driver: { name: string; phone: string };
};

export const DEMO_HOLIDAY_ONLY_LINES: readonly HolidayLine[] = [
  {
    routeId: 'SZ-H605',
    agencyId: 'udian-sz',
    code: 'H605',
    name: '宝安中心—欢乐海岸 节日专线',
    description: '仅法定节假日开行：宝安中心、前海直达世界之窗、华侨城、欢乐海岸。',
    color: 'FA541C',
    stops: ['sz-baoan-zhongxin', 'sz-qianhai', 'sz-baishizhou', 'sz-shijiezhichuang', 'sz-huaqiaocheng', 'sz-huanle-haian'],
    times: ['09:00', '10:30'],
    capacity: 45,
    priceCents: 1000,
    plate: '粤B·D61605',
    driver: { name: '邓志华', phone: '13926160500' },
  },
  {
    routeId: 'NJ-H801',
    agencyId: 'udian-nj',
    code: 'H801',
    name: '南京站—夫子庙 节日专线',
    description: '仅法定节假日开行：南京站、鼓楼、新街口、大行宫直达夫子庙。',
    color: 'EB2F96',
    stops: ['nj-nanjing-zhan', 'nj-gulou', 'nj-xinjiekou', 'nj-daxinggong', 'nj-fuzimiao'],
    times: ['09:30', '13:30'],
    capacity: 37,
    priceCents: 600,
    plate: '苏A·D60801',
    driver: { name: '钱立新', phone: '13905180801' },
  },
];

/** The leisure lines of the demo feed whose drivers also take a swipe. */
export const DEMO_CARD_LINES = ['SZ-H601', 'SZ-H602', 'SZ-H603'] as const;

const csv = (rows: (string | number)[][]): string => `${rows.map((row) => row.join(',')).join('\n')}\n`;
const compact = (hhmm: string, plusMinutes: number): string => {
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + plusMinutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
};
const tripId = (line: HolidayLine, time: string) => `${line.routeId}-${time.replace(':', '')}`;

/** The two lines as a GTFS feed (file name → text), WGS-84 as GTFS is; the importer turns it back into GCJ-02. */
export const holidayLinesFeed = (): Map<string, string> => {
  const stopIds = [...new Set(DEMO_HOLIDAY_ONLY_LINES.flatMap((l) => l.stops))];
  const stop = (id: string) => {
    const station = demoStations[id];
    if (!station) throw new Error(`Demo seed: unknown stop ${id}`);
    const [lng, lat] = gcoord.transform([station.lng, station.lat], gcoord.GCJ02, gcoord.WGS84);
    return [id, station.name, lat.toFixed(6), lng.toFixed(6), station.alias ?? '', station.cityId ?? ''];
  };
  const holidays = cnCalendarDays.filter((d) => d.kind === 'holiday').map((d) => d.day.replaceAll('-', ''));
  return new Map([
    ['agency.txt', csv([['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang', 'agency_phone'], ...demoAgencies.map((a) => [a.agencyId, a.name, a.url, 'Asia/Shanghai', 'zh', a.phone])])],
    ['stops.txt', csv([['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'udian_alias', 'udian_city_id'], ...stopIds.map(stop)])],
    [
      'routes.txt',
      csv([
        ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_desc', 'route_type', 'route_color', 'udian_line_type', 'udian_price_cents', 'udian_transit_card'],
        ...DEMO_HOLIDAY_ONLY_LINES.map((l) => [l.routeId, l.agencyId, l.code, l.name, l.description, 3, l.color, 'holiday', l.priceCents, 1]),
      ]),
    ],
    [
      'calendar.txt',
      csv([
        ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date', 'udian_follows_cn_workdays'],
        [HOLIDAY_ONLY_SERVICE, 0, 0, 0, 0, 0, 0, 0, FIRST_DAY, LAST_DAY, 0],
      ]),
    ],
    ['calendar_dates.txt', csv([['service_id', 'date', 'exception_type'], ...holidays.map((day) => [HOLIDAY_ONLY_SERVICE, day, 1])])],
    [
      'trips.txt',
      csv([
        ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'udian_capacity'],
        ...DEMO_HOLIDAY_ONLY_LINES.flatMap((l) => l.times.map((t) => [l.routeId, HOLIDAY_ONLY_SERVICE, tripId(l, t), demoStations[l.stops.at(-1)!]?.name ?? '', l.capacity])),
      ]),
    ],
    [
      'stop_times.txt',
      csv([
        ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'],
        ...DEMO_HOLIDAY_ONLY_LINES.flatMap((l) => {
          const offsets = stopOffsets({ ...l, type: 'holiday', price: '0', priceIn: 'extension', isBoardThenAlight: false, service: 'DAILY' });
          return l.times.flatMap((t) => l.stops.map((id, i) => [tripId(l, t), compact(t, offsets[i] ?? 0), compact(t, offsets[i] ?? 0), id, i + 1]));
        }),
      ]),
    ],
  ]);
};

/**
 * Seeds the holiday-only lines (through the importer), their buses and departures, and the swipe on the
 * leisure lines, once. The demo network must be there (seed version 2).
 */
export const seedDemoHolidayLines = async (tx: DbOrTx, now: Date): Promise<void> => {
  // Once: a database that has them already (an operator may have changed them since) is left alone.
  const first = DEMO_HOLIDAY_ONLY_LINES[0]!.routeId;
  if (await tx.selectFrom('lines').select('id').where('external_id', '=', first).executeTakeFirst()) return;
  await importGtfsFeed(tx, parseGtfsFeed(holidayLinesFeed()));
  const lines = await tx
    .selectFrom('lines')
    .select(['id', 'external_id'])
    .where('external_id', 'in', [...DEMO_HOLIDAY_ONLY_LINES.map((l) => l.routeId), ...DEMO_CARD_LINES])
    .execute();
  const idOf = new Map(lines.map((l) => [l.external_id, l.id]));
  const missing = DEMO_CARD_LINES.filter((id) => !idOf.has(id));
  if (missing.length > 0) throw new Error(`Demo seed: lines ${missing.join(', ')} are not in the demo network`);
  await tx.updateTable('lines').set({ accepts_transit_card: true }).where('external_id', 'in', [...DEMO_CARD_LINES]).execute();
  await tx
    .insertInto('vehicles')
    .values(DEMO_HOLIDAY_ONLY_LINES.map((l) => ({ plate: l.plate, capacity: l.capacity, line_id: idOf.get(l.routeId)!, driver_name: l.driver.name, driver_phone: l.driver.phone })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await ensureDepartureHorizon(tx, now);
  await assignDemoVehicles(tx);
  await bumpNetworkVersion(tx);
};
