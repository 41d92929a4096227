import type { Order, OrderTicket } from '@udian/contracts/schemas/orders';

const ticket = (ticketId: string, serviceDate: string, passengerName: string, status: OrderTicket['status']): OrderTicket => ({
  ticketId,
  departureId: serviceDate === '2026-06-03' ? '501' : '502',
  serviceDate,
  time: '07:30',
  departsAt: `${serviceDate}T07:30:00+08:00`,
  passengerId: passengerName === '张三' ? '11' : '12',
  passengerName,
  passengerIdNumber: passengerName === '张三' ? '4403**********1234' : '4403**********5678',
  priceCents: 1500,
  status,
});

/** A two-date, two-passenger order on line U101 with a 5-yuan coupon; `status` sets the tickets' states too. */
export const orderFixture = (overrides: Partial<Order> = {}): Order => {
  const status = overrides.status ?? 'paid';
  const ticketStatus: OrderTicket['status'] =
    status === 'paid' ? 'valid' : status === 'pending' ? 'pending' : status === 'refunded' ? 'refunded' : 'released';
  return {
    orderNo: 'UD20260601081500123456',
    status,
    line: { lineId: '101', lineCode: 'U101', lineName: '龙华—科技园 早班' },
    board: { seq: 1, stationId: '9001', name: '深圳北站', time: '07:48' },
    alight: { seq: 3, stationId: '9003', name: '南山科技园', time: '08:30' },
    dates: ['2026-06-03', '2026-06-04'],
    time: '07:30',
    passengerCount: 2,
    totalCents: 6000,
    discountCents: 500,
    payableCents: 5500,
    groupPaysCents: 0,
    coupon: { userCouponId: '77', name: '新人满30减5' },
    createdAt: '2026-06-01T00:15:00.000Z',
    expiresAt: '2026-06-01T00:25:00.000Z',
    paidAt: status === 'pending' ? null : '2026-06-01T00:16:30.000Z',
    closedAt: null,
    closeReason: null,
    paymentChannel: status === 'pending' ? null : 'sandbox',
    tickets: [
      ticket('1', '2026-06-03', '张三', ticketStatus),
      ticket('2', '2026-06-03', '李四', ticketStatus),
      ticket('3', '2026-06-04', '张三', ticketStatus),
      ticket('4', '2026-06-04', '李四', ticketStatus),
    ],
    refunds: [],
    periodPass: null,
    ...overrides,
  };
};
