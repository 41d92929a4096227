import type { BuyCalendarDay } from '@udian/contracts/endpoints/orders/buy-calendar';

/** A bookable service day; tests override what they are about. */
export const calendarDay = (date: string, overrides: Partial<BuyCalendarDay> = {}): BuyCalendarDay => ({
  date,
  isServiceDay: true,
  holidayName: null,
  isMakeUpWorkday: false,
  departureId: String(Number(date.replaceAll('-', '')) % 100000),
  seatsLeft: 10,
  isSoldOut: false,
  isDeparted: false,
  priceCents: 500,
  ...overrides,
});
