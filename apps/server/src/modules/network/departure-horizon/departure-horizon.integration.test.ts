import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { demoCities } from '../../../db/seed/demo-cities';
import { syncCnCalendar } from '../calendar/calendar.service';
import { importGtfsFeed } from '../gtfs/gtfs-import.service';
import { parseGtfsFeed } from '../gtfs/gtfs.parser';
import { tinyFeed } from '../../../test/gtfs-test-feed';
import { createTestDatabase } from '../../../test/test-database';
import { ensureDepartureHorizon } from './departure-horizon';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
// Monday 28 September 2026, 10:00 in Shanghai: the 国庆 week and its make-up Saturday lie ahead.
const NOW = new Date('2026-09-28T02:00:00Z');
const nextDay = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

const departuresOf = (tripExternalId: string) =>
  db
    .selectFrom('departures as d')
    .innerJoin('trips as t', 't.id', 'd.trip_id')
    .where('t.external_id', '=', tripExternalId)
    .orderBy('d.service_date')
    .select(['d.service_date', 'd.departs_at', 'd.capacity', 'd.price_cents', 'd.seats_sold'])
    .execute();

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insertInto('cities').values(demoCities).execute();
  await syncCnCalendar(db);
  // R1 (07:00 capacity 50, 07:30 capacity 45) and R2 (18:00): Monday to Friday, following the official
  // calendar; calendar_dates: not on Thu 8 October, on Sat 10 October.
  await importGtfsFeed(db, parseGtfsFeed(tinyFeed()));
});
afterAll(() => handle.close());

describe('ensureDepartureHorizon', () => {
  it('creates the next 30 service days of every trip, two instances at once creating each once', async () => {
    const inserted = await Promise.all([ensureDepartureHorizon(db, NOW), ensureDepartureHorizon(db, NOW)]);
    expect(inserted[0] + inserted[1]).toBe(3 * 30);
    const total = await db.selectFrom('departures').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(90);
  });

  it('counts service days: skips the holidays and the removed date, includes the make-up Saturday', async () => {
    const dates = (await departuresOf('R1-0700')).map((d) => d.service_date);
    expect(dates).toHaveLength(30);
    expect(dates.slice(0, 6)).toEqual(['2026-09-28', '2026-09-29', '2026-09-30', '2026-10-09', '2026-10-10', '2026-10-12']);
    expect(dates.at(-1)).toBe('2026-11-13');
    expect(dates.filter((d) => d >= '2026-10-01' && d <= '2026-10-08')).toEqual([]);
  });

  it('departs at the trip time in Shanghai, with the trip capacity and the line price', async () => {
    const [first] = await departuresOf('R1-0700');
    expect(first).toMatchObject({ service_date: '2026-09-28', capacity: 50, price_cents: 1250, seats_sold: 0 });
    expect(first?.departs_at.toISOString()).toBe('2026-09-27T23:00:00.000Z');
    const [evening] = await departuresOf('R2-1800');
    expect(evening).toMatchObject({ capacity: 45, price_cents: 800 });
    expect(evening?.departs_at.toISOString()).toBe('2026-09-28T10:00:00.000Z');
  });

  it('never touches an existing departure, and adds nothing when the horizon is full', async () => {
    await db.updateTable('departures').set({ seats_sold: 12 }).where('service_date', '=', '2026-09-29').execute();
    await db.updateTable('lines').set({ price_cents: 9900 }).execute();
    expect(await ensureDepartureHorizon(db, NOW)).toBe(0);
    const sold = await departuresOf('R1-0730');
    expect(sold.find((d) => d.service_date === '2026-09-29')).toMatchObject({ seats_sold: 12, price_cents: 1250 });
  });

  it('rolls forward a day at a time, honouring the line exceptions', async () => {
    const r2 = await db.selectFrom('lines').select('id').where('external_id', '=', 'R2').executeTakeFirstOrThrow();
    await db.insertInto('line_exceptions').values({ line_id: r2.id, day: '2026-11-16', is_running: false, reason: '道路施工' }).execute();
    expect(await ensureDepartureHorizon(db, nextDay(1))).toBe(3);
    expect((await departuresOf('R1-0700')).at(-1)).toMatchObject({ service_date: '2026-11-16', price_cents: 9900 });
    expect((await departuresOf('R2-1800')).at(-1)?.service_date).toBe('2026-11-17');
    // Departures already made for a day that later became a line exception stay: they may hold seats.
    expect((await departuresOf('R2-1800')).some((d) => d.service_date === '2026-11-13')).toBe(true);
  });

  it('leaves inactive lines alone', async () => {
    await db.updateTable('lines').set({ is_active: false }).where('external_id', '=', 'R2').execute();
    expect(await ensureDepartureHorizon(db, nextDay(2))).toBe(2);
    expect((await departuresOf('R2-1800')).at(-1)?.service_date).toBe('2026-11-17');
  });
});
