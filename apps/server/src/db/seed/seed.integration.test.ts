import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { createTestDatabase } from '../../test/test-database';
import { cnCalendarDays } from '../../modules/network/calendar/cn-calendar-days';
import { demoCities } from './demo-cities';
import { DEMO_HOLIDAY_ONLY_LINES } from './demo-holiday-lines';
import { seedDemoData } from './seed';

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');
// Monday 28 September 2026, 10:00 in Shanghai.
const NOW = new Date('2026-09-28T02:00:00Z');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** What a version-5 database has already: seeding it again leaves these alone. */
const SEEDED_BEFORE_DEMAND = ['coupon_templates', 'coupon_campaigns', 'invite_campaigns', 'lines'] as const;
const countIn = async (database: DatabaseHandle, table: (typeof SEEDED_BEFORE_DEMAND)[number]) =>
  Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
/** What version 9 adds to the demo feed's 35 lines and 76 trips: the holiday-only lines (decision 053). */
const HOLIDAY_ONLY_LINES = DEMO_HOLIDAY_ONLY_LINES.length;
const HOLIDAY_ONLY_TRIPS = DEMO_HOLIDAY_ONLY_LINES.reduce((n, line) => n + line.times.length, 0);
const HOLIDAY_ONLY_NANJING = DEMO_HOLIDAY_ONLY_LINES.filter((line) => line.agencyId === 'udian-nj').length;
const countOf = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db)).rows[0]?.n);

describe('migrations and demo seed', () => {
  it('migrating again applies nothing', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('seeds once on an empty database, and never twice', async () => {
    const [first, second] = await Promise.all([seedDemoData(handle.db, NOW), seedDemoData(handle.db, NOW)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await seedDemoData(handle.db, NOW)).toBe(false);
    const cities = await handle.db.selectFrom('cities').select(['id', 'name']).orderBy('sort_order').execute();
    expect(cities).toEqual([
      { id: 440300, name: '深圳市' },
      { id: 320100, name: '南京市' },
    ]);
    expect(await countOf("SELECT count(*) AS n FROM lines WHERE type <> 'carpool'")).toBe(35 + HOLIDAY_ONLY_LINES);
  });

  it('loads the network from the demo GTFS feed: 20+ Shenzhen lines over 120+ stations, and Nanjing', async () => {
    expect(await countOf('SELECT count(*) AS n FROM lines WHERE city_id = 440300')).toBeGreaterThanOrEqual(20);
    expect(await countOf('SELECT count(*) AS n FROM lines WHERE city_id = 320100')).toBe(4 + HOLIDAY_ONLY_NANJING);
    expect(
      await countOf('SELECT count(DISTINCT ls.station_id) AS n FROM line_stops ls JOIN stations s ON s.id = ls.station_id WHERE s.city_id = 440300'),
    ).toBeGreaterThanOrEqual(120);
    expect(await countOf(`SELECT count(*) AS n FROM cn_calendar_days`)).toBe(cnCalendarDays.length);
  });

  it('puts every station in its district', async () => {
    expect(await countOf('SELECT count(*) AS n FROM regions WHERE city_id = 440300')).toBe(9);
    expect(await countOf('SELECT count(*) AS n FROM stations WHERE region_id IS NULL')).toBe(0);
    const futian = await sql<{ name: string }>`
      SELECT r.name FROM stations s JOIN regions r ON r.id = s.region_id WHERE s.external_id = 'sz-futian-cbd'`.execute(handle.db);
    expect(futian.rows).toEqual([{ name: '福田区' }]);
    expect(await countOf(`SELECT count(*) AS n FROM stations s JOIN regions r ON r.id = s.region_id WHERE s.city_id <> r.city_id`)).toBe(0);
  });

  it('adds vehicles, the white list, banners with images that exist, and a notice', async () => {
    const vehicles = await handle.db.selectFrom('vehicles').select(['plate', 'driver_phone', 'line_id']).execute();
    expect(vehicles).toHaveLength(35 + HOLIDAY_ONLY_LINES);
    expect(vehicles.every((v) => /^(粤B|苏A)·D\d{5}$/.test(v.plate) && /^13\d{9}$/.test(v.driver_phone) && v.line_id !== null)).toBe(true);
    const white = await sql<{ phone: string; external_id: string }>`
      SELECT w.phone, l.external_id FROM line_whitelist w JOIN lines l ON l.id = w.line_id ORDER BY w.phone`.execute(handle.db);
    expect(white.rows.map((r) => r.phone)).toContain('13800138000');
    expect(new Set(white.rows.map((r) => r.external_id))).toEqual(new Set(['SZ-E301']));
    const banners = await handle.db.selectFrom('banners').select(['city_id', 'image_url', 'link_url']).orderBy('sort_order').execute();
    expect(banners).toHaveLength(3);
    for (const banner of banners) {
      expect(banner.city_id).toBe(440300);
      expect(banner.image_url).toMatch(/^\/banners\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join(WEB_PUBLIC, banner.image_url)), banner.image_url).toBe(true);
    }
    expect(banners[1]?.link_url).toMatch(/^\/udianbus\/app\/line\/line-info\.html\?lineId=\d+$/);
    const notices = await handle.db.selectFrom('line_announcements').select(['effective_from', 'effective_to']).execute();
    expect(notices).toEqual([{ effective_from: '2026-09-28', effective_to: '2026-10-28' }]);
  });

  it('creates 30 service days of departures for every trip, at the line price (more for the school line kept on sale to its last term day)', async () => {
    const perTrip = await sql<{ n: number; sells_until: string | null }>`
      SELECT count(d.id) AS n, l.sells_until FROM trips t JOIN lines l ON l.id = t.line_id LEFT JOIN departures d ON d.trip_id = t.id WHERE l.type <> 'carpool' GROUP BY t.id, l.sells_until`.execute(
      handle.db,
    );
    expect(perTrip.rows).toHaveLength(76 + HOLIDAY_ONLY_TRIPS);
    expect(perTrip.rows.filter((r) => r.sells_until === null).every((r) => Number(r.n) === 30)).toBe(true);
    expect(perTrip.rows.filter((r) => r.sells_until !== null).every((r) => Number(r.n) > 30)).toBe(true);
    expect(await countOf('SELECT count(*) AS n FROM departures d JOIN lines l ON l.id = d.line_id WHERE d.price_cents <> l.price_cents')).toBe(0);
    // A commute line does not run in the 国庆 week; the holiday line does.
    const onNationalDay = await sql<{ external_id: string }>`
      SELECT DISTINCT l.external_id FROM departures d JOIN lines l ON l.id = d.line_id WHERE d.service_date = '2026-10-01' ORDER BY 1`.execute(handle.db);
    expect(onNationalDay.rows.map((r) => r.external_id)).toContain('SZ-H601');
    expect(onNationalDay.rows.map((r) => r.external_id)).not.toContain('SZ-U101');
  });

  it('adds the holiday-only lines, running on public holidays alone, and the leisure lines whose drivers take a card swipe', async () => {
    const holidayLines = await sql<{ external_id: string; type: string; city_id: number; accepts_transit_card: boolean }>`
      SELECT external_id, type, city_id, accepts_transit_card FROM lines WHERE type = 'holiday' ORDER BY external_id`.execute(handle.db);
    expect(holidayLines.rows).toEqual([
      { external_id: 'NJ-H801', type: 'holiday', city_id: 320100, accepts_transit_card: true },
      { external_id: 'SZ-H601', type: 'holiday', city_id: 440300, accepts_transit_card: true },
      { external_id: 'SZ-H602', type: 'holiday', city_id: 440300, accepts_transit_card: true },
      { external_id: 'SZ-H603', type: 'holiday', city_id: 440300, accepts_transit_card: true },
      { external_id: 'SZ-H605', type: 'holiday', city_id: 440300, accepts_transit_card: true },
    ]);
    expect(await countOf('SELECT count(*) AS n FROM lines WHERE accepts_transit_card')).toBe(5);
    // H605 runs on the days of 国庆 and 元旦, never on an ordinary weekend or workday.
    const days = await sql<{ service_date: string }>`
      SELECT DISTINCT d.service_date::text AS service_date FROM departures d JOIN lines l ON l.id = d.line_id
      WHERE l.external_id = 'SZ-H605' ORDER BY 1`.execute(handle.db);
    const official = new Set(cnCalendarDays.filter((d) => d.kind === 'holiday').map((d) => d.day));
    expect(days.rows.map((r) => r.service_date)).toContain('2026-10-01');
    expect(days.rows.map((r) => r.service_date)).toContain('2027-01-01');
    expect(days.rows.every((r) => official.has(r.service_date))).toBe(true);
  });

  it('puts each line’s bus on its departures, so a ticket shows a plate and a driver', async () => {
    // (A demo carpool gets its vehicle when it runs, as the operator dispatches one: decision 051.)
    expect(await countOf("SELECT count(*) AS n FROM departures d JOIN lines l ON l.id = d.line_id WHERE d.vehicle_id IS NULL AND l.type <> 'carpool'")).toBe(0);
    expect(await countOf('SELECT count(*) AS n FROM departures d JOIN vehicles v ON v.id = d.vehicle_id WHERE v.line_id <> d.line_id')).toBe(0);
  });

  it('sells out the earliest departure of U101 on its next service day', async () => {
    const soldOut = await sql<{ external_id: string; service_date: string; departs_at: Date; seats_sold: number; capacity: number }>`
      SELECT t.external_id, d.service_date, d.departs_at, d.seats_sold, d.capacity
      FROM departures d JOIN trips t ON t.id = d.trip_id WHERE d.seats_sold > 0`.execute(handle.db);
    expect(soldOut.rows).toEqual([
      { external_id: 'SZ-U101-0700', service_date: '2026-09-29', departs_at: new Date('2026-09-28T23:00:00Z'), seats_sold: 55, capacity: 55 },
    ]);
  });
});

describe('seeding an existing database', () => {
  it('adds the network to a database seeded by version 1 (cities only), once', async () => {
    const old = await createTestDatabase();
    try {
      await old.db.insertInto('cities').values(demoCities).execute();
      await old.db.insertInto('app_meta').values({ key: 'demo_seed_version', value: '1' }).execute();
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      expect(await seedDemoData(old.db, NOW)).toBe(false);
      expect(Number((await old.db.selectFrom('lines').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '<>', 'carpool').executeTakeFirstOrThrow()).n)).toBe(35 + HOLIDAY_ONLY_LINES);
    } finally {
      await old.close();
    }
  });

  it('puts the buses on the departures of a database seeded by version 3 (before riding), keeping its coupon templates', async () => {
    const old = await createTestDatabase();
    try {
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      await old.db.updateTable('departures').set({ vehicle_id: null }).execute();
      await old.db.updateTable('app_meta').set({ value: '3' }).where('key', '=', 'demo_seed_version').execute();
      const templates = await old.db.selectFrom('coupon_templates').select('id').orderBy('id').execute();
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM departures d JOIN lines l ON l.id = d.line_id WHERE d.vehicle_id IS NULL AND l.type <> 'carpool'`.execute(old.db)).rows[0]?.n)).toBe(0);
      const after = await old.db.selectFrom('coupon_templates').select('id').orderBy('id').execute();
      expect(after.slice(0, templates.length)).toEqual(templates);
      expect(await seedDemoData(old.db, NOW)).toBe(false);
    } finally {
      await old.close();
    }
  });

  it('adds only the promotions and the OD-collection campaign to a database seeded by version 4 (before promotions)', async () => {
    const old = await createTestDatabase();
    try {
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      await old.db.deleteFrom('coupon_campaigns').execute();
      await old.db.deleteFrom('invite_campaigns').execute();
      await old.db.deleteFrom('od_campaigns').execute();
      await old.db.updateTable('app_meta').set({ value: '4' }).where('key', '=', 'demo_seed_version').execute();
      const departures = await old.db.selectFrom('departures').select(['id', 'vehicle_id']).orderBy('id').execute();
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      expect(await old.db.selectFrom('coupon_campaigns').select('id').execute()).not.toHaveLength(0);
      expect(await old.db.selectFrom('invite_campaigns').select('id').execute()).toHaveLength(1);
      expect(await old.db.selectFrom('od_campaigns').select('id').execute()).toHaveLength(1);
      expect(await old.db.selectFrom('departures').select(['id', 'vehicle_id']).orderBy('id').execute()).toEqual(departures);
      expect(await seedDemoData(old.db, NOW)).toBe(false);
    } finally {
      await old.close();
    }
  });

  it('adds only the OD-collection campaign to a database seeded by version 5 (before demand)', async () => {
    const old = await createTestDatabase();
    try {
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      await old.db.deleteFrom('od_campaigns').execute();
      await old.db.updateTable('app_meta').set({ value: '5' }).where('key', '=', 'demo_seed_version').execute();
      const before = await Promise.all(SEEDED_BEFORE_DEMAND.map((table) => countIn(old, table)));
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      expect(await old.db.selectFrom('od_campaigns').select('name').execute()).toEqual([{ name: '科技园通勤班车需求征集' }]);
      expect(await Promise.all(SEEDED_BEFORE_DEMAND.map((table) => countIn(old, table)))).toEqual(before);
      expect(await seedDemoData(old.db, NOW)).toBe(false);
    } finally {
      await old.close();
    }
  });

  it('adds only the demo enterprise to a database seeded by version 6 (before groups), and moves the network version', async () => {
    const old = await createTestDatabase();
    try {
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      await old.db.updateTable('lines').set({ group_id: null, group_payer: 'passenger', member_price_cents: 0, sells_until: null }).execute();
      await old.db.deleteFrom('groups').execute();
      await old.db.updateTable('app_meta').set({ value: '6' }).where('key', '=', 'demo_seed_version').execute();
      const version = await old.db.selectFrom('app_meta').select('value').where('key', '=', 'network_version').executeTakeFirstOrThrow();
      const before = await Promise.all(SEEDED_BEFORE_DEMAND.map((table) => countIn(old, table)));
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      expect(await old.db.selectFrom('groups').select('name').orderBy('kind').execute()).toEqual([{ name: '优点科技' }, { name: '南山外国语学校' }]);
      expect(await old.db.selectFrom('od_campaigns').select('id').execute()).toHaveLength(1);
      expect(await Promise.all(SEEDED_BEFORE_DEMAND.map((table) => countIn(old, table)))).toEqual(before);
      const after = await old.db.selectFrom('app_meta').select('value').where('key', '=', 'network_version').executeTakeFirstOrThrow();
      // Once for the enterprise's line, once for the school's.
      expect(Number(after.value)).toBe(Number(version.value) + 2);
      expect(await seedDemoData(old.db, NOW)).toBe(false);
    } finally {
      await old.close();
    }
  });

  it('adds only the demo school to a database seeded by version 7 (before schools)', async () => {
    const old = await createTestDatabase();
    try {
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      await old.db.updateTable('lines').set({ group_id: null, group_payer: 'passenger', member_price_cents: 0, sells_until: null }).where('external_id', '=', 'SZ-S501').execute();
      await old.db.deleteFrom('groups').where('kind', '=', 'school').execute();
      await old.db.updateTable('app_meta').set({ value: '7' }).where('key', '=', 'demo_seed_version').execute();
      const enterprises = await old.db.selectFrom('groups').select('id').execute();
      expect(await seedDemoData(old.db, NOW)).toBe(true);
      expect(await old.db.selectFrom('groups').select('id').where('kind', '=', 'enterprise').execute()).toEqual(enterprises);
      expect(await old.db.selectFrom('groups').select('name').where('kind', '=', 'school').execute()).toEqual([{ name: '南山外国语学校' }]);
      expect(await seedDemoData(old.db, NOW)).toBe(false);
    } finally {
      await old.close();
    }
  });

  it('seeds the demo school with its terms, S501 kept for it at ¥3 a ride (the school pays the rest) and on sale to the last term day', async () => {
    const school = await handle.db.selectFrom('groups').select(['id', 'name', 'initials']).where('kind', '=', 'school').executeTakeFirstOrThrow();
    expect(school).toMatchObject({ name: '南山外国语学校', initials: 'NSWGYXX NW' });
    const terms = await handle.db.selectFrom('school_terms').select(['name', 'starts_on', 'ends_on']).where('group_id', '=', school.id).orderBy('starts_on').execute();
    expect(terms.map((t) => t.name)).toContain('2026—2027学年第一学期');
    const line = await handle.db.selectFrom('lines').select(['group_payer', 'member_price_cents', 'sells_until']).where('external_id', '=', 'SZ-S501').executeTakeFirstOrThrow();
    expect(line).toEqual({ group_payer: 'group', member_price_cents: 300, sells_until: '2027-07-09' });
    // Beyond the 30-day horizon, S501 runs on the last term's school days, and not after it.
    const s501Days = async (from: string, to: string) =>
      countOf(`SELECT count(*) AS n FROM departures d JOIN lines l ON l.id = d.line_id WHERE l.external_id = 'SZ-S501' AND d.service_date BETWEEN '${from}' AND '${to}'`);
    expect(await s501Days('2027-06-28', '2027-07-02')).toBe(5);
    expect(await s501Days('2027-07-10', '2027-12-31')).toBe(0);
    // The winter break has no school bus.
    expect(await s501Days('2027-01-25', '2027-02-19')).toBe(0);
    expect(await countOf(`SELECT count(*) AS n FROM departures d JOIN lines l ON l.id = d.line_id WHERE l.external_id = 'SZ-S501' AND d.vehicle_id IS NULL`)).toBe(0);
  });

  it('seeds the demo enterprise in Shenzhen: found by its initials, proved by its domain, its invite code or its staff, with C401 kept for it at ¥0', async () => {
    const group = await handle.db
      .selectFrom('groups')
      .select(['id', 'kind', 'name', 'short_name', 'initials', 'city_id', 'email_domains', 'invite_code'])
      .where('kind', '=', 'enterprise')
      .executeTakeFirstOrThrow();
    expect(group).toMatchObject({ kind: 'enterprise', name: '优点科技', short_name: '优点', initials: 'YDKJ YD', city_id: 440300, email_domains: ['udian-tech.com'], invite_code: 'UDIAN2026' });
    const staff = await handle.db.selectFrom('group_staff').select('phone').where('group_id', '=', group.id).execute();
    expect(staff.length).toBeGreaterThanOrEqual(3);
    const white = await handle.db.selectFrom('line_whitelist').select('phone').execute();
    expect(staff.filter((s) => white.some((w) => w.phone === s.phone))).toEqual([]);
    const kept = await handle.db.selectFrom('lines').select(['external_id', 'type', 'group_payer', 'member_price_cents', 'is_white_list', 'is_active']).where('group_id', '=', group.id).execute();
    expect(kept).toEqual([{ external_id: 'SZ-C401', type: 'company', group_payer: 'group', member_price_cents: 0, is_white_list: false, is_active: true }]);
    expect(await countOf('SELECT count(*) AS n FROM departures d JOIN lines l ON l.id = d.line_id WHERE l.group_id IS NOT NULL')).toBeGreaterThan(0);
  });

  it('runs the OD-collection campaign for 90 days from the day of seeding, at a demo station', async () => {
    const campaigns = await handle.db
      .selectFrom('od_campaigns as c')
      .innerJoin('stations as s', 's.id', 'c.place_station_id')
      .select(['c.city_id', 'c.organizer', 'c.place_name', 'c.place_lng', 'c.place_lat', 'c.starts_at', 'c.ends_at', 'c.target', 's.name', 's.lng', 's.lat'])
      .execute();
    expect(campaigns).toHaveLength(1);
    const [campaign] = campaigns;
    expect(campaign).toMatchObject({ city_id: 440300, organizer: '科技园企业员工', place_name: campaign!.name, place_lng: campaign!.lng, place_lat: campaign!.lat, target: 200 });
    // Monday 28 September 2026 00:00 in Shanghai to the end of 26 December.
    expect(campaign!.starts_at).toEqual(new Date('2026-09-27T16:00:00Z'));
    expect(campaign!.ends_at).toEqual(new Date('2026-12-26T16:00:00Z'));
  });

  it('runs the invitation campaign for a year from the seeding, with its two coupons and Chinese rules', async () => {
    const campaigns = await handle.db
      .selectFrom('invite_campaigns as c')
      .innerJoin('coupon_templates as n', 'n.id', 'c.new_user_template_id')
      .innerJoin('coupon_templates as r', 'r.id', 'c.reward_template_id')
      .select(['c.name', 'c.starts_at', 'c.ends_at', 'c.reward_cap', 'c.rules', 'c.is_paused', 'n.name as new_user', 'r.name as reward'])
      .execute();
    expect(campaigns).toHaveLength(1);
    const [campaign] = campaigns;
    expect(campaign).toMatchObject({ name: '邀请好友，一起乘车', reward_cap: 20, is_paused: false, new_user: '好友邀请新人券', reward: '邀请有礼奖励券' });
    expect(campaign!.starts_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(campaign!.ends_at.getTime()).toBe(NOW.getTime() + 365 * 86_400_000);
    expect(campaign!.rules).toContain('首次付费乘车');
  });

  it('sells period passes on U101 and U103, their departures made through the end of next month (decision 050)', async () => {
    const passes = await sql<{ code: string; kind: string; discount_percent: number }>`
      SELECT l.code, p.kind, p.discount_percent FROM period_pass_products p JOIN lines l ON l.id = p.line_id ORDER BY l.code, p.kind`.execute(handle.db);
    expect(passes.rows).toEqual([
      { code: 'U101', kind: 'month', discount_percent: 85 },
      { code: 'U101', kind: 'week', discount_percent: 90 },
      { code: 'U103', kind: 'month', discount_percent: 88 },
    ]);
    // Seeded on 28 September 2026: October's last workday is the 30th.
    expect(await countOf(`SELECT count(*) AS n FROM departures d JOIN lines l ON l.id = d.line_id WHERE l.code = 'U103' AND d.service_date = '2026-10-30'`)).toBeGreaterThan(0);
  });

  it('leaves a database with cities of its own alone', async () => {
    const own = await createTestDatabase();
    try {
      await own.db.insertInto('cities').values({ id: 310100, name: '上海市', lng: 121.47, lat: 31.23, is_open: true, sort_order: 1 }).execute();
      expect(await seedDemoData(own.db, NOW)).toBe(false);
      expect(await own.db.selectFrom('lines').select('id').execute()).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
