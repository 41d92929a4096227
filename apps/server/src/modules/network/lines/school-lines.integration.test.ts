import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { insertSchool, insertSchoolLine } from '../../../test/school-fixture';
import { createTestDatabase } from '../../../test/test-database';
import { createCalendarRepository } from '../calendar/calendar.repository';
import { createDepartureHorizon, ensureDepartureHorizon } from '../departure-horizon/departure-horizon';
import { createDepartureHorizonRepository } from '../departure-horizon/departure-horizon.repository';
import { createSchoolLinesRepository } from './school-lines.repository';
import { createSchoolLinesService } from './school-lines.service';

/**
 * A school's lines kept on sale to its last term day (decision 049): the departure horizon makes their
 * departures beyond its 30 service days, up to lines.sells_until, by the official calendar. The clock is
 * Monday 28 September 2026, 10:00 in Shanghai, so the 30 days end in November and the term in January.
 */
const NOW = new Date('2026-09-28T02:00:00Z');

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let school: number;
let schoolLine: number;
let otherLine: number;
let refreshes = 0;

const datesOf = async (lineId: number): Promise<string[]> =>
  (
    await db
      .selectFrom('departures')
      .select(sql<string>`service_date::text`.as('day'))
      .where('line_id', '=', lineId)
      .orderBy('service_date')
      .execute()
  ).map((row) => row.day);

const service = () =>
  createSchoolLinesService({
    db,
    schoolLines: createSchoolLinesRepository(db),
    horizon: createDepartureHorizon({ horizon: createDepartureHorizonRepository(db), calendar: createCalendarRepository(db) }),
    readModel: {
      refreshIfChanged: async () => {
        refreshes += 1;
        return true;
      },
    },
    now: () => NOW,
  });

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  school = await insertSchool(db);
  schoolLine = (await insertSchoolLine(db, { groupId: school, code: 'S601', startsOn: '2026-09-01', endsOn: '2027-07-31' })).lineId;
  otherLine = (await insertSchoolLine(db, { groupId: await insertSchool(db), code: 'S602', startsOn: '2026-09-01', endsOn: '2027-07-31' })).lineId;
  await ensureDepartureHorizon(db, NOW);
});
afterAll(() => handle.close());

describe('keepOnSaleUntil', () => {
  it('without it a school line has the 30 service days of every line', async () => {
    const dates = await datesOf(schoolLine);
    expect(dates).toHaveLength(30);
    expect(dates.at(-1)! < '2026-12-01').toBe(true);
  });

  it('sets the school’s lines on sale to the day and makes their departures up to it, by the official calendar; other lines keep 30', async () => {
    await service().keepOnSaleUntil(school, '2027-01-15');
    const line = await db.selectFrom('lines').select(sql<string | null>`sells_until::text`.as('until')).where('id', '=', schoolLine).executeTakeFirstOrThrow();
    expect(line.until).toBe('2027-01-15');
    const dates = await datesOf(schoolLine);
    expect(dates.at(-1)).toBe('2027-01-15');
    // Every weekday between the 30 days and the term's end, but the official holiday (元旦, 1 January).
    expect(dates).toContain('2026-12-31');
    expect(dates).not.toContain('2027-01-01');
    expect(dates).not.toContain('2027-01-02');
    expect(dates).toContain('2027-01-04');
    expect(await datesOf(otherLine)).toHaveLength(30);
    expect(refreshes).toBe(1);
  });

  it('changes nothing when called again with the same day, and the horizon job keeps the days (idempotent)', async () => {
    const before = await datesOf(schoolLine);
    await service().keepOnSaleUntil(school, '2027-01-15');
    expect(refreshes).toBe(1);
    expect(await ensureDepartureHorizon(db, NOW)).toBe(0);
    expect(await datesOf(schoolLine)).toEqual(before);
  });

  it('null puts the lines back on the ordinary horizon; departures already made stay', async () => {
    const before = await datesOf(schoolLine);
    await service().keepOnSaleUntil(school, null);
    const line = await db.selectFrom('lines').select('sells_until').where('id', '=', schoolLine).executeTakeFirstOrThrow();
    expect(line.sells_until).toBeNull();
    expect(await datesOf(schoolLine)).toEqual(before);
    expect(refreshes).toBe(2);
  });
});
