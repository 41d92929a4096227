import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { HolidayLinesData, HolidaysData } from '@udian/contracts/endpoints/lines/holiday-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCities } from '../../../db/seed/demo-cities';
import { holidayLinesFeed } from '../../../db/seed/demo-holiday-lines';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';
import { syncCnCalendar } from '../calendar/calendar.service';
import { ensureDepartureHorizon } from '../departure-horizon/departure-horizon';
import { importGtfsFeed } from '../gtfs/gtfs-import.service';
import { parseGtfsFeed } from '../gtfs/gtfs.parser';

/**
 * 假日专线 by holiday (decision 053), on the demo's holiday-only lines (H605 in Shenzhen, H801 in Nanjing,
 * calendar_dates on every official day off) and a feed of three more Shenzhen lines:
 *   H699 (holiday type, every day), H698 (holiday type, workdays: off on public holidays), C100 (commute, every day).
 * The clock stands at 2026-12-10 10:00 in Shanghai: 元旦 (1-3 Jan 2027) is within the 30 days sold, 春节 not.
 */
const otherLines = (): Map<string, string> =>
  new Map(
    Object.entries({
      'agency.txt': ['agency_id,agency_name,agency_url,agency_timezone', 'op,测试巴士,https://bus.example,Asia/Shanghai'],
      'stops.txt': ['stop_id,stop_name,stop_lat,stop_lon', 'A,民治,22.622300,114.035700', 'B,科技园,22.543200,113.948100'],
      'routes.txt': [
        'route_id,agency_id,route_short_name,route_long_name,route_type,udian_line_type,udian_price_cents',
        'H699,op,H699,民治—科技园 每日假日线,3,holiday,500',
        'H698,op,H698,民治—科技园 工作日线,3,holiday,500',
        'C100,op,C100,民治—科技园 通勤线,3,commute,500',
      ],
      'calendar.txt': [
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date,udian_follows_cn_workdays',
        'DAILY,1,1,1,1,1,1,1,20250101,20271231,0',
        'WORK,1,1,1,1,1,0,0,20250101,20271231,1',
      ],
      'trips.txt': ['route_id,service_id,trip_id,udian_capacity', 'H699,DAILY,H699-1,20', 'H698,WORK,H698-1,20', 'C100,DAILY,C100-1,20'],
      'stop_times.txt': [
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
        ...['H699-1', 'H698-1', 'C100-1'].flatMap((trip) => [`${trip},09:00:00,09:00:00,A,1`, `${trip},09:40:00,09:40:00,B,2`]),
      ],
    }).map(([name, lines]) => [name, `${lines.join('\n')}\n`]),
  );

const clock = { now: new Date('2026-12-10T02:00:00Z') };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.now });
  const { db } = t.database;
  await db.insertInto('cities').values(demoCities).execute();
  await syncCnCalendar(db);
  await importGtfsFeed(db, parseGtfsFeed(holidayLinesFeed()));
  await importGtfsFeed(db, parseGtfsFeed(otherLines()));
  await ensureDepartureHorizon(db, clock.now);
  const lineId = async (code: string) => (await db.selectFrom('lines').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  // H605 is sold out on New Year's Day; H699's bus on 2 January is stopped.
  await db.updateTable('departures').set((eb) => ({ seats_sold: eb.ref('capacity') })).where('line_id', '=', await lineId('H605')).where('service_date', '=', '2027-01-01').execute();
  await db.updateTable('departures').set({ status: 'cancelled' }).where('line_id', '=', await lineId('H699')).where('service_date', '=', '2027-01-02').execute();
});
afterAll(async () => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app checks the answer against its contract
const get = async <T = any>(path: string, query: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: `/ydbus-api-v2${path}`, query, headers: clientHeaders });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: T; meta: { code: number; desc: string } }>();
};

describe('the coming holidays', () => {
  it('lists each holiday with the city’s holiday lines running on its days, and no other line', async () => {
    const { data } = await get<HolidaysData>('/line/holiday/list', { cityId: '440300' });
    expect(data.today).toBe('2026-12-10');
    expect(data.holidays.map((h) => h.name)).toEqual(['元旦', '春节', '清明节', '劳动节', '端午节', '中秋节', '国庆节']);
    expect(data.holidays[0]).toMatchObject({ holidayId: '2027-01-01', firstDay: '2027-01-01', lastDay: '2027-01-03', dayCount: 3, salesOpenOn: '2026-12-03', isProvisional: true });
    for (const holiday of data.holidays) expect(holiday.lines.map((l) => l.lineCode)).toEqual(['H605', 'H699']);
    expect(data.holidays[0]!.lines[0]).toMatchObject({ lineName: '宝安中心—欢乐海岸 节日专线', type: 'holiday', priceCents: 1000, startStationName: '宝安中心' });
  });

  it('answers by city, and a city without holiday lines gets its holidays with none', async () => {
    const nanjing = await get<HolidaysData>('/line/holiday/list', { cityId: '320100' });
    expect(nanjing.data.holidays[0]!.lines.map((l) => l.lineCode)).toEqual(['H801']);
    const none = await get<HolidaysData>('/line/holiday/list', { cityId: '310100' });
    expect(none.data.holidays).toHaveLength(7);
    expect(none.data.holidays.every((h) => h.lines.length === 0)).toBe(true);
  });
});

describe('one holiday’s lines', () => {
  it('gives each running day its state: on sale with seats, sold out, stopped', async () => {
    const { data, meta } = await get<HolidayLinesData>('/line/holiday/lines', { cityId: '440300', holidayId: '2027-01-01' });
    expect(meta.code).toBe(1);
    expect(data.holiday.name).toBe('元旦');
    expect(data.lines.map((l) => l.line.lineCode)).toEqual(['H605', 'H699']);
    const [h605, h699] = data.lines;
    expect(h605!.days).toEqual([
      { date: '2027-01-01', state: 'soldOut', seatsLeft: 0, salesOpenOn: '2026-12-03' },
      { date: '2027-01-02', state: 'onSale', seatsLeft: 90, salesOpenOn: '2026-12-04' },
      { date: '2027-01-03', state: 'onSale', seatsLeft: 90, salesOpenOn: '2026-12-05' },
    ]);
    expect(h699!.days.map((d) => d.state)).toEqual(['onSale', 'closed', 'onSale']);
  });

  it('says from when the days of a later holiday go on sale', async () => {
    const { data } = await get<HolidayLinesData>('/line/holiday/lines', { cityId: '440300', holidayId: '2027-02-05' });
    expect(data.holiday).toMatchObject({ name: '春节', dayCount: 10, salesOpenOn: '2027-01-07' });
    expect(data.lines[0]!.days).toHaveLength(10);
    expect(data.lines[0]!.days[1]).toEqual({ date: '2027-02-06', state: 'notYetOnSale', seatsLeft: 0, salesOpenOn: '2027-01-08' });
  });

  it('keeps the remaining days of a holiday under way', async () => {
    const saved = clock.now;
    clock.now = new Date('2027-01-02T01:00:00Z');
    try {
      const { data } = await get<HolidayLinesData>('/line/holiday/lines', { cityId: '440300', holidayId: '2027-01-01' });
      expect(data.today).toBe('2027-01-02');
      expect(data.lines.find((l) => l.line.lineCode === 'H605')!.days.map((d) => d.date)).toEqual(['2027-01-02', '2027-01-03']);
      const list = await get<HolidaysData>('/line/holiday/list', { cityId: '440300' });
      expect(list.data.holidays[0]!.name).toBe('元旦');
    } finally {
      clock.now = saved;
    }
  });

  it('refuses a day that starts no holiday, a holiday gone by and a malformed query, in Chinese', async () => {
    const unknown = await get('/line/holiday/lines', { cityId: '440300', holidayId: '2027-01-02' });
    expect(unknown.meta).toMatchObject({ code: 1004, desc: errorCatalogue.holidayNotFound.desc });
    const passed = await get('/line/holiday/lines', { cityId: '440300', holidayId: '2026-10-01' });
    expect(passed.meta).toMatchObject({ code: errorCatalogue.holidayPassed.code, desc: '国庆节（2026-10-01 至 2026-10-07）已经过去，请查看即将到来的节假日' });
    const malformed = await get('/line/holiday/lines', { cityId: '440300', holidayId: '元旦' });
    expect(malformed.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('日期格式应为 YYYY-MM-DD') });
    const noCity = await get('/line/holiday/list', {});
    expect(noCity.meta.code).toBe(1001);
  });
});
