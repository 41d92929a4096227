import type { DbOrTx } from '../../../db/database';
import type { PaymentChannel } from '../../../db/schema';

export type PaymentRow = {
  id: number;
  order_id: number;
  channel: PaymentChannel;
  out_trade_no: string;
  amount_cents: number;
  status: 'created' | 'succeeded' | 'closed';
  provider_transaction_id: string | null;
  prepay_id: string | null;
};

const columns = ['id', 'order_id', 'channel', 'out_trade_no', 'amount_cents', 'status', 'provider_transaction_id', 'prepay_id'] as const;

/** Payments, the notifications that reached us, and refunds of money taken. */
export const createPaymentRepository = (db: DbOrTx) => ({
  /** The order's payment in this channel, made once: a second call for the same order and channel reuses it. */
  ensure: async (p: { orderId: number; channel: PaymentChannel; outTradeNo: string; amountCents: number; now: Date }, tx: DbOrTx = db): Promise<PaymentRow> => {
    await tx
      .insertInto('payments')
      .values({ order_id: p.orderId, channel: p.channel, out_trade_no: p.outTradeNo, amount_cents: p.amountCents, created_at: p.now })
      .onConflict((oc) => oc.columns(['order_id', 'channel']).doNothing())
      .execute();
    return tx.selectFrom('payments').select(columns).where('order_id', '=', p.orderId).where('channel', '=', p.channel).executeTakeFirstOrThrow();
  },

  setPrepayId: (id: number, prepayId: string, tx: DbOrTx = db) => tx.updateTable('payments').set({ prepay_id: prepayId }).where('id', '=', id).execute(),

  findByTradeNo: (outTradeNo: string, tx: DbOrTx = db): Promise<PaymentRow | undefined> =>
    tx.selectFrom('payments').select(columns).where('out_trade_no', '=', outTradeNo).executeTakeFirst(),

  lockByTradeNo: (outTradeNo: string, tx: DbOrTx): Promise<PaymentRow | undefined> =>
    tx.selectFrom('payments').select(columns).where('out_trade_no', '=', outTradeNo).forUpdate().executeTakeFirst(),

  listByOrder: (orderId: number, tx: DbOrTx = db): Promise<PaymentRow[]> =>
    tx.selectFrom('payments').select(columns).where('order_id', '=', orderId).orderBy('id').execute(),

  markSucceeded: (id: number, transactionId: string, at: Date, tx: DbOrTx) =>
    tx.updateTable('payments').set({ status: 'succeeded', provider_transaction_id: transactionId, succeeded_at: at }).where('id', '=', id).execute(),

  markClosed: (id: number, tx: DbOrTx = db) =>
    tx.updateTable('payments').set({ status: 'closed' }).where('id', '=', id).where('status', '=', 'created').execute(),

  recordNotification: (n: { channel: string; outTradeNo: string | null; outcome: 'applied' | 'duplicate' | 'rejected'; reason: string; at: Date }, tx: DbOrTx = db) =>
    tx.insertInto('payment_notifications').values({ channel: n.channel, out_trade_no: n.outTradeNo, outcome: n.outcome, reason: n.reason, received_at: n.at }).execute(),

  insertRefund: (
    r: { orderId: number; paymentId: number; outRefundNo: string; amountCents: number; reason: 'latePayment' | 'duplicatePayment'; now: Date },
    tx: DbOrTx,
  ) =>
    tx
      .insertInto('refunds')
      .values({ order_id: r.orderId, payment_id: r.paymentId, out_refund_no: r.outRefundNo, amount_cents: r.amountCents, reason: r.reason, provider_refund_id: null, created_at: r.now, succeeded_at: null })
      .returning(['id', 'out_refund_no'])
      .executeTakeFirstOrThrow(),

  settleRefund: (outRefundNo: string, result: { status: 'processing' | 'succeeded' | 'failed'; refundId: string | null; at: Date }, tx: DbOrTx = db) =>
    tx
      .updateTable('refunds')
      .set({ status: result.status, provider_refund_id: result.refundId, succeeded_at: result.status === 'succeeded' ? result.at : null })
      .where('out_refund_no', '=', outRefundNo)
      .where('status', '<>', 'succeeded')
      .execute(),

  /**
   * A provider's refund notification, applied once: the refund of this channel moves to its final state
   * unless it is there already (or succeeded: nothing undoes money sent back). Two copies arriving together
   * serialise on the row, and the second changes nothing. 'unknown' when no refund of ours has that number.
   */
  settleRefundFromNotification: async (
    outRefundNo: string,
    channel: PaymentChannel,
    result: { isSucceeded: boolean; refundId: string; at: Date },
    tx: DbOrTx = db,
  ): Promise<{ outcome: 'applied' | 'duplicate'; outTradeNo: string } | { outcome: 'unknown' }> => {
    const refund = await tx
      .selectFrom('refunds as r')
      .innerJoin('payments as p', 'p.id', 'r.payment_id')
      .select(['r.id', 'p.out_trade_no'])
      .where('r.out_refund_no', '=', outRefundNo)
      .where('p.channel', '=', channel)
      .executeTakeFirst();
    if (!refund) return { outcome: 'unknown' };
    const status = result.isSucceeded ? 'succeeded' : 'failed';
    const changed = await tx
      .updateTable('refunds')
      .set({ status, provider_refund_id: result.refundId, succeeded_at: result.isSucceeded ? result.at : null })
      .where('id', '=', refund.id)
      .where('status', '<>', 'succeeded')
      .where('status', '<>', status)
      .returning('id')
      .executeTakeFirst();
    return { outcome: changed ? 'applied' : 'duplicate', outTradeNo: refund.out_trade_no };
  },

  /** The messaging-app openid of this account (bound by WeChat OAuth), which JSAPI payment needs. */
  findWechatOpenId: async (userId: number, tx: DbOrTx = db): Promise<string | null> => {
    const row = await tx
      .selectFrom('host_bindings')
      .select('host_user_id')
      .where('user_id', '=', userId)
      .where('host', '=', 'wechat')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.host_user_id ?? null;
  },
});

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
