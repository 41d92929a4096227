import { termPassCreate, termPassQuote } from '@udian/contracts/endpoints/schools/schools';
import type { App } from '../../../http/app-instance';
import type { IdempotencyRepository } from '../../../http/idempotency.repository';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { TermPassesService } from './term-passes.service';

/** The guardian's term pass (decision 049): its quote, and buying it (Idempotency-Key, like /order/create). */
export const registerTermPassRoutes = (app: App, deps: { termPassesService: TermPassesService; idempotency: IdempotencyRepository; now?: () => Date }) => {
  const { termPassesService, idempotency, now } = deps;
  registerEndpoint(app, termPassQuote, ({ session, body }) => termPassesService.quote(session.userId, body));
  registerEndpoint(app, termPassCreate, ({ session, body }) => termPassesService.create(session.userId, body), { idempotency, now });
};
