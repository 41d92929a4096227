/**
 * The buying calendar as month grids: what each day cell says (holiday 休, make-up workday 班, seats left,
 * 售罄, 已发车) and whether it can be chosen. Pure functions of the buyCalendar answer.
 */
import type { BuyCalendarDay } from '@udian/contracts/endpoints/orders/buy-calendar';
import { addDays, formatMonthDay, weekdayIndex, weekdayName } from '../../lib/shanghai-time';
import { daysInMonth, formatMonthTitle, monthOf, weekStart } from './service-date';

export type DayTone = 'bookable' | 'soldOut' | 'departed' | 'off';

export type DayCell = {
  date: string;
  dayOfMonth: number;
  /** 休 on a public holiday, 班 on a make-up workday (调休), else null. */
  mark: '休' | '班' | null;
  /** 余12 / 售罄 / 已发车 / 无班次; '' outside the 30 days on sale. */
  status: string;
  tone: DayTone;
  isBookable: boolean;
  /** The whole day in words, for screen readers. */
  ariaLabel: string;
};

export type MonthGrid = {
  month: string;
  title: string;
  /** Empty cells before the first day shown, so that each column is one weekday. */
  leadingBlanks: number;
  cells: DayCell[];
};

export const SOLD_OUT_TEXT = '售罄';
export const DEPARTED_TEXT = '已发车';
export const NO_SERVICE_TEXT = '无班次';

/** Can be bought: a service day with this departure, not departed, seats left. */
export const isBookableDay = (day: BuyCalendarDay): boolean =>
  day.isServiceDay && day.departureId !== null && !day.isDeparted && !day.isSoldOut && day.seatsLeft > 0;

const toneOf = (day: BuyCalendarDay): DayTone => {
  if (!day.isServiceDay || day.departureId === null) return 'off';
  if (day.isDeparted) return 'departed';
  if (day.isSoldOut || day.seatsLeft <= 0) return 'soldOut';
  return 'bookable';
};

const statusText: Record<DayTone, (day: BuyCalendarDay) => string> = {
  bookable: (day) => `余${day.seatsLeft}`,
  soldOut: () => SOLD_OUT_TEXT,
  departed: () => DEPARTED_TEXT,
  off: () => NO_SERVICE_TEXT,
};

export const describeDay = (day: BuyCalendarDay): DayCell => {
  const tone = toneOf(day);
  const mark = day.holidayName ? '休' : day.isMakeUpWorkday ? '班' : null;
  const status = statusText[tone](day);
  const dayNote = day.holidayName ?? (day.isMakeUpWorkday ? '调休上班' : null);
  return {
    date: day.date,
    dayOfMonth: Number(day.date.slice(8, 10)),
    mark,
    status,
    tone,
    isBookable: tone === 'bookable',
    ariaLabel: [formatMonthDay(day.date), weekdayName(day.date), dayNote, tone === 'bookable' ? `余${day.seatsLeft}座` : status]
      .filter(Boolean)
      .join(' '),
  };
};

const outsideCell = (date: string): DayCell => ({
  date,
  dayOfMonth: Number(date.slice(8, 10)),
  mark: null,
  status: '',
  tone: 'off',
  isBookable: false,
  ariaLabel: `${formatMonthDay(date)} 不在售票期`,
});

/**
 * Every month the days touch, as weeks: from the week of the first day on sale (or the 1st) to the week of
 * the last (or the month's end), so past weeks do not push the days on sale off the screen.
 */
export const buildMonthGrids = (days: readonly BuyCalendarDay[]): MonthGrid[] => {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const dates = days.map((day) => day.date).sort();
  const firstOnSale = dates[0];
  const lastOnSale = dates[dates.length - 1];
  if (!firstOnSale || !lastOnSale) return [];
  const months = [...new Set(dates.map(monthOf))];
  return months.map((month) => {
    const monthStart = `${month}-01`;
    const monthEnd = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
    const from = [monthStart, weekStart(firstOnSale)].reduce((a, b) => (a > b ? a : b));
    const to = [monthEnd, addDays(weekStart(lastOnSale), 6)].reduce((a, b) => (a < b ? a : b));
    const cells: DayCell[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const day = byDate.get(date);
      cells.push(day ? describeDay(day) : outsideCell(date));
    }
    return { month, title: formatMonthTitle(month), leadingBlanks: weekdayIndex(from), cells };
  });
};
