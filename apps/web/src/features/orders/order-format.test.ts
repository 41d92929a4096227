import { describe, expect, it } from 'vitest';
import type { OrderTicket } from '@udian/contracts/schemas/orders';
import { formatDateRange, formatPayCountdown, groupTicketsByDate, isPayTimeOver } from './order-format';

describe('formatDateRange', () => {
  it.each([
    [[], ''],
    [['2026-06-03'], '6月3日 周三'],
    [['2026-06-03', '2026-06-04'], '6月3日 至 6月4日 共2天'],
    [['2026-06-01', '2026-06-10', '2026-06-30'], '6月1日 至 6月30日 共3天'],
    [['2026-12-30', '2027-01-04'], '2026年12月30日 至 2027年1月4日 共2天'],
  ])('%j → %s', (dates, text) => {
    expect(formatDateRange(dates)).toBe(text);
  });
});

const ticket = (ticketId: string, serviceDate: string, passengerName: string): OrderTicket => ({
  ticketId,
  departureId: '1',
  serviceDate,
  time: '07:30',
  departsAt: `${serviceDate}T07:30:00+08:00`,
  passengerId: '1',
  passengerName,
  passengerIdNumber: '4403**********1234',
  priceCents: 1500,
  status: 'valid',
});

describe('groupTicketsByDate', () => {
  it.each([
    ['no tickets', [], []],
    [
      'one date, two passengers in order',
      [ticket('1', '2026-06-03', '张三'), ticket('2', '2026-06-03', '李四')],
      [['2026-06-03', ['张三', '李四']]],
    ],
    [
      'dates out of order come out ascending',
      [ticket('3', '2026-06-05', '张三'), ticket('1', '2026-06-03', '张三'), ticket('4', '2026-06-05', '李四'), ticket('2', '2026-06-03', '李四')],
      [
        ['2026-06-03', ['张三', '李四']],
        ['2026-06-05', ['张三', '李四']],
      ],
    ],
  ] as [string, OrderTicket[], [string, string[]][]][])('%s', (_name, tickets, expected) => {
    const groups = groupTicketsByDate(tickets).map((group) => [group.date, group.tickets.map((item) => item.passengerName)]);
    expect(groups).toEqual(expected);
  });
});

describe('pay countdown', () => {
  const expiresAt = '2026-06-03T00:10:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['2026-06-03T00:00:00.000Z', '10:00', false],
    ['2026-06-03T00:00:01.500Z', '09:58', false],
    ['2026-06-03T00:09:59.000Z', '00:01', false],
    ['2026-06-03T00:10:00.000Z', '00:00', true],
    ['2026-06-03T00:30:00.000Z', '00:00', true],
    ['2026-06-02T22:57:55.000Z', '1:12:05', false],
  ])('at %s → %s (over: %s)', (now, text, isOver) => {
    expect(formatPayCountdown(expiresAt, at(now))).toBe(text);
    expect(isPayTimeOver(expiresAt, at(now))).toBe(isOver);
  });

  it('treats a malformed expiry as over', () => {
    expect(formatPayCountdown('soon', 0)).toBe('00:00');
    expect(isPayTimeOver('soon', 0)).toBe(true);
  });
});
