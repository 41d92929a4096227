// The orders service with each step of a create timed, and every statement sent counted (a Kysely plugin;
// BEGIN and COMMIT are counted by the transaction wrapper). Wall times include waiting for a pooled
// connection and for a CPU, which is where time goes when the machine is busy.
import { performance } from 'node:perf_hooks';

export const createStepTimer = () => {
  const steps = new Map();
  const record = (step, ms) => {
    const s = steps.get(step) ?? { totalMs: 0, count: 0 };
    s.totalMs += ms;
    s.count += 1;
    steps.set(step, s);
  };
  const timed = (step, fn) => async (...args) => {
    const t0 = performance.now();
    try {
      return await fn(...args);
    } finally {
      record(step, performance.now() - t0);
    }
  };
  return { record, timed, reset: () => steps.clear(), report: (perCount) => [...steps].map(([step, s]) => ({ step, meanMs: s.totalMs / perCount })) };
};

/** A Kysely instance that counts statements and times its transactions: BEGIN (with the wait for a connection), COMMIT, and how long the seat row stays locked. */
export const instrumentDb = (db, timer, seatTakenAt) => {
  const counter = { statements: 0 };
  const counted = db.withPlugin({
    transformQuery: ({ node }) => {
      counter.statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  const instrumented = new Proxy(counted, {
    get: (target, prop) => {
      if (prop !== 'transaction') return typeof target[prop] === 'function' ? target[prop].bind(target) : target[prop];
      return () => ({
        execute: async (body) => {
          const called = performance.now();
          let bodyEnd = 0;
          let txUsed;
          const result = await target.transaction().execute(async (tx) => {
            timer.record('pooled connection + BEGIN', performance.now() - called);
            counter.statements += 1;
            txUsed = tx;
            const value = await body(tx);
            bodyEnd = performance.now();
            return value;
          });
          const end = performance.now();
          counter.statements += 1;
          timer.record('COMMIT', end - bodyEnd);
          if (seatTakenAt.has(txUsed)) timer.record('seat row locked: UPDATE answered → COMMIT done', end - seatTakenAt.get(txUsed));
          return result;
        },
      });
    },
  });
  return { db: instrumented, counter };
};

/** Wraps the repositories the orders service uses so that each step of a create is timed. */
export const timeRepositories = (timer, seatTakenAt) => ({ users, orders, passengers, views, ...rest }) => ({
  ...rest,
  users: { ...users, lockForUpdate: timer.timed('lock the user row', users.lockForUpdate) },
  passengers: { ...passengers, listByUser: timer.timed('before: the user\'s passengers', passengers.listByUser) },
  views: { ...views, load: timer.timed('after: views.load (not on the create path)', views.load) },
  orders: {
    ...orders,
    findLine: timer.timed('before: line (cached 2 s)', orders.findLine),
    findStops: timer.timed('before: stops (cached 2 s)', orders.findStops),
    findDepartures: timer.timed('before: departures', orders.findDepartures),
    findLiveTickets: timer.timed('clash check (only after a unique violation)', orders.findLiveTickets),
    countPending: timer.timed('count pending orders', orders.countPending),
    insertOrderWithTickets: timer.timed('insert the order and its tickets (one statement)', orders.insertOrderWithTickets),
    holdSeats: async (id, count, tx) => {
      const t0 = performance.now();
      const isHeld = await orders.holdSeats(id, count, tx);
      timer.record('seat UPDATE (with the wait for the row lock)', performance.now() - t0);
      seatTakenAt.set(tx, performance.now());
      return isHeld;
    },
  },
});
