import type { Logger } from 'pino';
import type { OrderExpiry } from '../modules/buying/orders/order-expiry';

/**
 * Sweeps lapsed seat holds every `intervalSeconds`. Safe with several instances (order-expiry.ts); a buyer
 * who finds a departure full sweeps that departure at once, so the interval only bounds how long a lapsed
 * hold shows as taken on the calendar.
 */
export const startOrderExpiryJob = ({ expiry, intervalSeconds, logger }: { expiry: OrderExpiry; intervalSeconds: number; logger: Pick<Logger, 'error'> }) => {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = expiry.sweep().catch((err: unknown) => logger.error({ err }, 'order expiry sweep failed'));
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
