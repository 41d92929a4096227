import { refundPrice } from '@udian/contracts/endpoints/tickets/refund-price';
import { refundRule } from '@udian/contracts/endpoints/tickets/refund-rule';
import { ticketRefund } from '@udian/contracts/endpoints/tickets/ticket-refund';
import type { App } from '../../../http/app-instance';
import type { IdempotencyRepository } from '../../../http/idempotency.repository';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { RefundsService } from './refunds.service';

/** Refunds act on the session's own orders: another user's order number or ticket id answers not-found. */
export const registerRefundRoutes = (app: App, deps: { refundsService: RefundsService; idempotency: IdempotencyRepository; now?: () => Date }) => {
  const { refundsService, idempotency, now } = deps;
  registerEndpoint(app, refundRule, ({ query }) => refundsService.rule(query.lineId));
  registerEndpoint(app, refundPrice, ({ session, query }) => refundsService.quote(session.userId, query));
  registerEndpoint(app, ticketRefund, ({ session, body }) => refundsService.refund(session.userId, body), { idempotency, now });
};
