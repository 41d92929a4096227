import type { Order } from '@udian/contracts/schemas/orders';
import { describe, expect, it } from 'vitest';
import { buyAgainQuery, closedState, holdCountdown } from './waiting-paid-rules';

describe('hold countdown', () => {
  const expiresAt = '2026-06-01T02:15:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it.each([
    ['15 minutes left', at('2026-06-01T02:00:00.000Z'), { text: '15:00', isExpired: false }],
    ['rounds down like a clock', at('2026-06-01T02:14:00.500Z'), { text: '00:59', isExpired: false }],
    ['past an hour', at('2026-06-01T00:59:59.000Z'), { text: '75:01', isExpired: false }],
    ['at the moment', at(expiresAt), { text: '00:00', isExpired: true }],
    ['after it', at('2026-06-01T03:00:00.000Z'), { text: '00:00', isExpired: true }],
  ])('%s', (_name, now, expected) => {
    expect(holdCountdown(expiresAt, now)).toEqual(expected);
  });
});

describe('closed orders', () => {
  it.each([
    ['pending', null],
    ['paid', null],
    ['expired', '订单已超时'],
    ['cancelled', '订单已取消'],
    ['refunded', '订单已退款'],
  ] as const)('%s', (status, title) => {
    expect(closedState(status)?.title ?? null).toBe(title);
  });
});

describe('buying again', () => {
  const ticket = (passengerId: string, serviceDate: string) => ({
    ticketId: `${passengerId}${serviceDate.slice(-2)}`,
    departureId: '7',
    serviceDate,
    time: '07:30',
    departsAt: `${serviceDate}T07:30:00+08:00`,
    passengerId,
    passengerName: '张三',
    passengerIdNumber: '110***********002X',
    priceCents: 500,
    status: 'released' as const,
  });
  const order = {
    line: { lineId: '12', lineCode: 'B1', lineName: '通勤1号线' },
    board: { seq: 1, stationId: '3', name: '甲', time: '07:35' },
    alight: { seq: 4, stationId: '6', name: '乙', time: '08:10' },
    dates: ['2026-06-01', '2026-06-02', '2026-06-03'],
    time: '07:30',
    tickets: [ticket('5', '2026-06-01'), ticket('6', '2026-06-01'), ticket('5', '2026-06-02')],
  } as unknown as Order;

  it('keeps the line, time, stops and riders, and the dates still to come', () => {
    expect(buyAgainQuery(order, '2026-06-02')).toEqual({
      lineId: '12',
      time: '07:30',
      board: '1',
      alight: '4',
      dates: '2026-06-02,2026-06-03',
      passengerIds: '5,6',
    });
  });

  it('leaves the dates to the buying page when all have passed', () => {
    expect(buyAgainQuery(order, '2026-07-01').dates).toBeUndefined();
  });
});
