import type { OrderPayData } from '@udian/contracts/endpoints/payment/order-pay';
import type { PayStatusData } from '@udian/contracts/endpoints/payment/pay-status';
import type { SuperAppPayData } from '@udian/contracts/endpoints/payment/super-app-pay';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database';
import type { PaymentChannel } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { NotificationRejected, type ConfirmedPayment, type IncomingNotification, type PaymentProvider } from '../../../providers/payment/payment-provider';
import type { SandboxProvider } from '../../../providers/payment/sandbox/sandbox-provider';
import type { SuperAppPayProvider } from '../../../providers/payment/super-app/super-app-pay-provider';
import type { WechatPayProvider } from '../../../providers/payment/wechat-pay/wechat-pay-provider';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import type { OrderRepository, OrderRow } from '../orders/orders.repository';
import { applyConfirmedPayment, type AppliedPayment } from './apply-payment';
import type { PaymentRepository } from './payment.repository';

export type PaymentProviders = { sandbox: SandboxProvider | null; superApp: SuperAppPayProvider | null; wechat: WechatPayProvider | null };

/** One letter per channel after the order number: the trade number each provider knows the order by. */
const tradeSuffix: Record<PaymentChannel, string> = { sandbox: 'S', superApp: 'A', wechat: 'W' };

/** A provider is asked about a pending payment at most this often, however often the page polls. */
const QUERY_INTERVAL_MS = 5_000;

export type NotifyOutcome = { isAccepted: true } | { isAccepted: false; reason: string };

export const createPaymentService = (deps: {
  db: Db;
  providers: PaymentProviders;
  payments: PaymentRepository;
  orders: OrderRepository;
  lifecycle: OrderLifecycle;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The sandbox cashier page's URL (API origin + path). */
  cashierUrl: string;
  now?: () => Date;
}) => {
  const { db, providers, payments, orders, lifecycle, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const lastQueried = new Map<string, number>();

  const providerOf = (channel: PaymentChannel): PaymentProvider | null => providers[channel];

  /** A pending, unexpired order of this user and its payment in this channel (made once per channel). */
  const preparePayment = async (userId: string, orderNo: string, channel: PaymentChannel) => {
    if (!providerOf(channel)) throw new AppError('paymentChannelUnavailable');
    const order = await orders.findOrderByNo(Number(userId), orderNo);
    if (!order) throw new AppError('orderNotFound');
    const at = now();
    if (order.status === 'expired' || (order.status === 'pending' && order.expires_at <= at)) throw new AppError('orderExpired');
    if (order.status !== 'pending') throw new AppError('orderNotPending');
    const line = await orders.findLine(order.line_id);
    const payment = await payments.ensure({ orderId: order.id, channel, outTradeNo: `${order.order_no}${tradeSuffix[channel]}`, amountCents: order.payable_cents, now: at });
    const description = `${line?.code ?? ''} ${line?.name ?? ''} 车票`.trim();
    return { order, payment, request: { outTradeNo: payment.out_trade_no, amountCents: payment.amount_cents, description, expiresAt: order.expires_at } };
  };

  const refundAfter = async (applied: AppliedPayment) => {
    if (!applied.refund) return;
    const provider = providerOf(applied.refund.channel);
    const { outRefundNo, outTradeNo, amountCents } = applied.refund;
    try {
      if (!provider) throw new Error(`no ${applied.refund.channel} provider to refund with`);
      const result = await provider.refund({ outTradeNo, outRefundNo, refundCents: amountCents, totalCents: amountCents, reason: '订单已超时且座位已售完，自动退款' });
      await payments.settleRefund(outRefundNo, { status: result.status, refundId: result.refundId, at: now() });
      logger.info({ outRefundNo, outTradeNo, amountCents, status: result.status }, 'late or duplicate payment refunded');
    } catch (err) {
      // The refund row stays 'processing' with the reason: an operator (or a retry) settles it.
      logger.error({ err, outRefundNo, outTradeNo }, 'automatic refund failed; the refund stays processing');
    }
  };

  const apply = async (channel: PaymentChannel, confirmed: ConfirmedPayment): Promise<NotifyOutcome> => {
    const at = now();
    const applied = await db.transaction().execute((tx) => applyConfirmedPayment({ tx, channel, confirmed, at, payments, orders, lifecycle }));
    await payments.recordNotification({ channel, outTradeNo: confirmed.outTradeNo, outcome: applied.outcome, reason: applied.reason, at });
    if (applied.outcome === 'rejected') {
      logger.warn({ channel, outTradeNo: confirmed.outTradeNo, reason: applied.reason }, 'payment notification rejected');
      return { isAccepted: false, reason: applied.reason };
    }
    logger.info({ channel, outTradeNo: confirmed.outTradeNo, outcome: applied.outcome, reason: applied.reason }, 'payment applied');
    await refundAfter(applied);
    return { isAccepted: true };
  };

  return {
    startSandbox: async (userId: string, orderNo: string): Promise<OrderPayData> => {
      const { payment } = await preparePayment(userId, orderNo, 'sandbox');
      const sig = providers.sandbox!.signCashierLink(payment.out_trade_no);
      return { channel: 'sandbox', cashierUrl: `${deps.cashierUrl}?outTradeNo=${payment.out_trade_no}&sig=${sig}` };
    },

    startWechat: async (userId: string, orderNo: string): Promise<OrderPayData> => {
      const { payment, request } = await preparePayment(userId, orderNo, 'wechat');
      const openId = await payments.findWechatOpenId(Number(userId));
      if (!openId) throw new AppError('paymentChannelUnavailable', '请从微信重新进入并授权后再支付');
      try {
        const { prepayId, payParams } = await providers.wechat!.prepayJsapi({ ...request, payerOpenId: openId });
        await payments.setPrepayId(payment.id, prepayId);
        return { channel: 'wechat', ...payParams };
      } catch (err) {
        logger.error({ err, outTradeNo: payment.out_trade_no }, 'WeChat Pay prepay failed');
        throw new AppError('paymentStartFailed');
      }
    },

    startSuperApp: async (userId: string, orderNo: string, notifyUrl: string): Promise<SuperAppPayData> => {
      const { request } = await preparePayment(userId, orderNo, 'superApp');
      return providers.superApp!.signPayRequest({ ...request, notifyUrl });
    },

    /** Verifies a provider's notification and applies it; every outcome is recorded, rejections logged. */
    notify: async (channel: PaymentChannel, incoming: IncomingNotification): Promise<NotifyOutcome> => {
      const provider = providerOf(channel);
      if (!provider) return { isAccepted: false, reason: 'channel off' };
      let verified;
      try {
        verified = await provider.verifyNotification(incoming);
      } catch (error) {
        const reason = error instanceof NotificationRejected ? error.reason : 'unreadable';
        await payments.recordNotification({ channel, outTradeNo: null, outcome: 'rejected', reason, at: now() });
        logger.warn({ channel, reason }, 'payment notification rejected');
        return { isAccepted: false, reason };
      }
      if (verified.kind === 'refund') {
        const at = now();
        const settled = await payments.settleRefundFromNotification(verified.outRefundNo, channel, { isSucceeded: verified.isSucceeded, refundId: verified.refundId, at });
        const reason = `refund ${verified.outRefundNo} ${verified.isSucceeded ? 'succeeded' : 'failed'}`;
        if (settled.outcome === 'unknown') {
          // Genuine (it passed verification) but not ours to settle, e.g. a refund made in the merchant
          // console: acknowledged so that the provider stops sending it, and recorded.
          await payments.recordNotification({ channel, outTradeNo: null, outcome: 'rejected', reason: `unknown refund ${verified.outRefundNo}`, at });
          logger.warn({ channel, outRefundNo: verified.outRefundNo }, 'refund notification for an unknown refund');
          return { isAccepted: true };
        }
        await payments.recordNotification({ channel, outTradeNo: settled.outTradeNo, outcome: settled.outcome, reason, at });
        logger.info({ channel, outRefundNo: verified.outRefundNo, outcome: settled.outcome }, 'refund notification applied');
        return { isAccepted: true };
      }
      if (verified.kind === 'ignored') return { isAccepted: true };
      return apply(channel, verified.payment);
    },

    /** What waiting-paid polls; asks the provider when a pending order has a payment there. */
    status: async (userId: string, orderNo: string): Promise<PayStatusData> => {
      let order = await orders.findOrderByNo(Number(userId), orderNo);
      if (!order) throw new AppError('orderNotFound');
      if (order.status === 'pending') {
        for (const payment of await payments.listByOrder(order.id)) {
          const provider = providerOf(payment.channel);
          const last = lastQueried.get(payment.out_trade_no) ?? 0;
          const at = now().getTime();
          if (!provider || payment.status !== 'created' || at - last < QUERY_INTERVAL_MS) continue;
          lastQueried.set(payment.out_trade_no, at);
          const confirmed = await provider.queryPayment(payment.out_trade_no).catch((err: unknown) => {
            logger.warn({ err, outTradeNo: payment.out_trade_no }, 'payment query failed');
            return null;
          });
          if (confirmed) await apply(payment.channel, confirmed);
        }
        order = (await orders.findOrderByNo(Number(userId), orderNo))!;
      }
      return { orderNo: order.order_no, status: order.status, paidAt: order.paid_at?.toISOString() ?? null, expiresAt: order.expires_at.toISOString() };
    },

    /** An order ended unpaid: the providers stop taking money for it (a payment already made is applied). */
    closeForOrder: async (order: OrderRow): Promise<void> => {
      for (const payment of await payments.listByOrder(order.id)) {
        const provider = providerOf(payment.channel);
        if (!provider || payment.status !== 'created') continue;
        try {
          await provider.closePayment(payment.out_trade_no);
          await payments.markClosed(payment.id);
        } catch (err) {
          logger.warn({ err, outTradeNo: payment.out_trade_no }, 'closing the payment failed; asking whether it was paid');
          const confirmed = await provider.queryPayment(payment.out_trade_no).catch(() => null);
          if (confirmed) await apply(payment.channel, confirmed);
        }
      }
    },

    /** The sandbox cashier: the payment it shows, if the link is one we issued. */
    findCashierPayment: async (outTradeNo: string, sig: string) => {
      if (!providers.sandbox || !providers.sandbox.isCashierLinkValid(outTradeNo, sig)) return null;
      const payment = await payments.findByTradeNo(outTradeNo);
      if (!payment || payment.channel !== 'sandbox') return null;
      const order = await orders.findOrderById(payment.order_id);
      const line = order ? await orders.findLine(order.line_id) : undefined;
      return order ? { payment, order, lineName: line ? `${line.code} ${line.name}` : '' } : null;
    },
  };
};

export type PaymentService = ReturnType<typeof createPaymentService>;
