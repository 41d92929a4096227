import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { couponRow, m101Choice } from '../../../test/buying-helpers';

/** /coupon/receiveRedeem: single use, case-insensitive, batch dates, the wrong-code lock; then checkout. */

let b: BuyingApp;
let m101Template: number;
let m102Template: number;
let phone = 13800008200;
const HOUR = 3_600_000;

beforeAll(async () => {
  b = await createBuyingApp();
  const templates = await b.t.database.db
    .insertInto('coupon_templates')
    .values([
      { name: 'M101 专享 2 元', kind: 'amount', amount_cents: 200, valid_days: 10, line_ids: [b.network.lines.m101] },
      { name: 'M102 专享 2 元', kind: 'amount', amount_cents: 200, valid_days: 10, line_ids: [b.network.lines.m102] },
    ])
    .returning(['id', 'name'])
    .execute();
  m101Template = templates.find((t) => t.name.startsWith('M101'))!.id;
  m102Template = templates.find((t) => t.name.startsWith('M102'))!.id;
});
afterAll(async () => b.t.close());

let batchNo = 0;
const batch = async (codes: string[], options: { templateId?: number; from?: number; to?: number; paused?: boolean } = {}) => {
  const row = await b.t.database.db
    .insertInto('redeem_batches')
    .values({
      name: `测试批次 ${(batchNo += 1)}`,
      template_id: options.templateId ?? m101Template,
      code_count: codes.length,
      starts_at: new Date(b.clock.now.getTime() + (options.from ?? -HOUR)),
      ends_at: new Date(b.clock.now.getTime() + (options.to ?? 24 * HOUR)),
      is_paused: options.paused ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await b.t.database.db.insertInto('redeem_codes').values(codes.map((code) => ({ batch_id: row.id, code }))).execute();
};

/** A passenger on a device of their own (the lock counts per device too). */
const passenger = async (deviceId = `dev-${phone + 1}`) => {
  const buyer = await b.buyer(String((phone += 1)));
  return { ...buyer, headers: { ...buyer.headers, deviceId } };
};
const redeem = (headers: Record<string, string>, code: string) => b.call('POST', '/coupon/receiveRedeem', { headers, body: { code } });

describe('redeeming a code', () => {
  it('is case-insensitive (spaces and dashes ignored), single use, and gives the batch coupon', async () => {
    await batch(['RDMA2B3C4D', 'RDMA2B3C4E']);
    const a = await passenger();
    const got = await redeem(a.headers, ' rdma-2b3c 4d ');
    expect(got.meta.code).toBe(1);
    expect(got.data.coupon).toMatchObject({ name: 'M101 专享 2 元', source: 'redeem', status: 'unused', lines: [{ lineId: String(b.network.lines.m101), name: expect.any(String) }], useLineId: String(b.network.lines.m101) });
    const code = await b.t.database.db.selectFrom('redeem_codes').selectAll().where('code', '=', 'RDMA2B3C4D').executeTakeFirstOrThrow();
    expect(code).toMatchObject({ user_id: Number(a.userId), user_coupon_id: Number(got.data.coupon.userCouponId) });

    expect((await redeem(a.headers, 'RDMA2B3C4D')).meta).toMatchObject({ code: 2611, desc: '兑换码已被使用' });
    const other = await passenger();
    expect((await redeem(other.headers, 'rdma2b3c4d')).meta).toMatchObject({ code: 2611, desc: '兑换码已被使用' });
    expect((await redeem(other.headers, 'RDMA2B3C4E')).meta.code).toBe(1);
  });

  it('refuses a wrong code, a batch not started, ended or paused, and bad input, in Chinese', async () => {
    await batch(['RDMLATER01'], { from: HOUR, to: 5 * HOUR });
    await batch(['RDMENDED01'], { from: -5 * HOUR, to: -HOUR });
    await batch(['RDMPAUSE01'], { paused: true });
    const a = await passenger();
    expect((await redeem(a.headers, 'NOSUCHCODE')).meta).toMatchObject({ code: 2610, desc: '兑换码无效，请核对后重新输入' });
    expect((await redeem(a.headers, 'RDMLATER01')).meta).toMatchObject({ code: 2604 });
    expect((await redeem(a.headers, 'RDMENDED01')).meta).toMatchObject({ code: 2605, desc: '活动已结束' });
    expect((await redeem(a.headers, 'RDMPAUSE01')).meta).toMatchObject({ code: 2605 });
    expect((await redeem(a.headers, '')).meta).toMatchObject({ code: 1001, desc: expect.stringContaining('请输入兑换码') });
    expect((await redeem(a.headers, '兑换码!')).meta).toMatchObject({ code: 1001, desc: expect.stringContaining('兑换码无效') });
    // Only the code that does not exist counted toward the lock.
    const failures = await b.t.database.db.selectFrom('redeem_failures').select(['device_id']).where('user_id', '=', Number(a.userId)).execute();
    expect(failures).toEqual([{ device_id: a.headers.deviceId }]);
  });
});

describe('the wrong-code lock', () => {
  it('locks a passenger after 10 wrong codes within an hour, for an hour from the 10th, even for a good code', async () => {
    await batch(['RDMLOCKU01']);
    const a = await passenger();
    for (let i = 0; i < 9; i += 1) expect((await redeem(a.headers, `WRONG${i}AAAA`)).meta.code).toBe(2610);
    b.clock.advance(30);
    expect((await redeem(a.headers, 'WRONGLAST1')).meta.code).toBe(2610);
    const locked = await redeem(a.headers, 'RDMLOCKU01');
    expect(locked.meta).toMatchObject({ code: 2612, desc: '兑换码输错次数过多，请 1 小时后再试' });
    b.clock.advance(59);
    expect((await redeem(a.headers, 'RDMLOCKU01')).meta.code).toBe(2612);
    b.clock.advance(2);
    expect((await redeem(a.headers, 'RDMLOCKU01')).meta.code).toBe(1);
    // Locked answers were not counted: still 10 failures.
    expect(await b.t.database.db.selectFrom('redeem_failures').select('id').where('user_id', '=', Number(a.userId)).execute()).toHaveLength(10);
  });

  it('locks a device shared by passengers, not a passenger on another device', async () => {
    await batch(['RDMLOCKD01', 'RDMLOCKD02']);
    const shared = `dev-shared-${phone}`;
    const a = await passenger(shared);
    const c = await passenger(shared);
    const elsewhere = await passenger();
    for (let i = 0; i < 6; i += 1) expect((await redeem(a.headers, `DEVA${i}WRONG`)).meta.code).toBe(2610);
    for (let i = 0; i < 4; i += 1) expect((await redeem(c.headers, `DEVC${i}WRONG`)).meta.code).toBe(2610);
    expect((await redeem(c.headers, 'RDMLOCKD01')).meta.code).toBe(2612);
    expect((await redeem(a.headers, 'RDMLOCKD01')).meta.code).toBe(2612);
    expect((await redeem(elsewhere.headers, 'RDMLOCKD01')).meta.code).toBe(1);
  });

  it('does not count used codes: a passenger typing their own code again is never locked', async () => {
    await batch(['RDMOWNCODE']);
    const a = await passenger();
    expect((await redeem(a.headers, 'RDMOWNCODE')).meta.code).toBe(1);
    for (let i = 0; i < 12; i += 1) expect((await redeem(a.headers, 'RDMOWNCODE')).meta.code).toBe(2611);
    expect((await redeem(a.headers, 'NOTACODE01')).meta.code).toBe(2610);
  });
});

describe('a redeemed coupon at checkout', () => {
  it('is applied on a line it is for, and refused with its reason on another line', async () => {
    await batch(['RDMCHECK01']);
    await batch(['RDMCHECK02'], { templateId: m102Template });
    const a = await passenger();
    const mine = (await redeem(a.headers, 'rdmcheck01')).data.coupon.userCouponId as string;
    const other = (await redeem(a.headers, 'rdmcheck02')).data.coupon.userCouponId as string;
    const choice = await m101Choice(b, [6]);

    const quote = await b.call('POST', '/order/price/query', { headers: a.headers, body: { ...choice, passengerCount: 1 } });
    expect(quote.meta.code).toBe(1);
    const sheet = quote.data.coupons as { coupon: { userCouponId: string }; isUsable: boolean; reason: string | null; discountCents: number }[];
    expect(sheet.find((c) => c.coupon.userCouponId === mine)).toMatchObject({ isUsable: true, discountCents: 200 });
    expect(sheet.find((c) => c.coupon.userCouponId === other)).toMatchObject({ isUsable: false, reason: '不适用于该线路' });

    const refused = await b.call('POST', '/order/price/query', { headers: a.headers, body: { ...choice, passengerCount: 1, userCouponId: other } });
    expect(refused.meta).toMatchObject({ code: 2601, desc: '该优惠券不适用于该线路，请重新选择' });
    const forced = await b.call('POST', '/order/create', { headers: a.headers, body: { ...choice, passengerIds: a.passengerIds, userCouponId: other, expectedPayableCents: 600 } });
    expect(forced.meta.code).toBe(2601);

    const applied = await b.call('POST', '/order/price/query', { headers: a.headers, body: { ...choice, passengerCount: 1, userCouponId: mine } });
    expect(applied.data).toMatchObject({ appliedCoupon: { userCouponId: mine, discountCents: 200 }, totalCents: 800, payableCents: 600 });
    const created = await b.call('POST', '/order/create', { headers: a.headers, body: { ...choice, passengerIds: a.passengerIds, userCouponId: mine, expectedPayableCents: 600 } });
    expect(created.meta.code).toBe(1);
    expect(created.data).toMatchObject({ payableCents: 600 });
    expect(await couponRow(b, mine)).toMatchObject({ status: 'locked' });
  });
});
