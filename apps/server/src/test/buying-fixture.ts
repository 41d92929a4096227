import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { insertLineNetwork, type LineNetworkFixture } from './line-network-fixture';
import { clientHeaders, createTestApp, type TestApp } from './test-app';

/** Valid resident ID numbers (MOD 11-2 checksums) for test passengers. */
export const TEST_ID_NUMBERS = ['11010519491231002X', '440308199001011239', '440305198807120019', '440304199503150022'] as const;

/** 新人券 granted on the first coupon read: 5 元 off, 满 20 减 3, 八折 capped at 10 元, and a taxi coupon. */
export const insertCouponTemplates = async (db: Db) =>
  db
    .insertInto('coupon_templates')
    .values([
      { name: '新人专享 5 元券', kind: 'amount', amount_cents: 500, valid_days: 30, is_welcome: true },
      { name: '通勤满 20 减 3', kind: 'amount', amount_cents: 300, threshold_cents: 2000, valid_days: 30, is_welcome: true },
      { name: '周末八折券', kind: 'ratio', ratio_percent: 80, max_discount_cents: 1000, valid_days: 30, is_welcome: true },
      { name: '打车立减 10 元', kind: 'amount', amount_cents: 1000, product_types: [1], valid_days: 30, is_welcome: true },
    ])
    .returning(['id', 'name'])
    .execute();

export type BuyingApp = {
  t: TestApp;
  network: LineNetworkFixture;
  /** The clock the app sees; move it with `advance`. */
  clock: { now: Date; advance: (minutes: number) => void };
  /** The M101 08:00 trip (capacity 30, 800 cents) departure on fixture day `offset`. */
  departureOn: (offset: number, minutes?: number) => Promise<number>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
  call: <T = any>(
    method: 'GET' | 'POST',
    path: string,
    input: { headers: Record<string, string>; query?: Record<string, string>; body?: unknown; idempotencyKey?: string },
  ) => Promise<Envelope<T>>;
  /** A logged-in passenger with `count` riders. */
  buyer: (phone: string, count?: number) => Promise<{ userId: string; headers: Record<string, string>; passengerIds: string[] }>;
};

const prefixOf = (path: string) => (path.startsWith('/order/') || path.startsWith('/payment/') ? ApiPrefix.order : ApiPrefix.api);

export const createBuyingApp = async (env: Record<string, string> = {}): Promise<BuyingApp> => {
  const clock = {
    now: new Date(),
    advance(minutes: number) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
  const t = await createTestApp(env, { now: () => clock.now });
  const network = await insertLineNetwork(t.database.db, clock.now);
  await insertCouponTemplates(t.database.db);

  const call: BuyingApp['call'] = async (method, path, { headers, query, body, idempotencyKey }) => {
    const res = await t.app.inject({
      method,
      url: `${prefixOf(path)}${path}`,
      query,
      headers: { ...headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${res.body}`);
    return res.json();
  };

  return {
    t,
    network,
    clock,
    departureOn: async (offset, minutes = 480) => {
      const row = await t.database.db
        .selectFrom('departures')
        .innerJoin('trips', 'trips.id', 'departures.trip_id')
        .select('departures.id')
        .where('departures.line_id', '=', network.lines.m101)
        .where('trips.departure_minutes', '=', minutes)
        .where(sql<boolean>`departures.service_date = ${network.day(offset)}::date`)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    call,
    buyer: async (phone, count = 1) => {
      const { userId, headers } = await t.loginAs(phone);
      const passengerIds: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const added = await call('POST', '/passenger/add', { headers, body: { name: `乘客${'甲乙丙丁'[i]}`, idNumber: TEST_ID_NUMBERS[i] } });
        if (added.meta.code !== 1) throw new Error(`passenger add failed: ${added.meta.desc}`);
        passengerIds.push(added.data.passengerId);
      }
      return { userId, headers, passengerIds };
    },
  };
};

export { clientHeaders };
