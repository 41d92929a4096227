/**
 * Dates and times as every page shows them: in Asia/Shanghai (times are UTC on the wire, Shanghai on screen).
 * Shanghai is UTC+8 all year, with no daylight saving, so an instant moved by the offset and read with the
 * UTC getters gives Shanghai's wall clock whatever the device's own time zone. Service dates ('YYYY-MM-DD')
 * are Shanghai calendar dates already; they are read as UTC calendar dates so that no zone can shift a day.
 * How a page words a date (which pieces, which separators) stays with the page, built on these pieces.
 */

export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday first, the order of Chinese calendars: index 0 is 周一 (see weekdayIndex). */
export const WEEKDAY_NAMES_MONDAY_FIRST = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

export const pad2 = (value: number): string => String(value).padStart(2, '0');

export type DateParts = { year: number; month: number; day: number };

/** The numbers of a service date 'YYYY-MM-DD' (month 1–12). */
export const parseServiceDate = (date: string): DateParts => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
};

const utcMsOf = (date: string): number => {
  const { year, month, day } = parseServiceDate(date);
  return Date.UTC(year, month - 1, day);
};

const dateOfUtcMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The Shanghai calendar date of an instant (milliseconds), 'YYYY-MM-DD'. */
export const shanghaiDateOf = (ms: number): string => dateOfUtcMs(ms + SHANGHAI_OFFSET_MS);

/** Today in Shanghai, 'YYYY-MM-DD'. */
export const shanghaiToday = (nowMs: number = Date.now()): string => shanghaiDateOf(nowMs);

export const addDays = (date: string, days: number): string => dateOfUtcMs(utcMsOf(date) + days * DAY_MS);

/** Monday is 0: Chinese calendars start the week on Monday. */
export const weekdayIndex = (date: string): number => (new Date(utcMsOf(date)).getUTCDay() + 6) % 7;

/** '周三' */
export const weekdayName = (date: string): string => WEEKDAY_NAMES_MONDAY_FIRST[weekdayIndex(date)] ?? '';

/** '6月3日' */
export const formatMonthDay = (date: string): string => {
  const { month, day } = parseServiceDate(date);
  return `${month}月${day}日`;
};

/** '6月3日 周三': a service date with its weekday. */
export const formatServiceDate = (date: string): string => `${formatMonthDay(date)} ${weekdayName(date)}`;

export type ShanghaiClock = DateParts & {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  clock: string;
  seconds: number;
};

/** Shanghai's wall clock at an instant (milliseconds). */
export const shanghaiClockOf = (ms: number): ShanghaiClock => {
  const local = new Date(ms + SHANGHAI_OFFSET_MS);
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
  return {
    year,
    month,
    day,
    date: `${year}-${pad2(month)}-${pad2(day)}`,
    clock: `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`,
    seconds: local.getUTCSeconds(),
  };
};

/** The milliseconds of an ISO instant; NaN when missing or malformed. */
export const instantMs = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/** '2026-06-03 08:15' in Shanghai time; '' for a missing or malformed instant. */
export const formatShanghaiDateTime = (iso: string | null | undefined): string => {
  const ms = instantMs(iso);
  if (Number.isNaN(ms)) return '';
  const { date, clock } = shanghaiClockOf(ms);
  return `${date} ${clock}`;
};

/** The instant (milliseconds) of a Shanghai clock time 'HH:mm' on a service date. */
export const shanghaiInstantOf = (date: string, clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return utcMsOf(date) + (hours * 60 + minutes) * 60_000 - SHANGHAI_OFFSET_MS;
};
