import type { RefundPriceData } from '@udian/contracts/endpoints/tickets/refund-price';
import type { Order, OrderTicket } from '@udian/contracts/schemas/orders';

export const ORDER_NO = 'UD20260601081500123456';

const ticket = (ticketId: string, serviceDate: string, passengerName: string): OrderTicket => ({
  ticketId,
  departureId: serviceDate === '2026-06-03' ? '501' : '502',
  serviceDate,
  time: '07:30',
  departsAt: `${serviceDate}T07:30:00+08:00`,
  passengerId: passengerName === '张三' ? '11' : '12',
  passengerName,
  passengerIdNumber: passengerName === '张三' ? '4403**********1234' : '4403**********5678',
  priceCents: 1500,
  status: 'valid',
});

/** A paid two-date, two-rider order of U101 (55.00 paid after a 5-yuan coupon); tickets 1–4. */
export const refundOrderFixture = (overrides: Partial<Order> = {}): Order => ({
  orderNo: ORDER_NO,
  status: 'paid',
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
  paidAt: '2026-06-01T00:16:30.000Z',
  closedAt: null,
  closeReason: null,
  paymentChannel: 'sandbox',
  tickets: [
    ticket('1', '2026-06-03', '张三'),
    ticket('2', '2026-06-03', '李四'),
    ticket('3', '2026-06-04', '张三'),
    ticket('4', '2026-06-04', '李四'),
  ],
  refunds: [],
  periodPass: null,
  ...overrides,
});

/** Shares of 55.00 by price: 13.75 each; `feePercent` for every ticket. */
const PAID_SHARE = 1375;

/** The quote the server would give for these tickets of the fixture order. */
export const quoteFixture = (ticketIds: readonly string[], feePercent = 0): RefundPriceData => {
  const order = refundOrderFixture();
  const tickets = ticketIds.map((ticketId) => {
    const found = order.tickets.find((candidate) => candidate.ticketId === ticketId)!;
    const feeCents = Math.round((PAID_SHARE * feePercent) / 100);
    return {
      ticketId,
      serviceDate: found.serviceDate,
      passengerName: found.passengerName,
      paidCents: PAID_SHARE,
      feePercent,
      feeCents,
      refundCents: PAID_SHARE - feeCents,
    };
  });
  const dates = [...new Set(tickets.map((quoted) => quoted.serviceDate))].sort().map((serviceDate) => ({
    serviceDate,
    refundCents: tickets.filter((quoted) => quoted.serviceDate === serviceDate).reduce((sum, quoted) => sum + quoted.refundCents, 0),
  }));
  return { orderNo: ORDER_NO, tickets, dates, totalRefundCents: tickets.reduce((sum, quoted) => sum + quoted.refundCents, 0) };
};
