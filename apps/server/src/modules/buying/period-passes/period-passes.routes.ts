import { myPeriodPasses, periodPassCreate, periodPassDetail, periodPassOffers, periodPassQuote } from '@udian/contracts/endpoints/period-passes/period-passes';
import type { App } from '../../../http/app-instance';
import type { IdempotencyRepository } from '../../../http/idempotency.repository';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { PeriodPassesService } from './period-passes.service';

/** Period passes (decision 050): a line's offers (public), the quote, buying (Idempotency-Key), my passes and one pass. */
export const registerPeriodPassRoutes = (app: App, deps: { periodPassesService: PeriodPassesService; idempotency: IdempotencyRepository; now?: () => Date }) => {
  const { periodPassesService, idempotency, now } = deps;
  registerEndpoint(app, periodPassOffers, ({ query }) => periodPassesService.offers(query.lineId));
  registerEndpoint(app, periodPassQuote, ({ session, body }) => periodPassesService.quote(session.userId, body));
  registerEndpoint(app, periodPassCreate, ({ session, body }) => periodPassesService.create(session.userId, body), { idempotency, now });
  registerEndpoint(app, myPeriodPasses, ({ session }) => periodPassesService.mine(session.userId));
  registerEndpoint(app, periodPassDetail, ({ session, query }) => periodPassesService.detail(session.userId, query.orderNo));
};
