/**
 * Dates, times and tickets of an order as the pages show them, built on lib/shanghai-time (instants such as
 * createdAt and paidAt are shown with its formatShanghaiDateTime).
 */
import type { OrderTicket } from '@udian/contracts/schemas/orders';
import { countdownTo } from '../../lib/countdown';
import { formatServiceDate, pad2, parseServiceDate, type DateParts } from '../../lib/shanghai-time';

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
  return totalHours > 0 ? `${totalHours}:${pad2(minutes)}:${pad2(seconds)}` : `${pad2(minutes)}:${pad2(seconds)}`;
};

export const isPayTimeOver = (expiresAt: string, nowMs: number): boolean => {
  const target = Date.parse(expiresAt);
  return Number.isNaN(target) || nowMs >= target;
};
