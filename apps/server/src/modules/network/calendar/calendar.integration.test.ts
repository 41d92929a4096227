import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { createTestDatabase } from '../../../test/test-database';
import { createCalendarRepository } from './calendar.repository';
import { syncCnCalendar } from './calendar.service';
import { cnCalendarDays } from './cn-calendar-days';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const allDays = () => db.selectFrom('cn_calendar_days').select(['day', 'kind', 'name']).orderBy('day').execute();

describe('the official calendar in the database', () => {
  it('is written from the data, and writing it again changes nothing', async () => {
    await syncCnCalendar(db);
    await syncCnCalendar(db);
    expect(await allDays()).toEqual(cnCalendarDays);
  });

  it('corrects a day and removes a day that left the data, within the years it owns only', async () => {
    // As if the 2027 notice moved a make-up day and renamed a holiday; 2030 is not a year the data owns.
    await db.updateTable('cn_calendar_days').set({ name: '春节假期' }).where('day', '=', '2027-02-08').execute();
    await db.insertInto('cn_calendar_days').values([
      { day: '2027-02-21', kind: 'workday', name: '春节调休' },
      { day: '2030-01-01', kind: 'holiday', name: '元旦' },
    ]).execute();
    await syncCnCalendar(db);
    const days = await allDays();
    expect(days.filter((d) => d.day < '2028-01-01')).toEqual(cnCalendarDays);
    expect(days.at(-1)).toEqual({ day: '2030-01-01', kind: 'holiday', name: '元旦' });
  });

  it('is read back as a map for a range of dates', async () => {
    const days = await createCalendarRepository(db).findCnDays('2026-09-20', '2026-10-10');
    expect(days.get('2026-09-20')).toBe('workday');
    expect(days.get('2026-10-01')).toBe('holiday');
    expect(days.get('2026-10-10')).toBe('workday');
    expect(days.has('2026-10-08')).toBe(false);
    expect(days.size).toBe(1 + 3 + 7 + 1); // 9/20, 中秋 9/25-27, 国庆 10/1-7, 10/10
  });
});
