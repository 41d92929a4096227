import { orderPay } from '@udian/contracts/endpoints/payment/order-pay';
import { payStatus } from '@udian/contracts/endpoints/payment/pay-status';
import { paymentNotifyPaths } from '@udian/contracts/endpoints/payment/payment-notifications';
import { superAppPay } from '@udian/contracts/endpoints/payment/super-app-pay';
import { ApiPrefix } from '@udian/contracts/prefixes';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../http/app-instance';
import type { IdempotencyRepository } from '../../../http/idempotency.repository';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { PaymentService } from './payment.service';

/** Where the host's payment server reaches us: the configured API origin, else the origin this request came to. */
const notifyUrlOf = (request: FastifyRequest, apiBaseUrl: string): string =>
  `${apiBaseUrl || `${request.protocol}://${request.host}`}${ApiPrefix.order}${paymentNotifyPaths.superApp}`;

/** The passenger's payment calls; the provider-facing routes are in payment-notify.routes.ts. */
export const registerPaymentRoutes = (
  app: App,
  deps: { paymentService: PaymentService; idempotency: IdempotencyRepository; apiBaseUrl: string; now?: () => Date },
) => {
  const { paymentService, idempotency, apiBaseUrl, now } = deps;
  registerEndpoint(
    app,
    orderPay,
    ({ session, body }) =>
      body.channel === 'wechat' ? paymentService.startWechat(session.userId, body.orderNo) : paymentService.startSandbox(session.userId, body.orderNo),
    { idempotency, now },
  );
  registerEndpoint(
    app,
    superAppPay,
    ({ session, body, request }) => paymentService.startSuperApp(session.userId, body.orderNo, notifyUrlOf(request, apiBaseUrl)),
    { idempotency, now },
  );
  registerEndpoint(app, payStatus, ({ session, query }) => paymentService.status(session.userId, query.orderNo));
};
