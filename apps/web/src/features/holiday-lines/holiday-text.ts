import type { Holiday, HolidayLineDay } from '@udian/contracts/endpoints/lines/holiday-lines';
import { formatMonthDay, formatServiceDate } from '../../lib/shanghai-time';

/** '1月1日—1月3日 · 共3天', or '6月9日 · 1天'. */
export const holidayDates = (holiday: Pick<Holiday, 'firstDay' | 'lastDay' | 'dayCount'>): string =>
  holiday.firstDay === holiday.lastDay
    ? `${formatServiceDate(holiday.firstDay)} · 1天`
    : `${formatMonthDay(holiday.firstDay)}—${formatMonthDay(holiday.lastDay)} · 共${holiday.dayCount}天`;

/** Whether the holiday sells now, under way, or from when: a day goes on sale 30 days ahead, as every line's. */
export const holidaySaleText = (holiday: Pick<Holiday, 'firstDay' | 'lastDay' | 'salesOpenOn'>, today: string): string => {
  if (today >= holiday.firstDay) return '假期进行中';
  if (today >= holiday.salesOpenOn) return '已开售';
  return `${formatMonthDay(holiday.salesOpenOn)}起开售`;
};

/** A running day as its chip says it: '余 90 座', '已售罄', '已停售' or '12月3日开售'. */
export const dayStateText = (day: HolidayLineDay): string => {
  if (day.state === 'onSale') return `余${day.seatsLeft}座`;
  if (day.state === 'soldOut') return '已售罄';
  if (day.state === 'closed') return '已停售';
  return `${formatMonthDay(day.salesOpenOn)}开售`;
};

export const PROVISIONAL_NOTE = '该年放假安排尚未公布，日期按惯例预排，以国务院办公厅通知为准。';
