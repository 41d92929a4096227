/**
 * The service calendar's labels (line-info), as pure functions of the API's days. Dates are service dates
 * in Asia/Shanghai ('YYYY-MM-DD'); they are read as UTC calendar dates so the device's time zone cannot
 * shift a day.
 */
import type { Announcement, CalendarDay } from '@udian/contracts/schemas/lines';

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

const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

type DateParts = { month: number; day: number; weekdayIndex: number };

/** Monday is 0: Chinese calendars start the week on Monday. */
const parseDate = (date: string): DateParts => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  return { month, day, weekdayIndex: (utc.getUTCDay() + 6) % 7 };
};

export const weekdayName = (date: string): string => WEEKDAY_NAMES[parseDate(date).weekdayIndex] ?? '';

/** '10月1日' */
export const formatMonthDay = (date: string): string => {
  const { month, day } = parseDate(date);
  return `${month}月${day}日`;
};

/** Empty cells before the first day, so that each column is one weekday. */
export const leadingBlankDays = (firstDate: string): number => parseDate(firstDate).weekdayIndex;

const toneOf = (day: CalendarDay): CalendarTone => {
  if (!day.isServiceDay) return 'off';
  return day.isSoldOut ? 'soldOut' : 'service';
};

export const describeCalendarDay = (day: CalendarDay): CalendarCell => {
  const { month, day: dayOfMonth } = parseDate(day.date);
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
