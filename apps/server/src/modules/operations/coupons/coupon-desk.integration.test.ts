import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';

/** 优惠券 in the console: templates, campaigns, redeem batches with their uses and CSV, roles and audit. */

let b: BuyingApp;
let admin: OperatorClient;
let service: OperatorClient;
let finance: OperatorClient;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  b = await createBuyingApp();
  admin = await operatorAs(b.t.app, b.t.database.db, 'admin', 'coupon-admin');
  service = await operatorAs(b.t.app, b.t.database.db, 'service', 'coupon-service');
  finance = await operatorAs(b.t.app, b.t.database.db, 'finance', 'coupon-finance');
});
afterAll(async () => b.t.close());

const post = (client: OperatorClient, path: string, body: unknown) => opsCall(b.t.app, 'POST', path, { headers: client.writeHeaders, body });
const get = (client: OperatorClient, path: string, query?: Record<string, string>) => opsCall(b.t.app, 'GET', path, { headers: client.readHeaders, query });
const audits = async (action: string) => b.t.database.db.selectFrom('audit_log').select(['summary', 'operator_username']).where('action', '=', action).execute();
const iso = (days: number) => new Date(b.clock.now.getTime() + days * DAY_MS).toISOString();

describe('coupon templates', () => {
  it('are created, changed and archived by an admin, each in the audit log; refused in Chinese when wrong', async () => {
    const created = await post(admin, '/coupons/templates/create', { name: '五折券', kind: 'ratio', ratioPercent: 50, maxDiscountCents: 500, validDays: 7, lineIds: [String(b.network.lines.m101)], lineTypes: ['commute'] });
    expect(created.meta.code).toBe(1);
    expect(created.data.template).toMatchObject({ name: '五折券', kind: 'ratio', ratioPercent: 50, maxDiscountCents: 500, amountCents: 0, validDays: 7, purpose: 'general', isArchived: false, lineTypes: ['commute'] });
    expect(created.data.template.lines).toEqual([{ lineId: String(b.network.lines.m101), name: expect.any(String) }]);
    const id = created.data.template.id as string;

    const changed = await post(admin, '/coupons/templates/update', { id, name: '五折券', kind: 'free', validDays: null, fixedValidFrom: iso(0), fixedValidTo: iso(10) });
    expect(changed.data.template).toMatchObject({ kind: 'free', validDays: null, fixedValidFrom: iso(0), lines: [] });
    expect((await post(admin, '/coupons/templates/archive', { id, isArchived: true })).data.template.isArchived).toBe(true);
    expect((await audits('couponTemplate.create')).map((a) => a.summary)).toContain('添加券模板「五折券」');
    expect(await audits('couponTemplate.archive')).toEqual([{ summary: '归档券模板「五折券」', operator_username: 'coupon-admin' }]);

    expect((await post(admin, '/coupons/templates/create', { name: '无有效期', kind: 'amount', amountCents: 100 })).meta).toMatchObject({ code: 1001, desc: expect.stringContaining('请填写有效天数') });
    expect((await post(admin, '/coupons/templates/create', { name: '无金额', kind: 'amount', validDays: 3 })).meta).toMatchObject({ code: 1001, desc: expect.stringContaining('请输入减免金额') });
    expect((await post(admin, '/coupons/templates/create', { name: '怪线路', kind: 'free', validDays: 3, lineIds: ['999999'] })).meta).toMatchObject({ code: 4504 });
    const lateness = await b.t.database.db.selectFrom('coupon_templates').select('id').where('purpose', '=', 'lateness').executeTakeFirstOrThrow();
    expect((await post(admin, '/coupons/templates/archive', { id: String(lateness.id), isArchived: true })).meta.code).toBe(4503);

    const listed = (await get(finance, '/coupons/templates')).data.templates as { id: string; isArchived: boolean }[];
    expect(listed.at(-1)).toMatchObject({ isArchived: true });
    expect((await post(service, '/coupons/templates/create', { name: 'x', kind: 'free', validDays: 1 })).meta.code).toBe(4003);
  });
});

describe('campaigns', () => {
  it('take stock never below what was claimed, pause (活动已结束 to passengers) and resume', async () => {
    const template = (await post(admin, '/coupons/templates/create', { name: '活动券 3 元', kind: 'amount', amountCents: 300, validDays: 7 })).data.template.id as string;
    const created = await post(admin, '/coupons/campaigns/create', { name: '开学季', templateId: template, totalStock: 5, perUserLimit: 1, startsAt: iso(-1), endsAt: iso(5) });
    expect(created.data.campaign).toMatchObject({ name: '开学季', totalStock: 5, issuedCount: 0, state: 'running', template: { name: '活动券 3 元' } });
    const id = created.data.campaign.id as string;

    const passengers = await Promise.all(['13800008401', '13800008402', '13800008403'].map((p) => b.t.loginAs(p)));
    for (const p of passengers) expect((await b.call('POST', '/coupon/receiveCoupon', { headers: p.headers, body: { campaignId: id } })).meta.code).toBe(1);
    expect((await post(admin, '/coupons/campaigns/update', { id, totalStock: 2 })).meta).toMatchObject({ code: 4502, desc: '总库存不能少于已领取的数量' });
    expect((await post(admin, '/coupons/campaigns/update', { id, totalStock: 3 })).data.campaign).toMatchObject({ totalStock: 3, issuedCount: 3, state: 'soldOut' });
    expect((await post(admin, '/coupons/campaigns/update', { id, endsAt: iso(-2) })).meta.code).toBe(1001);

    await post(admin, '/coupons/campaigns/update', { id, totalStock: 10 });
    expect((await post(admin, '/coupons/campaigns/pause', { id, isPaused: true })).data.campaign.state).toBe('paused');
    const late = await b.t.loginAs('13800008404');
    expect((await b.call('POST', '/coupon/receiveCoupon', { headers: late.headers, body: { campaignId: id } })).meta).toMatchObject({ code: 2605, desc: '活动已结束' });
    await post(admin, '/coupons/campaigns/pause', { id, isPaused: false });
    expect((await b.call('POST', '/coupon/receiveCoupon', { headers: late.headers, body: { campaignId: id } })).meta.code).toBe(1);

    const archived = (await post(admin, '/coupons/templates/create', { name: '归档券', kind: 'free', validDays: 1 })).data.template.id as string;
    await post(admin, '/coupons/templates/archive', { id: archived, isArchived: true });
    expect((await post(admin, '/coupons/campaigns/create', { name: '旧券', templateId: archived, totalStock: 5, startsAt: iso(0), endsAt: iso(1) })).meta.code).toBe(4501);
    expect((await get(service, '/coupons/campaigns')).data.campaigns[0]).toMatchObject({ name: expect.any(String) });
    expect(await audits('couponCampaign.pause')).toHaveLength(2);
  });
});

describe('redeem-code batches', () => {
  it('generate unique random codes, show each use (masked) and export CSV for an admin only, in the audit log', async () => {
    const template = (await post(admin, '/coupons/templates/create', { name: '兑换券 6 元', kind: 'amount', amountCents: 600, validDays: 30 })).data.template.id as string;
    const generated = await post(admin, '/coupons/redeem-batches/generate', { name: '地推', templateId: template, codeCount: 300, startsAt: iso(-1), endsAt: iso(30) });
    expect(generated.data.batch).toMatchObject({ name: '地推', codeCount: 300, redeemedCount: 0, createdBy: 'coupon-admin' });
    const batchId = generated.data.batch.id as string;
    const codes = await b.t.database.db.selectFrom('redeem_codes').select('code').where('batch_id', '=', Number(batchId)).execute();
    expect(codes).toHaveLength(300);
    expect(new Set(codes.map((c) => c.code)).size).toBe(300);
    for (const { code } of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);

    const { headers } = await b.t.loginAs('13812345678');
    expect((await b.call('POST', '/coupon/receiveRedeem', { headers, body: { code: codes[0]!.code.toLowerCase() } })).meta.code).toBe(1);
    const used = await get(service, '/coupons/redeem-batches/codes', { batchId, filter: 'redeemed' });
    expect(used.data).toMatchObject({ total: 1, codes: [{ code: codes[0]!.code, phoneMasked: '138****5678', redeemedAt: expect.any(String) }] });
    expect((await get(admin, '/coupons/redeem-batches/codes', { batchId, pageSize: '10', page: '2' })).data.codes).toHaveLength(10);
    expect((await get(admin, '/coupons/redeem-batches')).data.batches[0]).toMatchObject({ id: batchId, redeemedCount: 1 });
    expect((await get(finance, '/coupons/redeem-batches/codes', { batchId })).meta.code).toBe(4003);

    const exported = await b.t.app.inject({ method: 'GET', url: '/ops-api/coupons/redeem-batches/export', query: { batchId }, headers: admin.readHeaders });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="redeem-codes-${batchId}.csv"`);
    const lines = exported.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('兑换码,状态,兑换时间,兑换用户');
    expect(lines).toHaveLength(301);
    expect(lines[1]).toMatch(new RegExp(`^${codes[0]!.code},已兑换,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},138\\*\\*\\*\\*5678$`));
    expect(lines[2]).toMatch(/^[A-Z0-9]{10},未兑换,,$/);
    expect(await audits('redeemBatch.export')).toEqual([{ summary: '导出兑换码批次「地推」300 个', operator_username: 'coupon-admin' }]);

    const refused = await b.t.app.inject({ method: 'GET', url: '/ops-api/coupons/redeem-batches/export', query: { batchId }, headers: service.readHeaders });
    expect(refused.json()).toMatchObject({ meta: { code: 4003 } });
    const anonymous = await b.t.app.inject({ method: 'GET', url: '/ops-api/coupons/redeem-batches/export', query: { batchId } });
    expect(anonymous.json()).toMatchObject({ meta: { code: 4001 } });
    const missing = await b.t.app.inject({ method: 'GET', url: '/ops-api/coupons/redeem-batches/export', query: { batchId: '999999' }, headers: admin.readHeaders });
    expect(missing.json()).toMatchObject({ meta: { code: 1004, desc: '兑换码批次不存在' } });

    expect((await post(admin, '/coupons/redeem-batches/pause', { id: batchId, isPaused: true })).data.batch.isPaused).toBe(true);
    expect((await b.call('POST', '/coupon/receiveRedeem', { headers, body: { code: codes[1]!.code } })).meta.code).toBe(2605);
  });
});
