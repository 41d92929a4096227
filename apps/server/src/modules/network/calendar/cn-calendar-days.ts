/**
 * China's public holidays and make-up workdays (调休), as the State Council's General Office announces them
 * each autumn for the next year ("国务院办公厅关于 YYYY 年部分节假日安排的通知"). Kept as data: a new year is a
 * new block below, and `syncCnCalendar` writes it to cn_calendar_days at every start.
 *
 * 'holiday': a day off in the announced block (weekend days inside the block included, as the notices count
 * them); 'workday': a weekend day that is worked to make the block longer.
 */
export type CnDayKind = 'holiday' | 'workday';
export type CnCalendarDay = { day: string; kind: CnDayKind; name: string };

export type HolidayName = '元旦' | '春节' | '清明节' | '劳动节' | '端午节' | '中秋节' | '国庆节';

type HolidayBlock = {
  name: HolidayName;
  from: string;
  to: string;
  workdays?: string[];
  /** Days inside the block that carry another festival's name (中秋 inside the 国庆 week). */
  alsoNamed?: Record<string, HolidayName>;
};

const announced2025: HolidayBlock[] = [
  { name: '元旦', from: '2025-01-01', to: '2025-01-01' },
  { name: '春节', from: '2025-01-28', to: '2025-02-04', workdays: ['2025-01-26', '2025-02-08'] },
  { name: '清明节', from: '2025-04-04', to: '2025-04-06' },
  { name: '劳动节', from: '2025-05-01', to: '2025-05-05', workdays: ['2025-04-27'] },
  { name: '端午节', from: '2025-05-31', to: '2025-06-02' },
  {
    name: '国庆节',
    from: '2025-10-01',
    to: '2025-10-08',
    workdays: ['2025-09-28', '2025-10-11'],
    alsoNamed: { '2025-10-06': '中秋节' },
  },
];

const announced2026: HolidayBlock[] = [
  { name: '元旦', from: '2026-01-01', to: '2026-01-03', workdays: ['2026-01-04'] },
  { name: '春节', from: '2026-02-15', to: '2026-02-23', workdays: ['2026-02-14', '2026-02-28'] },
  { name: '清明节', from: '2026-04-04', to: '2026-04-06' },
  { name: '劳动节', from: '2026-05-01', to: '2026-05-05', workdays: ['2026-05-09'] },
  { name: '端午节', from: '2026-06-19', to: '2026-06-21' },
  { name: '中秋节', from: '2026-09-25', to: '2026-09-27' },
  { name: '国庆节', from: '2026-10-01', to: '2026-10-07', workdays: ['2026-09-20', '2026-10-10'] },
];

/**
 * PROVISIONAL until the State Council publishes the 2027 notice (usually in November 2026): the statutory
 * days of the 2024 regulation (元旦 1, 春节 4 from 除夕, 清明 1, 劳动节 2, 端午 1, 中秋 1, 国庆 3) with the
 * customary pattern: a statutory day on a weekend is given back on the next weekdays, a lone Monday or
 * Friday joins the weekend, a Wednesday festival stays one day, and the long blocks borrow weekend days.
 * Lunar dates: 除夕 Fri 5 Feb (春节 Sat 6 Feb), 清明 Mon 5 Apr, 端午 Wed 9 Jun, 中秋 Wed 15 Sep.
 * When the notice is out, replace this block with it; the sync removes days that left the data.
 */
const provisional2027: HolidayBlock[] = [
  { name: '元旦', from: '2027-01-01', to: '2027-01-03' },
  { name: '春节', from: '2027-02-05', to: '2027-02-14', workdays: ['2027-01-31', '2027-02-20'] },
  { name: '清明节', from: '2027-04-03', to: '2027-04-05' },
  { name: '劳动节', from: '2027-05-01', to: '2027-05-05', workdays: ['2027-05-08'] },
  { name: '端午节', from: '2027-06-09', to: '2027-06-09' },
  { name: '中秋节', from: '2027-09-15', to: '2027-09-15' },
  { name: '国庆节', from: '2027-10-01', to: '2027-10-07', workdays: ['2027-09-26', '2027-10-09'] },
];

/** The years the data covers completely: the sync owns these years in cn_calendar_days. */
export const CN_CALENDAR_YEARS = [2025, 2026, 2027] as const;
export const PROVISIONAL_CN_CALENDAR_YEARS: readonly number[] = [2027];

const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const expand = (block: HolidayBlock): CnCalendarDay[] => {
  const days: CnCalendarDay[] = [];
  for (let day = block.from; day <= block.to; day = nextDay(day)) {
    days.push({ day, kind: 'holiday', name: block.alsoNamed?.[day] ?? block.name });
  }
  for (const day of block.workdays ?? []) days.push({ day, kind: 'workday', name: `${block.name}调休` });
  return days;
};

export const cnCalendarDays: readonly CnCalendarDay[] = [...announced2025, ...announced2026, ...provisional2027]
  .flatMap(expand)
  .sort((a, b) => a.day.localeCompare(b.day));
