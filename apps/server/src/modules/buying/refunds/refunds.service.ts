import type { RefundPriceData } from '@udian/contracts/endpoints/tickets/refund-price';
import type { RefundRuleData } from '@udian/contracts/endpoints/tickets/refund-rule';
import type { TicketRefundData } from '@udian/contracts/endpoints/tickets/ticket-refund';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiClock } from '../../../time/shanghai-time';
import { toOrders } from '../orders/order.mapper';
import type { OrderViewRepository } from '../orders/order-view.repository';
import type { OrderRepository, OrderRow } from '../orders/orders.repository';
import type { PaymentProviders } from '../payment/payment.service';
import { ticketShares } from '../orders/ticket-shares';
import { capToPaymentLeft, durationText, quoteRefund, refundNoStem, refundRuleText, tierAt, withTickets } from './refund-rules';
import type { RefundSender } from './refund-sender';
import type { RefundableTicketRow, RefundRepository } from './refunds.repository';

const yuan = (cents: number): string => (cents / 100).toFixed(2);

/** Why an order cannot be refunded, by its status (only a paid order can). */
const orderRefusal: Record<Exclude<OrderRow['status'], 'paid'>, string> = {
  pending: '订单尚未支付，不能退票',
  cancelled: '订单已取消，不能退票',
  expired: '订单已超时关闭，不能退票',
  refunded: '订单已全部退款，没有可退的车票',
};

const ticketRefusal = (t: RefundableTicketRow): string => {
  const ticket = `${t.passenger_name} ${t.service_date} 的车票`;
  if (t.status === 'used') return `${ticket}已检票，不能退票`;
  if (t.status === 'refunded') return `${ticket}已退票，请勿重复退票`;
  return `${ticket}不可退票`;
};

export type RefundsServiceDeps = {
  db: Db;
  refunds: RefundRepository;
  orders: OrderRepository;
  views: OrderViewRepository;
  providers: PaymentProviders;
  sender: RefundSender;
  now?: () => Date;
};

/**
 * Passenger refunds (decision 025): the rule of a line, the quote for some tickets of an order, and the
 * refund of exactly that quote through the provider that took the money.
 */
export const createRefundsService = (deps: RefundsServiceDeps) => {
  const { db, refunds, orders, views, providers, sender } = deps;
  const now = deps.now ?? (() => new Date());

  const findOwned = async (userId: string, orderNo: string): Promise<OrderRow> => {
    const order = await orders.findOrderByNo(Number(userId), orderNo);
    if (!order) throw new AppError('orderNotFound');
    return order;
  };

  /**
   * The quote for these tickets of the order at `at`, with every refusal in the order the passenger should
   * hear it: a ticket not of this order is not found; then the order must be paid, each ticket valid and
   * its departure open for refunds by the line's rule.
   */
  const quoteFor = async (order: OrderRow, ticketIds: readonly string[], at: Date, tx: DbOrTx) => {
    const all = await refunds.findOrderTickets(order.id, tx);
    const byId = new Map(all.map((t) => [String(t.id), t]));
    const chosen = ticketIds.map((id) => {
      const ticket = byId.get(id);
      if (!ticket) throw new AppError('ticketNotFound');
      return ticket;
    });
    if (order.status !== 'paid') throw new AppError('refundNotAllowed', orderRefusal[order.status]);
    const refused = chosen.find((t) => t.status !== 'valid');
    if (refused) throw new AppError('refundNotAllowed', ticketRefusal(refused));
    const tiers = await refunds.findTiers(order.line_id, tx);
    const feePercents = chosen.map((t) => {
      const verdict = tierAt(tiers, t.departs_at, at);
      if (verdict.isOpen) return verdict.feePercent;
      const departure = `${t.service_date} ${shanghaiClock(t.departs_at)}`;
      if (verdict.reason === 'departed') throw new AppError('refundClosed', `${departure} 的班次已发车，不能退票`);
      throw new AppError(
        'refundClosed',
        verdict.minMinutesBefore === null ? '该线路车票不支持退票' : `该线路发车前 ${durationText(verdict.minMinutesBefore)}内不能退票（${departure} 的班次）`,
      );
    });
    const shares = ticketShares(order.payable_cents, all.map((t) => ({ id: t.id, priceCents: t.price_cents })));
    const quote = quoteRefund(
      chosen.map((t, i) => ({ ticketId: String(t.id), serviceDate: t.service_date, passengerName: t.passenger_name, paidCents: shares.get(t.id)!, feePercent: feePercents[i]! })),
    );
    // What an after-sales refund already gave back of the payment is not given back twice.
    const payment = await refunds.findTakingPayment(order.id, tx);
    const left = payment ? payment.amount_cents - (await refunds.sumRefunded(payment.id, tx)) : quote.totalRefundCents;
    return { quote: left >= quote.totalRefundCents ? quote : withTickets(capToPaymentLeft(quote.tickets, left)), chosen };
  };

  return {
    rule: async (lineId: string | undefined): Promise<RefundRuleData> => {
      if (lineId !== undefined && !(await orders.findLine(Number(lineId)))) throw new AppError('lineNotFound');
      const tiers = await refunds.findTiers(lineId === undefined ? null : Number(lineId));
      return { lineId: lineId ?? null, tiers, textLines: refundRuleText(tiers) };
    },

    /**
     * For each ticket, whether its line's tiers take it back at `at`: the same tierAt as the quote, so that the
     * ticket view shows 退票 exactly while a refund would be quoted (riding's `refundable`).
     */
    refundableAt: async (tickets: readonly { lineId: number; departsAt: Date }[], at: Date): Promise<boolean[]> => {
      const lineIds = [...new Set(tickets.map((t) => t.lineId))];
      const tiers = new Map(await Promise.all(lineIds.map(async (id) => [id, await refunds.findTiers(id)] as const)));
      return tickets.map((t) => tierAt(tiers.get(t.lineId) ?? [], t.departsAt, at).isOpen);
    },

    quote: async (userId: string, input: { orderNo: string; ticketIds: string[] }): Promise<RefundPriceData> => {
      const order = await findOwned(userId, input.orderNo);
      const { quote } = await quoteFor(order, input.ticketIds, now(), db);
      return { orderNo: order.order_no, ...quote };
    },

    /**
     * One transaction, with the order row locked first (so refunds of one order, and payment notifications,
     * take turns): quote again, refuse a changed amount, take the tickets back with the conditional update,
     * give their seats back lowest departure first, record the refund and its tickets, and close the order
     * (coupon back) once nothing is left to ride. Then the provider, outside the transaction.
     */
    refund: async (userId: string, input: { orderNo: string; ticketIds: string[]; expectedRefundCents: number }): Promise<TicketRefundData> => {
      const owned = await findOwned(userId, input.orderNo);
      const at = now();
      const done = await db.transaction().execute(async (tx) => {
        const order = (await orders.lockOrder(owned.id, tx))!;
        const { quote, chosen } = await quoteFor(order, input.ticketIds, at, tx);
        if (quote.totalRefundCents !== input.expectedRefundCents) {
          throw new AppError('refundAmountChanged', `退款金额已变化，最新可退 ${yuan(quote.totalRefundCents)} 元，请确认后再提交`);
        }
        const payment = (await refunds.findTakingPayment(order.id, tx)) ?? null;
        // An order with nothing to pay was paid at creation without a payment (decision 048): its refund is of nothing.
        if (!payment && order.payable_cents > 0) throw new AppError('refundNotAllowed', '该订单没有在线支付记录，不能在线退票');
        if (payment && quote.totalRefundCents > 0 && !providers[payment.channel]) {
          throw new AppError('refundStartFailed', '原支付方式当前不可用，暂时无法退款，请稍后重试');
        }
        const changed = await refunds.markTicketsRefunded(order.id, chosen.map((t) => t.id), tx);
        if (changed.length !== chosen.length) throw new AppError('refundNotAllowed', '车票状态已变化，请刷新后重试');
        const seats = new Map<number, number>();
        for (const t of changed) seats.set(t.departure_id, (seats.get(t.departure_id) ?? 0) + 1);
        for (const [departureId, count] of seats) await orders.releaseSeats(departureId, count, tx);

        const counted = await refunds.countRefunds({ orderId: order.id, paymentId: payment?.id ?? null }, 'passenger', tx);
        const outRefundNo = `${refundNoStem(order, payment)}P${counted + 1}`;
        const refund = await refunds.insertRefund(
          { orderId: order.id, paymentId: payment?.id ?? null, outRefundNo, amountCents: quote.totalRefundCents, reason: 'passenger', now: at },
          tx,
        );
        await refunds.insertRefundTickets(refund.id, quote.tickets.map((t) => ({ ticketId: Number(t.ticketId), amountCents: t.refundCents })), tx);
        if ((await refunds.countLiveTickets(order.id, tx)) === 0) {
          await orders.closeOrder(order.id, 'refunded', 'passenger', at, tx);
          await refunds.returnCoupon(order, at, tx);
        }
        return { orderId: order.id, payment, refund };
      });

      if (done.payment && done.refund.amount_cents > 0) {
        await sender.send(
          { outRefundNo: done.refund.out_refund_no, amountCents: done.refund.amount_cents, reason: 'passenger' },
          { channel: done.payment.channel, outTradeNo: done.payment.out_trade_no, amountCents: done.payment.amount_cents },
        );
      }
      const refund = (await refunds.findRefund(done.refund.out_refund_no))!;
      const order = (await orders.findOrderById(done.orderId))!;
      return {
        refund: { outRefundNo: refund.out_refund_no, amountCents: refund.amount_cents, status: refund.status },
        order: toOrders([order], await views.load([order]))[0]!,
      };
    },
  };
};

export type RefundsService = ReturnType<typeof createRefundsService>;
