import { paymentNotifyPaths } from '@udian/contracts/endpoints/payment/payment-notifications';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { createCouponRepository } from '../modules/buying/coupons/coupons.repository';
import { createOrderExpiry } from '../modules/buying/orders/order-expiry';
import { createOrderLifecycle } from '../modules/buying/orders/order-lifecycle';
import { createOrderRepository } from '../modules/buying/orders/orders.repository';
import { createPaymentRepository } from '../modules/buying/payment/payment.repository';
import { createPaymentService } from '../modules/buying/payment/payment.service';
import { createSandboxProvider } from '../providers/payment/sandbox/sandbox-provider';
import { createSuperAppPayProvider } from '../providers/payment/super-app/super-app-pay-provider';
import { createWechatPayProvider } from '../providers/payment/wechat-pay/wechat-pay-provider';
import { createBuyingApp, type BuyingApp } from './buying-fixture';
import { startFakeWechatPay, type FakeWechatPay } from './fake-wechat-pay-server';

type Buyer = Awaited<ReturnType<BuyingApp['buyer']>>;
export type NotificationRequest = { headers: Record<string, string>; rawBody: string };

/**
 * Places an order through the API on M101 (board 0 → alight 3), one date. `withCoupon` takes the coupon the
 * quote applies (a new buyer's 5 元 welcome coupon for one passenger); otherwise no coupon.
 */
export const placeOrder = async (
  b: BuyingApp,
  buyer: Buyer,
  options: { offset?: number; minutes?: number; withCoupon?: boolean; passengers?: number } = {},
) => {
  const { offset = 1, minutes = 480, withCoupon = false, passengers = 1 } = options;
  const choice = { lineId: String(b.network.lines.m101), departureIds: [String(await b.departureOn(offset, minutes))], boardSeq: 0, alightSeq: 3 };
  const passengerIds = buyer.passengerIds.slice(0, passengers);
  const quote = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...choice, passengerCount: passengerIds.length } });
  if (quote.meta.code !== 1) throw new Error(`quote failed: ${quote.meta.desc}`);
  const coupon = withCoupon ? quote.data.appliedCoupon : null;
  const created = await b.call('POST', '/order/create', {
    headers: buyer.headers,
    idempotencyKey: `create-${buyer.userId}-${offset}-${minutes}-${Math.random()}`,
    body: {
      ...choice,
      passengerIds,
      userCouponId: coupon ? coupon.userCouponId : null,
      expectedPayableCents: coupon ? quote.data.payableCents : quote.data.totalCents,
    },
  });
  return created;
};

/** The sandbox gateway as the test plays it: signs with the app's secret, on the app's clock. */
export const sandboxGateway = (b: BuyingApp, secret = b.t.config.buying.sandbox.secret) => createSandboxProvider({ secret, now: () => b.clock.now });

export const notifyUrl = (channel: keyof typeof paymentNotifyPaths) => `${ApiPrefix.order}${paymentNotifyPaths[channel]}`;

/** Delivers a notification to our notify route exactly as the gateway sends it (raw body). */
export const postNotification = (b: BuyingApp, channel: keyof typeof paymentNotifyPaths, { headers, rawBody }: NotificationRequest) =>
  b.t.app.inject({ method: 'POST', url: notifyUrl(channel), headers: { 'content-type': 'application/json', ...headers }, payload: rawBody });

export const jsonNotification = (body: unknown): NotificationRequest => ({ headers: { 'content-type': 'application/json' }, rawBody: JSON.stringify(body) });

export const orderRow = (b: BuyingApp, orderNo: string) =>
  b.t.database.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

export const paymentsOf = async (b: BuyingApp, orderNo: string) => {
  const order = await orderRow(b, orderNo);
  return b.t.database.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
};

export const refundsOf = async (b: BuyingApp, orderNo: string) => {
  const order = await orderRow(b, orderNo);
  return b.t.database.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
};

export const ticketStatuses = async (b: BuyingApp, orderNo: string) => {
  const order = await orderRow(b, orderNo);
  const rows = await b.t.database.db.selectFrom('tickets').select('status').where('order_id', '=', order.id).execute();
  return rows.map((r) => r.status);
};

/** Notification rows for a trade number (null: rows recorded before the trade was known, e.g. bad signatures). */
export const notificationsOf = (b: BuyingApp, channel: string, outTradeNo?: string | null) => {
  let query = b.t.database.db.selectFrom('payment_notifications').select(['outcome', 'reason', 'out_trade_no']).where('channel', '=', channel);
  if (outTradeNo !== undefined) query = outTradeNo === null ? query.where('out_trade_no', 'is', null) : query.where('out_trade_no', '=', outTradeNo);
  return query.orderBy('id').execute();
};

export const seatsSold = async (b: BuyingApp, departureId: number) =>
  (await b.t.database.db.selectFrom('departures').select(['seats_sold', 'capacity']).where('id', '=', departureId).executeTakeFirstOrThrow());

/** Warn lines the app logged with this message since `from` (an index into TestApp.logs). */
export const warnings = (b: BuyingApp, msg: string, from = 0) => b.t.logs.slice(from).filter((l) => l.level === 40 && l.msg === msg);

/**
 * The expiry sweep as the server's timer runs it. The test app keeps the sweep off and does not expose it,
 * so it is built here from the same factories over the test database, and, like buying/buying.wiring.ts, an order
 * that ends unpaid closes its payments at the providers configured for the app (on the app's clock).
 */
export const createSweeper = (b: BuyingApp) => {
  const { db } = b.t.database;
  const now = () => b.clock.now;
  const logger = b.t.app.log;
  const buying = b.t.config.buying;
  const orders = createOrderRepository(db);
  const lifecycle = createOrderLifecycle({ orders, coupons: createCouponRepository(db) });
  const expiry = createOrderExpiry({ db, orders, lifecycle, logger, now });
  const paymentService = createPaymentService({
    db,
    providers: {
      sandbox: buying.sandbox.isOn ? createSandboxProvider({ secret: buying.sandbox.secret, now }) : null,
      superApp: buying.superApp.payLink ? createSuperAppPayProvider({ payKey: buying.superApp.payKey, apiUrl: buying.superApp.apiUrl, now }) : null,
      wechat: buying.wechatPay ? createWechatPayProvider(buying.wechatPay, { now }) : null,
    },
    payments: createPaymentRepository(db),
    orders,
    lifecycle,
    logger,
    cashierUrl: '',
    now,
  });
  expiry.onClosed((order) => paymentService.closeForOrder(order));
  return expiry;
};

/**
 * A buying app with WeChat Pay on, against a fake WeChat Pay started first (its keys are generated there).
 * The fake shares the app's movable clock: request signatures, answers and notifications all carry times.
 * The PEM keys go in as one line with literal \n, as an .env file holds them.
 */
export const createWechatBuyingApp = async (env: Record<string, string> = {}) => {
  // The fake is started first and asks for the app's clock once the app exists.
  const started: { app?: BuyingApp } = {};
  const fake = await startFakeWechatPay({ now: () => started.app?.clock.now ?? new Date() });
  const oneLine = (pem: string) => pem.replace(/\n/g, '\\n');
  const app = await createBuyingApp({
    WECHAT_PAY_MCH_ID: fake.config.mchId,
    WECHAT_PAY_APP_ID: fake.config.appId,
    WECHAT_PAY_SERIAL_NO: fake.config.serialNo,
    WECHAT_PAY_PRIVATE_KEY: oneLine(fake.config.privateKey),
    WECHAT_PAY_API_V3_KEY: fake.config.apiV3Key,
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: oneLine(fake.config.platformPublicKey),
    WECHAT_PAY_PLATFORM_SERIAL: fake.config.platformSerial,
    WECHAT_PAY_API_BASE_URL: fake.url,
    WECHAT_PAY_NOTIFY_URL: fake.config.notifyUrl,
    ...env,
  });
  started.app = app;
  return { b: app, fake };
};

/** The messaging-app openid WeChat OAuth would have bound to this account. */
export const bindWechatOpenId = (b: BuyingApp, userId: string, openid = `oTEST${userId.padStart(8, '0')}`) =>
  b.t.database.db.insertInto('host_bindings').values({ host: 'wechat', host_user_id: openid, user_id: Number(userId) }).execute().then(() => openid);

/** WeChat Pay's requests that reached the fake for one trade (path contains it, or the body names it). */
export const fakeRequestsFor = (fake: FakeWechatPay, outTradeNo: string) =>
  fake.requests.filter((r) => r.url.pathname.includes(outTradeNo) || r.body.includes(`"${outTradeNo}"`));

/** Pays an order in the sandbox: the payment started, then the provider's signed notification. */
export const paySandbox = async (b: BuyingApp, buyer: Pick<Buyer, 'headers'>, orderNo: string): Promise<void> => (await startSandboxPayment(b, buyer, orderNo))();

/** Starts the sandbox payment of an order; answers the provider's notification, to send when the test chooses. */
export const startSandboxPayment = async (b: BuyingApp, buyer: Pick<Buyer, 'headers'>, orderNo: string): Promise<() => Promise<void>> => {
  const started = await b.call('POST', '/payment/pay', { headers: buyer.headers, body: { orderNo, channel: 'sandbox' } });
  if (started.meta.code !== 1) throw new Error(`payment failed: ${started.meta.desc}`);
  const payment = await b.t.database.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.out_trade_no', 'payments.amount_cents'])
    .where('orders.order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  return async () => {
    // Signed when sent, as the provider does.
    const notification = createSandboxProvider({ secret: b.t.config.buying.sandbox.secret, now: () => b.clock.now }).makeNotification({
      outTradeNo: payment.out_trade_no,
      amountCents: payment.amount_cents,
    });
    const notified = await b.t.app.inject({
      method: 'POST',
      url: `${ApiPrefix.order}/payment/notify/sandbox`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(notification),
    });
    if (notified.statusCode !== 200) throw new Error(`notification refused: ${notified.body}`);
  };
};
