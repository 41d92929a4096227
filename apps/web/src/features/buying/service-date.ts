/**
 * Service dates ('YYYY-MM-DD', Asia/Shanghai) as the buying pages read them. A date is handled as a UTC
 * calendar date so the device's own time zone can never shift a day; "today" is Shanghai's today.
 */

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86_400_000;
const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

const toUtc = (date: string): Date => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

const fromUtc = (utc: Date): string => utc.toISOString().slice(0, 10);

/** Shanghai has no daylight saving: UTC+8 all year. */
export const shanghaiToday = (nowMs: number = Date.now()): string => fromUtc(new Date(nowMs + SHANGHAI_OFFSET_MS));

/** The Shanghai calendar date of an instant (an ISO timestamp from the server). */
export const shanghaiDateOf = (iso: string): string => fromUtc(new Date(Date.parse(iso) + SHANGHAI_OFFSET_MS));

export const addDays = (date: string, days: number): string => fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));

/** Monday is 0: Chinese calendars start the week on Monday. */
export const weekdayIndex = (date: string): number => (toUtc(date).getUTCDay() + 6) % 7;

export const weekdayName = (date: string): string => WEEKDAY_NAMES[weekdayIndex(date)] ?? '';

/** The Monday of the date's week. */
export const weekStart = (date: string): string => addDays(date, -weekdayIndex(date));

/** 'YYYY-MM' */
export const monthOf = (date: string): string => date.slice(0, 7);

/** '6月3日' */
export const formatMonthDay = (date: string): string => {
  const utc = toUtc(date);
  return `${utc.getUTCMonth() + 1}月${utc.getUTCDate()}日`;
};

/** '2025年6月' for 'YYYY-MM'. */
export const formatMonthTitle = (month: string): string => {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${year}年${monthNumber}月`;
};

/** Days in a 'YYYY-MM' month. */
export const daysInMonth = (month: string): number => {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
};

const MAX_LISTED_DATES = 4;

/** '6月3日 周二、6月4日 周三'; after four dates, '等'. */
export const formatDateList = (dates: readonly string[]): string => {
  const listed = dates.slice(0, MAX_LISTED_DATES).map((date) => `${formatMonthDay(date)} ${weekdayName(date)}`).join('、');
  return dates.length > MAX_LISTED_DATES ? `${listed} 等` : listed;
};

/** '已选 2 天：6月3日 周二、6月4日 周三' */
export const formatChosenDates = (dates: readonly string[]): string =>
  dates.length === 0 ? '尚未选择乘车日期' : `已选 ${dates.length} 天：${formatDateList(dates)}`;
