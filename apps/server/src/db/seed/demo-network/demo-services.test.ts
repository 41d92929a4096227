import { describe, expect, it } from 'vitest';
import { cnCalendarDays } from '../../../modules/network/calendar/cn-calendar-days';
import { isServiceDay, nextServiceDays } from '../../../modules/network/calendar/service-days';
import { demoServices } from './demo-services';

const cnDays = new Map(cnCalendarDays.map((d) => [d.day, d.kind]));
const runs = (id: keyof typeof demoServices, date: string) => {
  const { exceptions, ...service } = demoServices[id];
  return isServiceDay({ service, serviceExceptions: exceptions, lineExceptions: new Map(), cnDays, date });
};

describe('the demo services', () => {
  it.each([
    ['WORKDAY', '2026-11-23', true], // Monday
    ['WORKDAY', '2026-10-01', false], // 国庆节
    ['WORKDAY', '2026-10-10', true], // make-up Saturday
    ['WEEKEND_HOLIDAY', '2026-11-28', true], // Saturday
    ['WEEKEND_HOLIDAY', '2026-11-23', false], // Monday
    ['WEEKEND_HOLIDAY', '2026-10-01', true], // Thursday, 国庆节
    ['WEEKEND_HOLIDAY', '2026-10-10', false], // a Saturday worked
    ['WEEKEND_HOLIDAY', '2027-06-09', true], // Wednesday, 端午节 (provisional)
    ['SCHOOL_TERM', '2026-11-23', true],
    ['SCHOOL_TERM', '2026-07-20', false], // summer holidays
    ['SCHOOL_TERM', '2026-02-14', false], // a Saturday worked, but in the winter holidays
    ['SCHOOL_TERM', '2026-10-01', false],
    ['DAILY', '2026-10-01', true],
    ['DAILY', '2028-01-01', false], // after the feed's dates
  ] as const)('%s runs on %s: %s', (id, date, expected) => {
    expect(runs(id, date)).toBe(expected);
  });

  it('gives a weekend-and-holiday line 30 service days within about four months', () => {
    const { exceptions, ...service } = demoServices.WEEKEND_HOLIDAY;
    const days = nextServiceDays({ service, serviceExceptions: exceptions, lineExceptions: new Map(), cnDays, from: '2026-09-01', count: 30 });
    expect(days).toHaveLength(30);
    expect(days.at(-1)! < '2027-01-01').toBe(true);
  });
});
