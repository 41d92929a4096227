import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase } from '../../../test/test-database';
import { createCalendarRepository } from '../calendar/calendar.repository';
import { syncCnCalendar } from '../calendar/calendar.service';
import { createCustomLinesRepository } from './custom-lines.repository';
import { createCustomLinesService, monthEnd } from './custom-lines.service';

/** A crowdfund's first period (decision 047): service days by the official calendar. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await syncCnCalendar(handle.db);
});
afterAll(() => handle.close());

const service = () =>
  createCustomLinesService({
    lines: createCustomLinesRepository(handle.db),
    calendar: createCalendarRepository(handle.db),
    horizon: { ensure: async () => 0 },
    readModel: { refreshIfChanged: async () => false },
  });

describe('the first period', () => {
  it('of 5 working days leaves National Day out', async () => {
    const days = await service().periodDays({ weekdays: [1, 2, 3, 4, 5], followsCnWorkdays: true, firstDay: '2026-09-28', kind: 'workWeek' });
    expect(days).toEqual(['2026-09-28', '2026-09-29', '2026-09-30', '2026-10-08', '2026-10-09']);
  });

  it('of a month runs to the day before the same date next month, the make-up Saturday in', async () => {
    const days = await service().periodDays({ weekdays: [1, 2, 3, 4, 5], followsCnWorkdays: true, firstDay: '2026-09-28', kind: 'month' });
    expect(days).toContain('2026-10-10');
    expect(days).not.toContain('2026-10-01');
    expect(days[0]).toBe('2026-09-28');
    expect(days[days.length - 1]).toBe('2026-10-27');
  });

  it('ignores the official calendar when the line does not follow it', async () => {
    const days = await service().periodDays({ weekdays: [1, 2, 3, 4, 5], followsCnWorkdays: false, firstDay: '2026-09-28', kind: 'workWeek' });
    expect(days).toEqual(['2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02']);
  });

  it('of a weekend line is its next five service days', async () => {
    expect(await service().periodDays({ weekdays: [7], followsCnWorkdays: false, firstDay: '2026-09-28', kind: 'workWeek' })).toEqual([
      '2026-10-04',
      '2026-10-11',
      '2026-10-18',
      '2026-10-25',
      '2026-11-01',
    ]);
  });

  it('ends the day before the same date of the next month (its last day when it has no such date)', () => {
    expect(monthEnd('2026-03-05')).toBe('2026-04-04');
    expect(monthEnd('2026-01-31')).toBe('2026-02-27');
    expect(monthEnd('2026-12-15')).toBe('2027-01-14');
  });
});
