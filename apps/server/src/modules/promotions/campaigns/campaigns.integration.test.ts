import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';

/** 领券中心: /coupon/queryReceiveCouponInfo and /coupon/receiveCoupon, their states and refusals. */

let b: BuyingApp;
let templateId: number;
let phone = 13800008100;
const HOUR = 3_600_000;

beforeAll(async () => {
  b = await createBuyingApp();
  templateId = (
    await b.t.database.db
      .insertInto('coupon_templates')
      .values({ name: '领券立减 4 元', kind: 'amount', amount_cents: 400, valid_days: 7, description: '领取后 7 天内有效' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => b.t.close());

const campaign = async (values: { name: string; stock?: number; limit?: number; from?: number; to?: number; paused?: boolean; issued?: number }) =>
  String(
    (
      await b.t.database.db
        .insertInto('coupon_campaigns')
        .values({
          name: values.name,
          template_id: templateId,
          total_stock: values.stock ?? 100,
          issued_count: values.issued ?? 0,
          per_user_limit: values.limit ?? 1,
          starts_at: new Date(b.clock.now.getTime() + (values.from ?? -HOUR)),
          ends_at: new Date(b.clock.now.getTime() + (values.to ?? 48 * HOUR)),
          is_paused: values.paused ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );

const info = (headers: Record<string, string>) => b.call('GET', '/coupon/queryReceiveCouponInfo', { headers });
const claim = (headers: Record<string, string>, campaignId: string) => b.call('POST', '/coupon/receiveCoupon', { headers, body: { campaignId } });
const passenger = async () => (await b.t.loginAs(String((phone += 1)))).headers;

describe('claiming a coupon', () => {
  it('gives the passenger the coupon with its source, note and history, counts it against stock and limit', async () => {
    const id = await campaign({ name: '周末领券', stock: 10, limit: 2 });
    const headers = await passenger();
    const first = await claim(headers, id);
    expect(first.meta.code).toBe(1);
    expect(first.data.coupon).toMatchObject({ name: '领券立减 4 元', kind: 'amount', amountCents: 400, status: 'unused', source: 'campaign', note: '领券中心：周末领券', usedAt: null });
    expect(first.data.coupon.history).toEqual([{ kind: 'received', at: b.clock.now.toISOString(), orderNo: null }]);
    expect(new Date(first.data.coupon.validTo).getTime() - new Date(first.data.coupon.validFrom).getTime()).toBe(7 * 24 * HOUR);
    expect((await claim(headers, id)).meta.code).toBe(1);
    const third = await claim(headers, id);
    expect(third.meta).toMatchObject({ code: 2603, desc: '已领取过，每人限领次数已用完' });
    const row = await b.t.database.db.selectFrom('coupon_campaigns').select('issued_count').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row.issued_count).toBe(2);
    const listed = (await b.call('GET', '/coupon/listUserCoupon', { headers })).data.coupons.filter((c: { source: string }) => c.source === 'campaign');
    expect(listed).toHaveLength(2);
  });

  it('refuses in Chinese: 已领完, 活动未开始, 活动已结束 (also paused), and an unknown campaign', async () => {
    const headers = await passenger();
    expect((await claim(headers, await campaign({ name: '领完', stock: 3, issued: 3 }))).meta).toMatchObject({ code: 2602, desc: '已领完，下次早点来' });
    expect((await claim(headers, await campaign({ name: '未开始', from: HOUR, to: 5 * HOUR }))).meta).toMatchObject({ code: 2604, desc: '活动未开始，请在活动开始后再领取' });
    expect((await claim(headers, await campaign({ name: '已结束', from: -5 * HOUR, to: -HOUR }))).meta).toMatchObject({ code: 2605, desc: '活动已结束' });
    expect((await claim(headers, await campaign({ name: '暂停', paused: true }))).meta).toMatchObject({ code: 2605, desc: '活动已结束' });
    expect((await claim(headers, '999999')).meta).toMatchObject({ code: 1004, desc: '活动不存在或已下线' });
    expect((await claim(headers, 'abc')).meta.code).toBe(1001);
    const none = await b.t.database.db.selectFrom('user_coupons').select('id').where('source', '=', 'campaign').where('user_id', '=', Number(headers.userId)).execute();
    expect(none).toEqual([]);
  });

  it('needs a login to claim', async () => {
    const id = await campaign({ name: '要登录' });
    expect((await claim({ ...clientHeaders }, id)).meta.code).toBe(502);
  });
});

describe('the campaigns of 领券中心', () => {
  it('are public, with each state; claimedByMe only for the logged-in passenger; paused ones are hidden', async () => {
    await b.t.database.db.deleteFrom('coupon_campaigns').where('issued_count', '=', 0).execute();
    const open = await campaign({ name: '状态-可领', stock: 5 });
    const soldOut = await campaign({ name: '状态-领完', stock: 2, issued: 2 });
    const later = await campaign({ name: '状态-未开始', from: 24 * HOUR, to: 48 * HOUR });
    const ended = await campaign({ name: '状态-已结束', from: -5 * HOUR, to: -HOUR });
    const paused = await campaign({ name: '状态-暂停', paused: true });
    const farFuture = await campaign({ name: '状态-下月', from: 30 * 24 * HOUR, to: 40 * 24 * HOUR });

    const anonymous = (await info({ ...clientHeaders })).data.campaigns as { campaignId: string; state: string; claimedByMe: number; stockLeft: number; terms: { name: string } }[];
    const byId = new Map(anonymous.map((c) => [c.campaignId, c]));
    expect(byId.get(open)).toMatchObject({ state: 'open', claimedByMe: 0, stockLeft: 5, terms: { name: '领券立减 4 元' } });
    expect(byId.get(soldOut)).toMatchObject({ state: 'soldOut', stockLeft: 0 });
    expect(byId.get(later)?.state).toBe('notStarted');
    expect(byId.get(ended)?.state).toBe('ended');
    expect(byId.has(paused)).toBe(false);
    expect(byId.has(farFuture)).toBe(false);
    expect(anonymous[0]!.state).toBe('open');

    const headers = await passenger();
    expect((await claim(headers, open)).meta.code).toBe(1);
    const mine = (await info(headers)).data.campaigns as { campaignId: string; state: string; claimedByMe: number; stockLeft: number }[];
    expect(mine.find((c) => c.campaignId === open)).toMatchObject({ state: 'claimed', claimedByMe: 1, stockLeft: 4 });
    // A bad token on a public call is no login, not a failure.
    const stale = await info({ ...clientHeaders, token: 'x'.repeat(32), userId: headers.userId! });
    expect(stale.meta.code).toBe(1);
    expect(stale.data.campaigns.find((c: { campaignId: string }) => c.campaignId === open).claimedByMe).toBe(0);
  });
});
