import type { Invoice } from '@udian/contracts/endpoints/invoices/invoice-apply';
import type { Envelope } from '@udian/contracts/envelope';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, isChineseDesc, m101Choice, mustBuy, type Buyer } from '../../../test/buying-helpers';

/** get-invoice: e-invoice requests for paid orders, once per order, listed with their state. */

let b: BuyingApp;
let services: ReturnType<typeof buyingServices>;
let buyer: Buyer;
let paid: { orderNo: string; payableCents: number };

beforeAll(async () => {
  b = await createBuyingApp();
  services = buyingServices(b);
  buyer = await b.buyer('13800009001', 2);
  paid = await mustBuy(b, buyer, await m101Choice(b, [5, 6]));
  await services.markPaid(paid.orderNo);
});
afterAll(async () => b.t.close());

// Invoices live under the order service's prefix.
const callOrderApi = async <T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<Envelope<T>> => {
  const res = await b.t.app.inject({
    method,
    url: `${ApiPrefix.order}${path}`,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const apply = (body: Record<string, unknown>, who: Buyer = buyer) => callOrderApi<Invoice>('POST', '/invoice/apply', who.headers, body);
const listOf = async (who: Buyer = buyer) => (await callOrderApi<{ invoices: Invoice[] }>('GET', '/invoice/list', who.headers)).data!.invoices;

const personal = { titleType: 'personal', title: '张三', email: 'zhangsan@example.com' };
const company = { titleType: 'company', title: '深圳市优点科技有限公司', taxNumber: '91440300MA5ABCDE1X', email: 'finance@udian.example.cn' };

describe('requesting an invoice', () => {
  it('stores a personal request for a paid order, for what it paid', async () => {
    const answer = await apply({ orderNo: paid.orderNo, ...personal, taxNumber: '91440300MA5ABCDE1X' });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toEqual({
      invoiceId: expect.stringMatching(/^\d+$/),
      orderNo: paid.orderNo,
      titleType: 'personal',
      title: '张三',
      // A personal title has no tax number, whatever was sent.
      taxNumber: null,
      email: 'zhangsan@example.com',
      amountCents: paid.payableCents,
      status: 'requested',
      createdAt: b.clock.now.toISOString(),
    });
  });

  it('refuses a second request for the same order', async () => {
    const answer = await apply({ orderNo: paid.orderNo, ...company });
    expect(answer.meta).toMatchObject({ code: errorCatalogue.invoiceDuplicate.code, desc: errorCatalogue.invoiceDuplicate.desc });
  });

  it('stores a company request with its tax number, for the paid amount less refunds', async () => {
    const order = await mustBuy(b, buyer, await m101Choice(b, [7, 8]));
    await services.markPaid(order.orderNo);
    // A passenger refund of one date (buying's passenger refunds write these rows), and a failed one that returned nothing.
    const orderRow = await b.t.database.db.selectFrom('orders').select('id').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    const payment = await b.t.database.db
      .insertInto('payments')
      .values({ order_id: orderRow.id, channel: 'sandbox', out_trade_no: `P${order.orderNo}`, amount_cents: order.payableCents, created_at: b.clock.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await b.t.database.db
      .insertInto('refunds')
      .values([
        { order_id: orderRow.id, payment_id: payment.id, out_refund_no: `R1${order.orderNo}`, amount_cents: 300, reason: 'passenger', status: 'succeeded', created_at: b.clock.now },
        { order_id: orderRow.id, payment_id: payment.id, out_refund_no: `R2${order.orderNo}`, amount_cents: 200, reason: 'passenger', status: 'failed', created_at: b.clock.now },
      ])
      .execute();
    b.clock.advance(1);
    const answer = await apply({ orderNo: order.orderNo, ...company });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({ titleType: 'company', taxNumber: '91440300MA5ABCDE1X', amountCents: order.payableCents - 300 });
  });

  it('refuses an unpaid order and a refunded one', async () => {
    const pending = await mustBuy(b, buyer, await m101Choice(b, [9]));
    expect((await apply({ orderNo: pending.orderNo, ...personal })).meta).toMatchObject({ code: errorCatalogue.invoiceOrderNotPaid.code, desc: errorCatalogue.invoiceOrderNotPaid.desc });
    const refunded = await mustBuy(b, buyer, await m101Choice(b, [10]));
    await services.markPaid(refunded.orderNo);
    await services.markRefunded(refunded.orderNo);
    expect((await apply({ orderNo: refunded.orderNo, ...personal })).meta.code).toBe(errorCatalogue.invoiceOrderNotPaid.code);
  });

  it("answers another user's order number as not found, exactly as one nobody has", async () => {
    const stranger = await b.buyer('13800009002', 0);
    const answer = await apply({ orderNo: paid.orderNo, ...personal }, stranger);
    expect(answer).toMatchObject({ data: null, meta: { code: 1004, desc: '订单不存在' } });
    expect((await apply({ orderNo: 'UD20990101000000000000', ...personal }, stranger)).meta).toEqual({ ...answer.meta, timestamp: expect.any(Number) });
    expect(await listOf(stranger)).toEqual([]);
  });

  it.each([
    ['a company without a tax number', { ...company, taxNumber: undefined }, '单位抬头须填写纳税人识别号'],
    ['a lower-case tax number', { ...company, taxNumber: '91440300ma5abcde1x' }, '15 到 20 位大写字母或数字'],
    ['a short tax number', { ...company, taxNumber: '12345' }, '15 到 20 位大写字母或数字'],
    ['a tax number with a dash', { ...company, taxNumber: '91440300-MA5ABCDE1' }, '15 到 20 位大写字母或数字'],
    ['a bad email', { ...personal, email: 'zhangsan@' }, '邮箱格式不正确'],
    ['no email', { ...personal, email: undefined }, '邮箱'],
    ['an empty title', { ...personal, title: '   ' }, '请填写发票抬头'],
    ['a title over 100 characters', { ...personal, title: '票'.repeat(101) }, '不能超过 100 个字'],
    ['an unknown title type', { ...personal, titleType: 'government' }, '发票抬头类型'],
    ['a bad order number', { ...personal, orderNo: 'abc' }, '订单号格式不正确'],
  ])('refuses %s with a Chinese message', async (_label, fields, fragment) => {
    const answer = await apply({ orderNo: paid.orderNo, ...fields });
    expect(answer.meta.code).toBe(1001);
    expect(isChineseDesc(answer.meta.desc)).toBe(true);
    expect(answer.meta.desc).toContain(fragment);
  });

  it('of two requests at once for one order, exactly one is stored', async () => {
    const order = await mustBuy(b, buyer, await m101Choice(b, [1]));
    await services.markPaid(order.orderNo);
    const answers = await Promise.all([apply({ orderNo: order.orderNo, ...personal }), apply({ orderNo: order.orderNo, ...company })]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([1, errorCatalogue.invoiceDuplicate.code].sort());
  });
});

describe('my invoices', () => {
  it('lists my requests, newest first, with their state', async () => {
    const invoices = await listOf();
    expect(invoices).toHaveLength(3);
    expect(invoices.map((i) => i.status)).toEqual(['requested', 'requested', 'requested']);
    expect(invoices.at(-1)).toMatchObject({ orderNo: paid.orderNo, titleType: 'personal', amountCents: paid.payableCents });
    const times = invoices.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
