// The end-to-end server's clock (period-pass.spec.ts): a request may carry E2E_CLOCK_HEADER, a whole number of
// milliseconds to add to the real time, and everything the app does for that request then happens at that
// time (a ticket checked, a ride code issued, a refund quoted: the services' `now`). Requests without it, and
// the periodic jobs, keep the real time, so the other specs running beside it on the same server never see
// it. Only scripts/e2e-app.ts, the entry the e2e server runs, installs it; the real server has no such header.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { App } from '../apps/server/src/http/app-instance';

export const E2E_CLOCK_HEADER = 'x-e2e-clock-offset-ms';

/** The furthest a test may move a request's time: a pass bought now is ridden in the next month. */
const MAX_OFFSET_MS = 120 * 86_400_000;

const offsets = new AsyncLocalStorage<number>();
const scope = Symbol('e2eClockScope');

type Scoped = { [scope]?: AsyncResource };

/** The clock handed to the app: the real time plus the current request's offset. */
export const e2eNow = (): Date => new Date(Date.now() + (offsets.getStore() ?? 0));

const offsetOf = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^-?\d{1,13}$/.test(text)) return null;
  const offset = Number(text);
  return Math.abs(offset) <= MAX_OFFSET_MS ? offset : null;
};

/**
 * Runs each request with its offset (a request made inside another, as the page renderer's, keeps the outer
 * one's unless it says its own). The body is read outside the request's async context, so the handler is
 * entered again in it after parsing (preValidation), as @fastify/request-context does.
 */
export const registerE2eClock = (app: App): void => {
  app.addHook('onRequest', (request, _reply, done) => {
    const offset = offsetOf(request.headers[E2E_CLOCK_HEADER]) ?? offsets.getStore() ?? 0;
    offsets.run(offset, () => {
      const resource = new AsyncResource('e2e-clock');
      (request as Scoped)[scope] = resource;
      resource.runInAsyncScope(done, request.raw);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = (request as Scoped)[scope];
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
};
