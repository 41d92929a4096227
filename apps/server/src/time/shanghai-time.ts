/**
 * Dates and clock times as passengers read them: Asia/Shanghai, which is UTC+8 all year (China has no
 * daylight saving time), so a fixed offset is exact and needs no time-zone database.
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const MINUTES_PER_DAY = 24 * 60;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD': the Shanghai calendar date of an instant. */
export const shanghaiDate = (at: Date): string => new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** 'HH:mm': the Shanghai wall-clock time of an instant, a Date or epoch milliseconds (arithmetic only). */
export const shanghaiClock = (at: Date | number): string =>
  clockOfMinutes(Math.floor(((typeof at === 'number' ? at : at.getTime()) + SHANGHAI_OFFSET_MS) / 60_000));

/** Adds whole days to a 'YYYY-MM-DD' date. */
export const addDays = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** 'HH:mm' for minutes after midnight; trips after midnight (1440 and more) read as the next day's clock. */
export const clockOfMinutes = (minutes: number): string => {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
};

/** The instant a service date's minute happens (minutes may pass 1440 for after-midnight runs). */
export const shanghaiInstant = (date: string, minutes: number): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + minutes * 60_000 - SHANGHAI_OFFSET_MS);
};
