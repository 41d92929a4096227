import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { insertBulkBuyers, type BulkBuyer } from '../../../test/bulk-buyers';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { unguardedClaims } from '../../../test/unguarded-coupon-claim';

/**
 * 领券中心 under concurrency on a real PostgreSQL with a pool (PGlite runs one query at a time): the stock is
 * a hot row taken by one conditional update, the per-passenger limit is counted under the passenger's row
 * lock. A control run with both guards removed (a read-then-write claim) shows the race they close.
 */
const PASSENGERS = 200;
const STOCK = 50;
const HOUR = 3_600_000;

describe.runIf(process.env.TEST_DATABASE_URL)('claims under concurrency (PostgreSQL)', () => {
  let b: BuyingApp;
  let db: Db;
  let passengers: BulkBuyer[];
  let templateId: number;

  beforeAll(async () => {
    b = await createBuyingApp();
    db = b.t.database.db;
    passengers = await insertBulkBuyers(db, PASSENGERS, 61);
    templateId = (await db.insertInto('coupon_templates').values({ name: '抢券 5 元', kind: 'amount', amount_cents: 500, valid_days: 7 }).returning('id').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => b?.t.close());

  const campaign = async (stock: number, limit: number) =>
    (
      await db
        .insertInto('coupon_campaigns')
        .values({ name: `抢券 ${stock}`, template_id: templateId, total_stock: stock, per_user_limit: limit, starts_at: new Date(b.clock.now.getTime() - HOUR), ends_at: new Date(b.clock.now.getTime() + HOUR) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const claim = async (headers: Record<string, string>, campaignId: number) =>
    (await b.call('POST', '/coupon/receiveCoupon', { headers, body: { campaignId: String(campaignId) } })).meta;

  const issued = async (campaignId: number) => {
    const row = await db.selectFrom('coupon_campaigns').select('issued_count').where('id', '=', campaignId).executeTakeFirstOrThrow();
    const held = await db.selectFrom('user_coupons').select(sql<number>`count(*)::integer`.as('n')).where('source', '=', 'campaign').where('source_id', '=', campaignId).executeTakeFirstOrThrow();
    return { counter: row.issued_count, coupons: Number(held.n) };
  };

  it('200 passengers at once for a stock of 50: exactly 50 coupons, 150 told 已领完', async () => {
    const id = await campaign(STOCK, 1);
    const answers = await Promise.all(passengers.map((p) => claim(p.headers, id)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(STOCK);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused).toHaveLength(PASSENGERS - STOCK);
    expect(new Set(refused.map((a) => `${a.code} ${a.desc}`))).toEqual(new Set(['2602 已领完，下次早点来']));
    expect(await issued(id)).toEqual({ counter: STOCK, coupons: STOCK });
  }, 120_000);

  it('one passenger claiming twice (and ten times) at once with a limit of 1 gets one', async () => {
    const id = await campaign(100, 1);
    const [one, other] = passengers;
    const twice = await Promise.all([claim(one!.headers, id), claim(one!.headers, id)]);
    expect(twice.map((a) => a.code).sort()).toEqual([1, 2603]);
    const tenTimes = await Promise.all(Array.from({ length: 10 }, () => claim(other!.headers, id)));
    expect(tenTimes.filter((a) => a.code === 1)).toHaveLength(1);
    expect(tenTimes.filter((a) => a.code === 2603)).toHaveLength(9);
    expect(await issued(id)).toEqual({ counter: 2, coupons: 2 });
  }, 60_000);

  it('CONTROL: without the guards (read, then write) the same claims over-issue and break the limit', async () => {
    const claims = unguardedClaims(db, () => b.clock.now);
    const attempt = (userId: string, campaignId: number) => claims.claim(userId, String(campaignId)).then(
      () => 'granted',
      (error: unknown) => (error instanceof Error ? error.message : 'failed'),
    );
    const stockId = await campaign(STOCK, 1);
    const answers = await Promise.all(passengers.map((p) => attempt(p.userId, stockId)));
    // The coupons are granted before couponView (null here) is asked: count them in the database.
    const { coupons } = await issued(stockId);
    expect(coupons).toBeGreaterThan(STOCK);
    expect(answers.length).toBe(PASSENGERS);

    const limitId = await campaign(100, 1);
    await Promise.all(Array.from({ length: 10 }, () => attempt(passengers[2]!.userId, limitId)));
    const held = await db.selectFrom('user_coupons').select('id').where('source', '=', 'campaign').where('source_id', '=', limitId).execute();
    expect(held.length).toBeGreaterThan(1);
  }, 120_000);
});
