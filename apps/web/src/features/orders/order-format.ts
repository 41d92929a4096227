/**
 * Dates, times and tickets of an order as the pages show them. Instants (createdAt, paidAt…) are shown in
 * Asia/Shanghai, which is UTC+8 all year (no daylight saving), so the device's own time zone never leaks in.
 * Service dates ('YYYY-MM-DD') are already Shanghai calendar dates and are read as such.
 */
import type { OrderTicket } from '@udian/contracts/schemas/orders';
import { countdownTo } from '../../lib/countdown';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

const pad = (value: number): string => String(value).padStart(2, '0');

/** '2026-06-03 08:15' in Shanghai time; '' for a missing or malformed instant. */
export const formatShanghaiDateTime = (iso: string | null): string => {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + SHANGHAI_OFFSET_MS);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
};

type DateParts = { year: number; month: number; day: number; weekday: string };

const parseServiceDate = (date: string): DateParts => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return { year, month, day, weekday };
};

/** '6月3日 周三' */
export const formatServiceDate = (date: string): string => {
  const { month, day, weekday } = parseServiceDate(date);
  return `${month}月${day}日 ${weekday}`;
};

const monthDay = (parts: DateParts, withYear: boolean): string =>
  `${withYear ? `${parts.year}年` : ''}${parts.month}月${parts.day}日`;

/**
 * The dates of an order in one line: '6月3日 周三' for one date, '6月3日 至 6月28日 共20天' for more
 * (the years are written when the range crosses one). Dates arrive ascending (the contract says so).
 */
export const formatDateRange = (dates: readonly string[]): string => {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return '';
  if (dates.length === 1) return formatServiceDate(first);
  const from = parseServiceDate(first);
  const to = parseServiceDate(last);
  const isCrossYear = from.year !== to.year;
  return `${monthDay(from, isCrossYear)} 至 ${monthDay(to, isCrossYear)} 共${dates.length}天`;
};

export type TicketDateGroup = { date: string; time: string; tickets: OrderTicket[] };

/** The tickets of one departure date together, dates ascending, passengers in the server's order. */
export const groupTicketsByDate = (tickets: readonly OrderTicket[]): TicketDateGroup[] => {
  const groups = new Map<string, TicketDateGroup>();
  for (const ticket of tickets) {
    const group = groups.get(ticket.serviceDate);
    if (group) group.tickets.push(ticket);
    else groups.set(ticket.serviceDate, { date: ticket.serviceDate, time: ticket.time, tickets: [ticket] });
  }
  return [...groups.values()].sort((a, b) => a.date.localeCompare(b.date));
};

/** Time left to pay as '09:58' ('1:02:05' past an hour); '00:00' once the hold has ended. */
export const formatPayCountdown = (expiresAt: string, nowMs: number): string => {
  const target = Date.parse(expiresAt);
  if (Number.isNaN(target)) return '00:00';
  const { days, hours, minutes, seconds } = countdownTo(target, nowMs);
  const totalHours = days * 24 + hours;
  return totalHours > 0 ? `${totalHours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
};

export const isPayTimeOver = (expiresAt: string, nowMs: number): boolean => {
  const target = Date.parse(expiresAt);
  return Number.isNaN(target) || nowMs >= target;
};
