import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import type { BuyingApp } from '../../../test/buying-fixture';

/**
 * The refund calls as the refund-ticket page makes them, for the refund integration tests. The buying
 * fixture's `call` knows only the order and payment paths under the order prefix, and POST /ticket/refund
 * is one of them too.
 */

type Headers = Record<string, string>;

export const quoteRefund = (b: BuyingApp, headers: Headers, orderNo: string, ticketIds: readonly string[]) =>
  b.call('GET', '/ticket/refundPrice/query', { headers, query: { orderNo, ticketIds: ticketIds.join(',') } });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
export const postRefund = async (b: BuyingApp, headers: Headers, body: unknown, idempotencyKey?: string): Promise<Envelope<any>> => {
  const res = await b.t.app.inject({
    method: 'POST',
    url: `${ApiPrefix.order}/ticket/refund`,
    headers: { ...headers, 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: JSON.stringify(body),
  });
  if (res.statusCode !== 200) throw new Error(`/ticket/refund: HTTP ${res.statusCode} ${res.body}`);
  return res.json();
};

/** Quotes, then refunds exactly the quoted total, as the page does after 确认退票. */
export const refundAsQuoted = async (b: BuyingApp, headers: Headers, orderNo: string, ticketIds: readonly string[], idempotencyKey?: string) => {
  const quote = await quoteRefund(b, headers, orderNo, ticketIds);
  if (quote.meta.code !== 1) throw new Error(`refund quote failed: ${quote.meta.code} ${quote.meta.desc}`);
  const refund = await postRefund(b, headers, { orderNo, ticketIds, expectedRefundCents: quote.data.totalRefundCents }, idempotencyKey);
  return { quote, refund };
};

/** The passenger refunds of an order with the tickets each paid back. */
export const passengerRefundsOf = async (b: BuyingApp, orderNo: string) => {
  const rows = await b.t.database.db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.out_refund_no', 'r.amount_cents', 'r.status', 'r.reason', 'r.provider_refund_id', 'r.succeeded_at'])
    .where('o.order_no', '=', orderNo)
    .where('r.reason', '=', 'passenger')
    .orderBy('r.id')
    .execute();
  const links = rows.length === 0 ? [] : await b.t.database.db.selectFrom('refund_tickets').selectAll().where('refund_id', 'in', rows.map((r) => r.id)).execute();
  return rows.map((r) => ({
    ...r,
    tickets: links
      .filter((l) => l.refund_id === r.id)
      .map((l) => ({ ticketId: String(l.ticket_id), amountCents: l.amount_cents }))
      .sort((x, y) => Number(x.ticketId) - Number(y.ticketId)),
  }));
};

/** Runs `body` with the app's clock at `minutes` before `departsAt` (negative: after it), then puts it back. */
export const atMinutesBefore = async <T>(b: BuyingApp, departsAt: string | Date, minutes: number, body: () => Promise<T>): Promise<T> => {
  const saved = b.clock.now;
  b.clock.now = new Date(new Date(departsAt).getTime() - minutes * 60_000);
  try {
    return await body();
  } finally {
    b.clock.now = saved;
  }
};
