import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createIdempotencyRepository } from '../../http/idempotency.repository';
import { createSandboxProvider } from '../../providers/payment/sandbox/sandbox-provider';
import { createSuperAppPayProvider } from '../../providers/payment/super-app/super-app-pay-provider';
import { createWechatPayProvider } from '../../providers/payment/wechat-pay/wechat-pay-provider';
import type { AccountsPort, NetworkPort, SchoolsPort } from './buying.ports';
import { createCouponRepository, type CouponRepository } from './coupons/coupons.repository';
import { registerCouponRoutes } from './coupons/coupons.routes';
import { createCouponService } from './coupons/coupons.service';
import { createBuyCalendarService } from './orders/buy-calendar.service';
import { createOrderExpiry } from './orders/order-expiry';
import { createOrderLifecycle } from './orders/order-lifecycle';
import { createOrderViewRepository, type OrderViewRepository } from './orders/order-view.repository';
import { createOrderRepository, type OrderRepository } from './orders/orders.repository';
import { registerOrderRoutes } from './orders/orders.routes';
import { createOrdersService } from './orders/orders.service';
import { registerPaymentNotifyRoutes } from './payment/payment-notify.routes';
import { createPaymentRepository } from './payment/payment.repository';
import { registerPaymentRoutes } from './payment/payment.routes';
import { createPaymentService } from './payment/payment.service';
import { registerSandboxCashierRoutes, SANDBOX_CASHIER_PATH } from './payment/sandbox-cashier.routes';
import { createAfterSalesRefundsService } from './refunds/after-sales-refunds.service';
import { createDepartureStopRepository } from './refunds/departure-stops.repository';
import { createDepartureStopsService } from './refunds/departure-stops.service';
import { createRefundSender } from './refunds/refund-sender';
import { createRefundRepository } from './refunds/refunds.repository';
import { registerRefundRoutes } from './refunds/refunds.routes';
import { createRefundsService } from './refunds/refunds.service';
import { createPresalesRepository } from './presales/presales.repository';
import { createPresalesService } from './presales/presales.service';
import { createGroupStatementRepository } from './statements/group-statement.repository';
import { createGroupStatementService } from './statements/group-statement.service';
import { createIssuedTicketsService } from './issued-tickets/issued-tickets.service';
import { createPeriodPassProductsService } from './period-passes/period-pass-products.service';
import { createPeriodPassesRepository } from './period-passes/period-passes.repository';
import { registerPeriodPassRoutes } from './period-passes/period-passes.routes';
import { createPeriodPassesService } from './period-passes/period-passes.service';
import { registerTermPassRoutes } from './term-passes/term-passes.routes';
import { createTermPassesService } from './term-passes/term-passes.service';

export type BuyingDeps = {
  config: Config;
  db: Db;
  /** The user lock and the account's passengers, from the accounts context. */
  accounts: AccountsPort;
  /** Related lines, the official calendar and who may buy a line, from the network context. */
  network: NetworkPort;
  /** A guardian's approved student and the school's terms, from the groups context (term passes, decision 049). */
  groups: SchoolsPort;
  /** Tests pass a clock to reach expiries without waiting. */
  now?: () => Date;
};

export type OrderTakingDeps = {
  db: Db;
  config: Config['buying'];
  orders: OrderRepository;
  coupons: CouponRepository;
  views: OrderViewRepository;
  accounts: AccountsPort;
  /** Who may buy a line and on what terms (network's access rule), and what it charges. */
  network: Pick<NetworkPort, 'accessOf' | 'faresOf'>;
  logger: Pick<Logger, 'warn' | 'info'>;
  now?: () => Date;
};

/**
 * Taking orders: their lifecycle, the expiry of unpaid holds, coupons, and the orders service, built from
 * buying's repositories. The wiring below builds it so, and bench:purchase builds it the same way over
 * repositories it times, so that the bench measures what the app runs.
 */
export const createOrderTaking = ({ db, config, orders, coupons, views, accounts, network, logger, now }: OrderTakingDeps) => {
  const lifecycle = createOrderLifecycle({ orders, coupons });
  const expiry = createOrderExpiry({ db, orders, lifecycle, logger, now });
  const couponService = createCouponService({ db, accounts, coupons, now });
  const presales = createPresalesRepository(db);
  const ordersService = createOrdersService({ db, config, orders, views, lifecycle, expiry, couponService, presales, network, now });
  return { lifecycle, expiry, couponService, ordersService, presales };
};

/**
 * The buying context: coupons, orders and their seat holds, the expiry sweep, payment with its three
 * providers, and passenger refunds, which go back through those providers (repositories → services →
 * routes). Answers its services (tests and the periodic jobs use them) and the port riding uses.
 */
export const registerBuying = (app: App, { config, db, accounts, network, groups, now }: BuyingDeps) => {
  const buying = config.buying;
  const orders = createOrderRepository(db);
  const coupons = createCouponRepository(db);
  const views = createOrderViewRepository(db);
  const payments = createPaymentRepository(db);
  const refunds = createRefundRepository(db);
  const idempotency = createIdempotencyRepository(db);
  const { lifecycle, expiry, couponService, ordersService, presales } = createOrderTaking({
    db,
    config: buying,
    orders,
    coupons,
    views,
    accounts,
    network,
    logger: app.log,
    now,
  });

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

  const refundSender = createRefundSender({ refunds, payments, providers, logger: app.log, retryEveryMs: buying.refundRetrySeconds * 1000, now });
  const refundsService = createRefundsService({ db, refunds, orders, views, providers, sender: refundSender, now });
  const departureStops = createDepartureStopsService({ db, stops: createDepartureStopRepository(db), refunds, orders, lifecycle, expiry, sender: refundSender, now });
  const afterSalesRefundsService = createAfterSalesRefundsService({ db, orders, refunds, providers, sender: refundSender, now });
  const buyCalendarService = createBuyCalendarService({ orders, views, accounts, network, salesCloseMinutes: buying.salesCloseMinutes, now });

  const groupStatements = createGroupStatementService({
    statements: createGroupStatementRepository(db),
    paidShares: ordersService.paidShares,
    checkClosesMinutes: config.riding.checkClosesMinutes,
    now,
  });

  registerCouponRoutes(app, { couponService });
  registerOrderRoutes(app, { ordersService, buyCalendarService, idempotency, now });
  registerPaymentRoutes(app, { paymentService, idempotency, apiBaseUrl: config.apiBaseUrl, now });
  registerPaymentNotifyRoutes(app, { paymentService });
  registerRefundRoutes(app, { refundsService, idempotency, now });
  const termPassesService = createTermPassesService({ db, config: buying, orders, ordersService, expiry, network, schools: groups, now });
  registerTermPassRoutes(app, { termPassesService, idempotency, now });
  const periodPasses = createPeriodPassesRepository(db);
  const periodPassesService = createPeriodPassesService({
    db,
    config: buying,
    orders,
    passes: periodPasses,
    presales,
    ordersService,
    expiry,
    network,
    refundableAt: refundsService.refundableAt,
    now,
  });
  registerPeriodPassRoutes(app, { periodPassesService, idempotency, now });
  if (sandbox) registerSandboxCashierRoutes(app, { paymentService, sandbox, basePath: config.basePath });

  return {
    ordersService,
    /** Coupons: promotions hands them out through it. */
    couponService,
    paymentService,
    refundsService,
    /** The operator console's after-sales refunds (operations calls it). */
    afterSalesRefundsService,
    /** The operator's stop of a departure (operations, crowdfunds): full refunds, unpaid holds closed. */
    departureStops,
    /** A group's monthly statement of the rides it paid for (the console's group desk; decision 048). */
    groupStatement: groupStatements.statement,
    /** Presales: crowdfunded lines sell their first period through them (decision 047). */
    presalesService: createPresalesService({ presales, now }),
    /** Term passes of students (decision 049). */
    termPassesService,
    /** Period passes (decision 050): the passenger's, and the line's products the console sets. */
    periodPassesService,
    periodPassProducts: createPeriodPassProductsService({ db, passes: periodPasses, orders, presales, now }),
    /** Tickets the operator issues with nothing for the rider to pay, in the caller's transaction (return-to-work shuttles, decision 052). */
    issuedTickets: createIssuedTicketsService({ orders, lifecycle, now }),
    /** The periodic jobs run these: the expiry sweep and the retry of unsent refunds. */
    expiry,
    refundSender,
    /** What riding may ask of buying (riding's BuyingPort): what each ticket paid, and the refund terms. */
    port: { paidShares: ordersService.paidShares, refundableAt: refundsService.refundableAt },
  };
};

export type Buying = ReturnType<typeof registerBuying>;
