/** What waiting-paid shows: the time left to pay, the order's state in words, the way to buy again. */
import type { Order, OrderStatus } from '@udian/contracts/schemas/orders';
import { buyTicketQuery } from '../../lib/buy-ticket-draft';
import { countdownTo } from '../../lib/countdown';

const pad = (value: number): string => String(value).padStart(2, '0');

/** 'mm:ss' left until expiresAt; minutes run past 59 for a long hold. */
export const holdCountdown = (expiresAt: string, nowMs: number): { text: string; isExpired: boolean } => {
  const left = countdownTo(Date.parse(expiresAt), nowMs);
  const minutes = left.days * 1440 + left.hours * 60 + left.minutes;
  return { text: `${pad(minutes)}:${pad(left.seconds)}`, isExpired: left.isExpired };
};

export type ClosedState = { title: string; hint: string };

/** The end states of an unpaid order; null while it can still be paid (or once paid: the page moves on). */
export const closedState = (status: OrderStatus): ClosedState | null => {
  switch (status) {
    case 'expired':
      return { title: '订单已超时', hint: '超过支付时间未付款，座位已释放。如需乘车请重新购票。' };
    case 'cancelled':
      return { title: '订单已取消', hint: '座位和优惠券已退回。如需乘车请重新购票。' };
    case 'refunded':
      return { title: '订单已退款', hint: '款项将按原路退回，请留意到账通知。' };
    default:
      return null;
  }
};

/** The buying page's draft for the same trip: line, time, stops, riders, and the dates still to come. */
export const buyAgainQuery = (order: Order, today: string): Record<string, string | undefined> =>
  buyTicketQuery({
    lineId: order.line.lineId,
    time: order.time,
    boardSeq: order.board.seq,
    alightSeq: order.alight.seq,
    dates: order.dates.filter((date) => date >= today),
    // A rider deleted since has no id and is left out.
    passengerIds: [...new Set(order.tickets.flatMap((ticket) => (ticket.passengerId === null ? [] : [ticket.passengerId])))],
  });
