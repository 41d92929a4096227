import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createIdempotencyRepository } from '../../http/idempotency.repository';
import { startOrderExpiryJob } from '../../jobs/order-expiry-job';
import { createSandboxProvider } from '../../providers/payment/sandbox/sandbox-provider';
import { createSuperAppPayProvider } from '../../providers/payment/super-app/super-app-pay-provider';
import { createWechatPayProvider } from '../../providers/payment/wechat-pay/wechat-pay-provider';
import { createCalendarRepository } from '../network/calendar/calendar.repository';
import { createCouponRepository } from './coupons/coupons.repository';
import { registerCouponRoutes } from './coupons/coupons.routes';
import { createCouponService } from './coupons/coupons.service';
import { createLineDetailRepository } from '../network/lines/line-detail.repository';
import { createLinesRepository } from '../network/lines/lines.repository';
import { createLinesService } from '../network/lines/lines.service';
import { createPassengerRepository } from '../accounts/passenger/passenger.repository';
import { createRefundSender, startRefundRetryJob } from './refunds/refund-sender';
import { createRefundRepository } from './refunds/refunds.repository';
import { registerRefundRoutes } from './refunds/refunds.routes';
import { createRefundsService } from './refunds/refunds.service';
import { createPaymentRepository } from './payment/payment.repository';
import { registerPaymentNotifyRoutes } from './payment/payment-notify.routes';
import { registerPaymentRoutes } from './payment/payment.routes';
import { createPaymentService } from './payment/payment.service';
import { registerSandboxCashierRoutes, SANDBOX_CASHIER_PATH } from './payment/sandbox-cashier.routes';
import { createStationsRepository } from '../network/stations/stations.repository';
import { createUserRepository } from '../accounts/user/user.repository';
import { createBuyCalendarService } from './orders/buy-calendar.service';
import { createOrderExpiry } from './orders/order-expiry';
import { createOrderLifecycle } from './orders/order-lifecycle';
import { createOrderViewRepository } from './orders/order-view.repository';
import { createOrderRepository } from './orders/orders.repository';
import { registerOrderRoutes } from './orders/orders.routes';
import { createOrdersService } from './orders/orders.service';

export type BuyingDeps = {
  config: Config;
  db: Db;
  /** Tests pass a clock to reach expiries without waiting. */
  now?: () => Date;
  /** The expiry sweep and the retry of unsent refunds on timers: the server turns them on; tests run them when they choose. */
  isExpiryJobOn?: boolean;
};

/**
 * Issue 5 in one place: coupons, orders and their seat holds, the expiry sweep, and payment with its three
 * providers (repositories → services → routes, as app.ts does for the rest); and issue 6's passenger
 * refunds, which go back through those providers. Answers the services tests use.
 */
export const registerBuying = (app: App, { config, db, now, isExpiryJobOn = false }: BuyingDeps) => {
  const buying = config.buying;
  const users = createUserRepository(db);
  const orders = createOrderRepository(db);
  const coupons = createCouponRepository(db);
  const passengers = createPassengerRepository(db);
  const views = createOrderViewRepository(db);
  const payments = createPaymentRepository(db);
  const idempotency = createIdempotencyRepository(db);
  const lifecycle = createOrderLifecycle({ orders, coupons });
  const expiry = createOrderExpiry({ db, orders, lifecycle, logger: app.log, now });
  const couponService = createCouponService({ db, users, coupons, now });
  const linesService = createLinesService({ lines: createLinesRepository(db), details: createLineDetailRepository(db), stations: createStationsRepository(db) });

  const sandbox = buying.sandbox.isOn ? createSandboxProvider({ secret: buying.sandbox.secret, now }) : null;
  const providers = {
    sandbox,
    superApp: buying.superApp.payLink
      ? createSuperAppPayProvider({
          payKey: buying.superApp.payKey,
          apiUrl: buying.superApp.apiUrl,
          now,
          onDevRefund: (outRefundNo) => app.log.warn({ outRefundNo }, 'super-app refund recorded without a host payment server (SUPER_APP_PAY_API_URL unset)'),
        })
      : null,
    wechat: buying.wechatPay ? createWechatPayProvider(buying.wechatPay, { now }) : null,
  };
  const paymentService = createPaymentService({
    db,
    providers,
    payments,
    orders,
    lifecycle,
    logger: app.log,
    cashierUrl: `${config.apiBaseUrl}${SANDBOX_CASHIER_PATH}`,
    now,
  });
  expiry.onClosed((order) => paymentService.closeForOrder(order));

  const ordersService = createOrdersService({ db, config: buying, orders, views, lifecycle, expiry, couponService, now });
  const refunds = createRefundRepository(db);
  const refundSender = createRefundSender({ refunds, payments, providers, logger: app.log, now });
  const refundsService = createRefundsService({ db, refunds, orders, views, providers, sender: refundSender, now });
  const buyCalendarService = createBuyCalendarService({
    orders,
    views,
    calendar: createCalendarRepository(db),
    passengers,
    relatedLines: (lineId) => linesService.related(lineId),
    salesCloseMinutes: buying.salesCloseMinutes,
    now,
  });

  registerCouponRoutes(app, { couponService });
  registerOrderRoutes(app, { ordersService, buyCalendarService, idempotency, now });
  registerPaymentRoutes(app, { paymentService, idempotency, apiBaseUrl: config.apiBaseUrl, now });
  registerPaymentNotifyRoutes(app, { paymentService });
  registerRefundRoutes(app, { refundsService, idempotency, now });
  if (sandbox) registerSandboxCashierRoutes(app, { paymentService, sandbox, basePath: config.basePath });

  if (isExpiryJobOn) {
    let stops: (() => Promise<void>)[] = [];
    app.addHook('onReady', async () => {
      stops = [
        startOrderExpiryJob({ expiry, intervalSeconds: buying.expirySweepSeconds, logger: app.log }),
        startRefundRetryJob({ sender: refundSender, logger: app.log }),
      ];
    });
    app.addHook('onClose', async () => {
      await Promise.all(stops.map((stop) => stop()));
    });
  }
  return {
    ordersService,
    paymentService,
    refundsService,
    refundSender,
    expiry,
    /** What riding may ask of buying (riding's BuyingPort): what each ticket paid, and the refund terms. */
    port: { paidShares: ordersService.paidShares, refundableAt: refundsService.refundableAt },
  };
};
