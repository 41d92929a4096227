// The orders service with each step of a create timed, and every statement sent counted (a Kysely plugin;
// BEGIN and COMMIT are counted by the transaction wrapper). Wall times include waiting for a pooled
// connection and for a CPU, which is where time goes when the machine is busy.
import type { Transaction } from 'kysely';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../apps/server/src/db/database';
import type { Database } from '../../apps/server/src/db/schema';
import type { OrderViewRepository } from '../../apps/server/src/modules/buying/orders/order-view.repository';
import type { OrderRepository } from '../../apps/server/src/modules/buying/orders/orders.repository';

export type StepTimer = ReturnType<typeof createStepTimer>;

export const createStepTimer = () => {
  const steps = new Map<string, { totalMs: number; count: number }>();
  const record = (step: string, ms: number): void => {
    const s = steps.get(step) ?? { totalMs: 0, count: 0 };
    s.totalMs += ms;
    s.count += 1;
    steps.set(step, s);
  };
  const timed =
    <Args extends unknown[], R>(step: string, fn: (...args: Args) => Promise<R>) =>
    async (...args: Args): Promise<R> => {
      const t0 = performance.now();
      try {
        return await fn(...args);
      } finally {
        record(step, performance.now() - t0);
      }
    };
  return {
    record,
    timed,
    reset: (): void => steps.clear(),
    report: (perCount: number) => [...steps].map(([step, s]) => ({ step, meanMs: s.totalMs / perCount })),
  };
};

/** A Kysely instance that counts statements and times its transactions: BEGIN (with the wait for a connection) and COMMIT. */
export const instrumentDb = (db: Db, timer: StepTimer): { db: Db; counter: { statements: number } } => {
  const counter = { statements: 0 };
  const counted = db.withPlugin({
    transformQuery: ({ node }) => {
      counter.statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  const transaction = () => ({
    execute: async <T>(body: (tx: Transaction<Database>) => Promise<T>): Promise<T> => {
      const called = performance.now();
      let bodyEnd = 0;
      const result = await counted.transaction().execute(async (tx) => {
        timer.record('pooled connection + BEGIN', performance.now() - called);
        counter.statements += 1;
        const value = await body(tx);
        bodyEnd = performance.now();
        return value;
      });
      counter.statements += 1;
      timer.record('COMMIT', performance.now() - bodyEnd);
      return result;
    },
  });
  const instrumented = new Proxy(counted, {
    get: (target, prop, receiver) => {
      if (prop === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: instrumented, counter };
};

type TimedRepositories = { orders: OrderRepository; views: OrderViewRepository };

/**
 * Wraps the repositories the orders service uses so that each step of a create is timed. A create is one
 * read (departures, riders, coupon) and its share of one call of create_held_orders, a batch of orders for
 * the same departures in one transaction (decision 023): the per-order figure is the batch's wall time,
 * which every order of the batch waits.
 */
export const timeRepositories =
  (timer: StepTimer) =>
  <R extends TimedRepositories>({ orders, views, ...rest }: R): R =>
    ({
      ...rest,
      views: { ...views, load: timer.timed('after: views.load (not on the create path)', views.load) },
      orders: {
        ...orders,
        findLine: timer.timed('before: line (cached 2 s)', orders.findLine),
        findStops: timer.timed('before: stops (cached 2 s)', orders.findStops),
        findOrderInputs: timer.timed('read: departures, riders, coupon (one query)', orders.findOrderInputs),
        findLiveTickets: timer.timed('clash check (only after a unique violation)', orders.findLiveTickets),
        createHeldOrders: timer.timed('create_held_orders: a batch in one transaction (one call)', orders.createHeldOrders),
      },
    }) as R;
