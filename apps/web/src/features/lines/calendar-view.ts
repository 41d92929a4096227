/**
 * The service calendar's labels (line-info), as pure functions of the API's days. Dates are service dates
 * in Asia/Shanghai ('YYYY-MM-DD'), read with lib/shanghai-time.
 */
import type { Announcement, CalendarDay } from '@udian/contracts/schemas/lines';
import { formatMonthDay, parseServiceDate, weekdayIndex, weekdayName } from '../../lib/shanghai-time';

export type CalendarTone = 'service' | 'soldOut' | 'off';

export type CalendarCell = {
  date: string;
  /** '15', or '11月' on the first of a month so that a month change is visible in the grid. */
  dayLabel: string;
  /** A public holiday's name, 调休上班 on a make-up workday, else null. */
  tag: string | null;
  /** 余12座 / 已售罄 / 无班次 */
  status: string;
  tone: CalendarTone;
  /** The whole day in words, for screen readers. */
  ariaLabel: string;
};

export const MAKE_UP_WORKDAY_TAG = '调休上班';
export const SOLD_OUT_TEXT = '已售罄';
export const NO_SERVICE_TEXT = '无班次';

/** Empty cells before the first day, so that each column is one weekday. */
export const leadingBlankDays = (firstDate: string): number => weekdayIndex(firstDate);

const toneOf = (day: CalendarDay): CalendarTone => {
  if (!day.isServiceDay) return 'off';
  return day.isSoldOut ? 'soldOut' : 'service';
};

export const describeCalendarDay = (day: CalendarDay): CalendarCell => {
  const { month, day: dayOfMonth } = parseServiceDate(day.date);
  const tone = toneOf(day);
  const tag = day.holidayName ?? (day.isMakeUpWorkday ? MAKE_UP_WORKDAY_TAG : null);
  const status = tone === 'off' ? NO_SERVICE_TEXT : tone === 'soldOut' ? SOLD_OUT_TEXT : `余${day.seatsLeft}座`;
  return {
    date: day.date,
    dayLabel: dayOfMonth === 1 ? `${month}月` : String(dayOfMonth),
    tag,
    status,
    tone,
    ariaLabel: [formatMonthDay(day.date), weekdayName(day.date), tag, status].filter(Boolean).join(' '),
  };
};

/** The day to show first: the first day with seats, else the first service day, else the first day. */
export const initialCalendarDate = (days: readonly CalendarDay[]): string | null =>
  (days.find((day) => day.isServiceDay && !day.isSoldOut) ?? days.find((day) => day.isServiceDay) ?? days[0])?.date ?? null;

/** A departure's seats in words. */
export const seatsText = (seatsLeft: number): string => (seatsLeft > 0 ? `余${seatsLeft}座` : SOLD_OUT_TEXT);

/** When an announced change applies: '10月1日起' or '10月1日至10月7日'. */
export const effectivePeriod = (announcement: Pick<Announcement, 'effectiveFrom' | 'effectiveTo'>): string =>
  announcement.effectiveTo
    ? `${formatMonthDay(announcement.effectiveFrom)}至${formatMonthDay(announcement.effectiveTo)}`
    : `${formatMonthDay(announcement.effectiveFrom)}起`;
