/**
 * Dates and times of a ticket as the pages show them. Instants (checkedAt, the check window) are shown in
 * Asia/Shanghai, UTC+8 all year, so the device's own time zone never leaks in; service dates
 * ('YYYY-MM-DD') are already Shanghai calendar dates.
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

const pad = (value: number): string => String(value).padStart(2, '0');

const shanghaiParts = (ms: number) => {
  const local = new Date(ms + SHANGHAI_OFFSET_MS);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    clock: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
};

/** '6月3日 周三' */
export const formatServiceDate = (date: string): string => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return `${month}月${day}日 ${weekday}`;
};

/** The Shanghai calendar date of an instant, 'YYYY-MM-DD'. */
export const shanghaiDateOf = (ms: number): string => shanghaiParts(ms).date;

/** '2026-06-03 08:15'; '' for a missing or malformed instant. */
export const formatDateTime = (iso: string | null): string => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return '';
  const parts = shanghaiParts(ms);
  return `${parts.date} ${parts.clock}`;
};

/** '6月3日 07:30' for an instant in milliseconds. */
export const formatMonthDayTime = (ms: number): string => {
  const parts = shanghaiParts(ms);
  return `${parts.month}月${parts.day}日 ${parts.clock}`;
};

/** 'HH:mm' of an ISO instant; '' when malformed. */
export const formatClock = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : shanghaiParts(ms).clock;
};

/** Minutes from one ISO instant to another, rounded; 0 when either is malformed. */
export const minutesBetween = (fromIso: string, toIso: string): number => {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  return Number.isNaN(from) || Number.isNaN(to) ? 0 : Math.round((to - from) / 60_000);
};

/**
 * The instant of a clock time on a service date in Shanghai. `notBeforeIso` handles a trip crossing
 * midnight: a stop time earlier than the departure is on the next day.
 */
export const shanghaiInstant = (serviceDate: string, clock: string, notBeforeIso?: string): number => {
  const [year = 1970, month = 1, day = 1] = serviceDate.split('-').map(Number);
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const ms = Date.UTC(year, month - 1, day, hours, minutes) - SHANGHAI_OFFSET_MS;
  const notBefore = notBeforeIso ? Date.parse(notBeforeIso) : Number.NaN;
  return !Number.isNaN(notBefore) && ms < notBefore ? ms + 24 * 60 * 60 * 1000 : ms;
};

/**
 * A check window for the screen: '06:48–08:18' within one day; with the dates when it spans two
 * ('11月21日 08:30–11月22日 09:00', a window opened a day ahead).
 */
export const formatWindow = (window: { opensAt: string; closesAt: string }): string => {
  const opens = Date.parse(window.opensAt);
  const closes = Date.parse(window.closesAt);
  if (Number.isNaN(opens) || Number.isNaN(closes)) return '';
  if (shanghaiDateOf(opens) === shanghaiDateOf(closes)) return `${formatClock(window.opensAt)}–${formatClock(window.closesAt)}`;
  return `${formatMonthDayTime(opens)}–${formatMonthDayTime(closes)}`;
};
