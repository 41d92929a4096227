/**
 * Service dates ('YYYY-MM-DD', Asia/Shanghai) as the buying pages word them: weeks, months and the chosen
 * dates. The date pieces (today, days, weekdays) are lib/shanghai-time's.
 */
import { addDays, formatServiceDate, weekdayIndex } from '../../lib/shanghai-time';

/** The Monday of the date's week. */
export const weekStart = (date: string): string => addDays(date, -weekdayIndex(date));

/** 'YYYY-MM' */
export const monthOf = (date: string): string => date.slice(0, 7);

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
  const listed = dates.slice(0, MAX_LISTED_DATES).map(formatServiceDate).join('、');
  return dates.length > MAX_LISTED_DATES ? `${listed} 等` : listed;
};

/** '已选 2 天：6月3日 周二、6月4日 周三' */
export const formatChosenDates = (dates: readonly string[]): string =>
  dates.length === 0 ? '尚未选择乘车日期' : `已选 ${dates.length} 天：${formatDateList(dates)}`;
