/**
 * Choosing dates on the buying calendar: toggling one day and the shortcuts "every bookable service day
 * this week / this month". Sold-out, departed and too-full days are never chosen.
 */
import type { BuyCalendarDay } from '@udian/contracts/endpoints/orders/buy-calendar';
import { MAX_DATES_PER_ORDER } from '@udian/contracts/schemas/orders';
import { isBookableDay } from './calendar-grid';
import { monthOf, weekStart } from './service-date';

/** A day the chosen riders can all ride on. */
export const canBookFor = (day: BuyCalendarDay, passengerCount: number): boolean =>
  isBookableDay(day) && day.seatsLeft >= Math.max(1, passengerCount);

export const bookableDates = (days: readonly BuyCalendarDay[], passengerCount: number): string[] =>
  days.filter((day) => canBookFor(day, passengerCount)).map((day) => day.date);

/** The bookable days of today's week (Monday to Sunday). */
export const thisWeekDates = (days: readonly BuyCalendarDay[], today: string, passengerCount: number): string[] =>
  bookableDates(days, passengerCount).filter((date) => date >= today && weekStart(date) === weekStart(today));

/** The bookable days of today's month. */
export const thisMonthDates = (days: readonly BuyCalendarDay[], today: string, passengerCount: number): string[] =>
  bookableDates(days, passengerCount).filter((date) => date >= today && monthOf(date) === monthOf(today));

/** Sorted, without duplicates. */
export const normalizeDates = (dates: readonly string[]): string[] => [...new Set(dates)].sort();

export type ToggleResult = { dates: string[]; refusal: string | null };

/** Adds or removes one day; says why not when the day cannot be added. */
export const toggleDate = (
  chosen: readonly string[],
  day: BuyCalendarDay,
  passengerCount: number,
): ToggleResult => {
  if (chosen.includes(day.date)) return { dates: chosen.filter((date) => date !== day.date), refusal: null };
  if (!isBookableDay(day)) return { dates: [...chosen], refusal: null };
  if (!canBookFor(day, passengerCount)) return { dates: [...chosen], refusal: `当天仅剩 ${day.seatsLeft} 个座位，不够 ${passengerCount} 位乘车人` };
  if (chosen.length >= MAX_DATES_PER_ORDER) return { dates: [...chosen], refusal: `一次最多购买 ${MAX_DATES_PER_ORDER} 天的车票` };
  return { dates: normalizeDates([...chosen, day.date]), refusal: null };
};

/**
 * The chosen dates that can still be bought (the time changed, a day sold out meanwhile), and how many
 * were dropped so the page can say so.
 */
export const keepBookable = (
  chosen: readonly string[],
  days: readonly BuyCalendarDay[],
  passengerCount: number,
): { dates: string[]; droppedCount: number } => {
  const bookable = new Set(bookableDates(days, passengerCount));
  const dates = normalizeDates(chosen.filter((date) => bookable.has(date)));
  return { dates, droppedCount: new Set(chosen).size - dates.length };
};
