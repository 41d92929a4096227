import type { Db } from '../db/database';
import { bumpNetworkVersion } from '../modules/network/lines/network-version';
import { addDays, shanghaiDate, shanghaiInstant } from '../time/shanghai-time';

/**
 * A small Shenzhen network for the network (lines, stations, discovery, search) tests, independent of the demo seed. Departures
 * start tomorrow so that nothing depends on the time of day the tests run. Coordinates are GCJ-02.
 *
 *   M101 (commute, 8 元): 市民中心 → 会展中心 → 车公庙 → 科技园 (alight only) → 深圳湾公园 (alight only)
 *   M102 (its return):    深圳湾公园 → 科技园 → 车公庙 (alight only) → 会展中心 (alight only) → 市民中心 (alight only)
 *   E201 (enterprise, white-listed for 13900000001): 会展中心 → 龙华中心
 *   S301 (school): 车公庙 → 科技园 → 南山中心: shares two stations with M101, so they are related
 *   X901 (inactive): 市民中心 → 龙华中心: never shown
 *   N001 (Nanjing): 新街口 → 南京南站
 */
export const FIXTURE_PHONE_WHITE = '13900000001';

export type LineNetworkFixture = Awaited<ReturnType<typeof insertLineNetwork>>;

export const SHENZHEN = { id: 440300, lng: 114.05454, lat: 22.52291 } as const;
export const NANJING = { id: 320100, lng: 118.79647, lat: 32.05838 } as const;

const stationSpecs = {
  civicCentre: { name: '市民中心', alias: '福田区政府', lng: 114.0596, lat: 22.5431, region: 'futian' },
  convention: { name: '会展中心', alias: '', lng: 114.0553, lat: 22.537, region: 'futian' },
  chegongmiao: { name: '车公庙', alias: '', lng: 114.02, lat: 22.535, region: 'futian' },
  techPark: { name: '科技园', alias: '高新园', lng: 113.9545, lat: 22.5405, region: 'nanshan' },
  bayPark: { name: '深圳湾公园', alias: '', lng: 113.95, lat: 22.51, region: 'nanshan' },
  nanshanCentre: { name: '南山中心', alias: '', lng: 113.93, lat: 22.52, region: 'nanshan' },
  longhua: { name: '龙华中心', alias: '', lng: 114.03, lat: 22.66, region: null },
  // Invalid: closer to 会展中心 than anything, and never shown.
  closed: { name: '会展中心旧站', alias: '', lng: 114.0552, lat: 22.5371, region: 'futian', isValid: false },
  // Names with LIKE's special characters, for the escaping tests.
  percent: { name: '100%巴士站', alias: '', lng: 114.1, lat: 22.6, region: null },
  underscore: { name: '测试_站', alias: '', lng: 114.11, lat: 22.61, region: null },
  xinjiekou: { name: '新街口', alias: '', lng: 118.7841, lat: 32.0416, region: null, cityId: NANJING.id },
  nanjingSouth: { name: '南京南站', alias: '', lng: 118.7974, lat: 31.968, region: null, cityId: NANJING.id },
} as const;

type StationKey = keyof typeof stationSpecs;
type StopSpec = [StationKey, minutes: number, board?: boolean, alight?: boolean];

export const insertLineNetwork = async (db: Db, now: Date = new Date()) => {
  const today = shanghaiDate(now);
  const day = (offset: number) => addDays(today, offset);

  await db
    .insertInto('cities')
    .values([
      { id: SHENZHEN.id, name: '深圳市', lng: SHENZHEN.lng, lat: SHENZHEN.lat, is_open: true, sort_order: 1 },
      { id: NANJING.id, name: '南京市', lng: NANJING.lng, lat: NANJING.lat, is_open: true, sort_order: 2 },
      { id: 310100, name: '上海市', lng: 121.4737, lat: 31.2304, is_open: false, sort_order: 0 },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const futian = await db
    .insertInto('regions')
    .values({ city_id: SHENZHEN.id, code: '440304', name: '福田区', level: 1, lng: 114.0545, lat: 22.5211, path: JSON.stringify([[113.98, 22.5], [114.1, 22.5], [114.1, 22.58], [113.98, 22.58]]) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const nanshan = await db
    .insertInto('regions')
    .values({ city_id: SHENZHEN.id, code: '440305', name: '南山区', level: 1, lng: 113.9304, lat: 22.5333 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const xiangmihu = await db
    .insertInto('regions')
    .values({ city_id: SHENZHEN.id, parent_id: futian.id, code: '440304008', name: '香蜜湖街道', level: 2, lng: 114.03, lat: 22.54 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const regionIds = { futian: futian.id, nanshan: nanshan.id };

  const stations = {} as Record<StationKey, number>;
  for (const [key, spec] of Object.entries(stationSpecs) as [StationKey, (typeof stationSpecs)[StationKey]][]) {
    const row = await db
      .insertInto('stations')
      .values({
        external_id: `fixture-${key}`,
        city_id: 'cityId' in spec ? spec.cityId : SHENZHEN.id,
        region_id: spec.region ? regionIds[spec.region] : null,
        name: spec.name,
        alias: spec.alias,
        lng: spec.lng,
        lat: spec.lat,
        is_valid: !('isValid' in spec),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stations[key] = row.id;
  }

  const agency = await db
    .insertInto('agencies')
    .values({ external_id: 'fixture-agency', name: '深圳巴士集团', phone: '0755-83226666' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = await db
    .insertInto('services')
    .values({ external_id: 'fixture-daily', weekdays: 127, start_date: day(-30), end_date: day(60) })
    .returning('id')
    .executeTakeFirstOrThrow();

  const insertLine = async (spec: {
    code: string;
    name: string;
    type: 'commute' | 'enterprise' | 'school';
    cityId?: number;
    priceCents: number;
    isWhiteList?: boolean;
    isActive?: boolean;
    shape?: [number, number][];
    stops: StopSpec[];
    tripMinutes: number[];
  }) => {
    const line = await db
      .insertInto('lines')
      .values({
        external_id: `fixture-${spec.code}`,
        city_id: spec.cityId ?? SHENZHEN.id,
        agency_id: agency.id,
        code: spec.code,
        name: spec.name,
        type: spec.type,
        price_cents: spec.priceCents,
        is_white_list: spec.isWhiteList ?? false,
        is_active: spec.isActive ?? true,
        description: `${spec.name}，工作日运营`,
        shape: spec.shape ? JSON.stringify(spec.shape) : null,
        distance_m: 12_500,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('line_stops')
      .values(
        spec.stops.map(([key, minutes, board = true, alight = true], seq) => ({
          line_id: line.id,
          seq,
          station_id: stations[key],
          minutes_from_start: minutes,
          can_board: board,
          can_alight: alight,
        })),
      )
      .execute();
    const trips: { id: number; minutes: number; capacity: number }[] = [];
    for (const [i, minutes] of spec.tripMinutes.entries()) {
      const capacity = i === 0 ? 30 : 2;
      const trip = await db
        .insertInto('trips')
        .values({ external_id: `fixture-${spec.code}-${minutes}`, line_id: line.id, service_id: service.id, departure_minutes: minutes, capacity })
        .returning('id')
        .executeTakeFirstOrThrow();
      trips.push({ id: trip.id, minutes, capacity });
    }
    return { id: line.id, trips, priceCents: spec.priceCents };
  };

  const m101 = await insertLine({
    code: 'M101',
    name: '福田—南山通勤快线',
    type: 'commute',
    priceCents: 800,
    shape: [[114.0596, 22.5431], [114.0553, 22.537], [114.02, 22.535], [113.9545, 22.5405], [113.95, 22.51]],
    stops: [['civicCentre', 0], ['convention', 5], ['chegongmiao', 15], ['techPark', 30, false], ['bayPark', 40, false]],
    tripMinutes: [480, 450],
  });
  const m102 = await insertLine({
    code: 'M102',
    name: '南山—福田通勤快线',
    type: 'commute',
    priceCents: 800,
    stops: [['bayPark', 0], ['techPark', 10], ['chegongmiao', 25, false], ['convention', 35, false], ['civicCentre', 40, false]],
    tripMinutes: [1080],
  });
  const e201 = await insertLine({
    code: 'E201',
    name: '龙华科技园专线',
    type: 'enterprise',
    priceCents: 1200,
    isWhiteList: true,
    stops: [['convention', 0], ['longhua', 35]],
    tripMinutes: [420],
  });
  const s301 = await insertLine({
    code: 'S301',
    name: '南山学校专线',
    type: 'school',
    priceCents: 500,
    stops: [['chegongmiao', 0], ['techPark', 12], ['nanshanCentre', 20]],
    tripMinutes: [400],
  });
  const x901 = await insertLine({
    code: 'X901',
    name: '已停运线路',
    type: 'commute',
    priceCents: 600,
    isActive: false,
    stops: [['civicCentre', 0], ['longhua', 30]],
    tripMinutes: [300],
  });
  const n001 = await insertLine({
    code: 'N001',
    name: '新街口—南京南站',
    type: 'commute',
    cityId: NANJING.id,
    priceCents: 600,
    stops: [['xinjiekou', 0], ['nanjingSouth', 25]],
    tripMinutes: [450],
  });
  await db.updateTable('lines').set({ reverse_line_id: m102.id }).where('id', '=', m101.id).execute();
  await db.updateTable('lines').set({ reverse_line_id: m101.id }).where('id', '=', m102.id).execute();
  await db.insertInto('line_whitelist').values({ line_id: e201.id, phone: FIXTURE_PHONE_WHITE }).execute();

  // The official calendar: a holiday (no departures) and a make-up workday inside the 30-day window.
  const holiday = day(3);
  const makeUpWorkday = day(5);
  await db
    .insertInto('cn_calendar_days')
    .values([
      { day: holiday, kind: 'holiday', name: '国庆节' },
      { day: makeUpWorkday, kind: 'workday', name: '国庆节调休' },
    ])
    .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ kind: eb.ref('excluded.kind'), name: eb.ref('excluded.name') })))
    .execute();

  // Departures on days 1..10 except the holiday. M101 is sold out on day 2 and has a cancelled run on day 4.
  const soldOutDay = day(2);
  const cancelledDay = day(4);
  const departures = [];
  const seatsSold = { M101: 1, M102: 0, E201: 1, S301: 20, X901: 25, N001: 5 } as const;
  for (const [code, line] of Object.entries({ M101: m101, M102: m102, E201: e201, S301: s301, X901: x901, N001: n001 })) {
    for (let offset = 1; offset <= 10; offset += 1) {
      const date = day(offset);
      if (date === holiday) continue;
      for (const trip of line.trips) {
        const isSoldOut = code === 'M101' && date === soldOutDay;
        departures.push({
          trip_id: trip.id,
          line_id: line.id,
          service_date: date,
          departs_at: shanghaiInstant(date, trip.minutes),
          capacity: trip.capacity,
          seats_sold: isSoldOut ? trip.capacity : Math.min(trip.capacity, seatsSold[code as keyof typeof seatsSold]),
          price_cents: line.priceCents,
          status: code === 'M101' && date === cancelledDay && trip.minutes === 480 ? ('cancelled' as const) : ('scheduled' as const),
        });
      }
    }
  }
  await db.insertInto('departures').values(departures).execute();

  const announcements = {
    current: { line_id: m101.id, title: '车公庙站临时调整', content: '因道路施工，车公庙站临时移至路口东侧 50 米。', effective_from: day(-2), effective_to: null, published_at: new Date(now.getTime() - 2 * 86_400_000) },
    upcoming: { line_id: m101.id, title: '国庆节停运', content: '国庆节当天停运一天。', effective_from: day(3), effective_to: day(3), published_at: new Date(now.getTime() - 86_400_000) },
    expired: { line_id: m101.id, title: '已结束的通知', content: '——', effective_from: day(-10), effective_to: day(-5), published_at: new Date(now.getTime() - 10 * 86_400_000) },
  };
  for (const row of Object.values(announcements)) await db.insertInto('line_announcements').values(row).execute();

  const hour = 3_600_000;
  await db
    .insertInto('banners')
    .values([
      { city_id: SHENZHEN.id, title: '长期横幅', image_url: '/banners/always.png', sort_order: 2 },
      { city_id: SHENZHEN.id, title: '国庆出行', image_url: '/banners/national-day.png', link_url: '/udianbus/app/line/line-info.html?lineId=1', sort_order: 1, starts_at: new Date(now.getTime() - hour), ends_at: new Date(now.getTime() + 24 * hour) },
      { city_id: SHENZHEN.id, title: '已结束', image_url: '/banners/old.png', sort_order: 0, ends_at: new Date(now.getTime() - hour) },
      { city_id: SHENZHEN.id, title: '未开始', image_url: '/banners/future.png', sort_order: 0, starts_at: new Date(now.getTime() + hour) },
      { city_id: NANJING.id, title: '南京横幅', image_url: '/banners/nanjing.png' },
    ])
    .execute();
  // Like every writer of the network: read models rebuild when they see the new version.
  await bumpNetworkVersion(db);

  return {
    today,
    day,
    holiday,
    makeUpWorkday,
    soldOutDay,
    cancelledDay,
    stations,
    regions: { ...regionIds, xiangmihu: xiangmihu.id },
    lines: { m101: m101.id, m102: m102.id, e201: e201.id, s301: s301.id, x901: x901.id, n001: n001.id },
    trips: { m101: m101.trips },
    agency: { name: '深圳巴士集团', phone: '0755-83226666' },
  };
};

/**
 * Groups (decision 048) written straight into the tables of migration 0016, for the tests of network and
 * buying: who may buy a group's line and what it costs are theirs to test, the groups context's own calls
 * (proofs, staff imports) are tested there.
 */
export const insertGroup = async (db: Db, spec: { name: string; kind?: 'enterprise' | 'school'; cityId?: number }): Promise<number> => {
  const row = await db
    .insertInto('groups')
    .values({ kind: spec.kind ?? 'enterprise', name: spec.name, city_id: spec.cityId ?? SHENZHEN.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

/** Phones on a group's staff list: an account with one of them is a member. */
export const addGroupStaff = async (db: Db, groupId: number, phones: readonly string[]): Promise<void> => {
  await db
    .insertInto('group_staff')
    .values(phones.map((phone) => ({ group_id: groupId, phone })))
    .onConflict((oc) => oc.columns(['group_id', 'phone']).doNothing())
    .execute();
};

/** Keeps a line for a group's members on these terms (or, groupId null, for everyone), as the console would. */
export const keepLineForGroup = async (
  db: Db,
  lineId: number,
  groupId: number | null,
  terms: { payer: 'passenger' | 'group'; memberPriceCents?: number } = { payer: 'passenger' },
): Promise<void> => {
  await db
    .updateTable('lines')
    .set({ group_id: groupId, group_payer: terms.payer, member_price_cents: terms.memberPriceCents ?? 0 })
    .where('id', '=', lineId)
    .execute();
  await bumpNetworkVersion(db);
};
