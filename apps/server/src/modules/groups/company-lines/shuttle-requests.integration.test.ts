import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { shuttleRequestBody, smsNoticesTo } from '../../../test/company-lines-fixture';
import { groupCall } from '../../../test/groups-fixture';
import { opsCall } from '../../../test/ops-call';
import { loginOperator, operatorAs, type OperatorClient } from '../../../test/operator-login';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';

/**
 * Shuttle requests (company-line-apply-enterprise, enterprise-custom-flow): a passenger asks for a shuttle for
 * their company (five open at most), the operator quotes (texted to the contact phone, audited) or closes it
 * with a reason, and the requester accepts or declines the quote while it holds (to the end of its day in
 * Asia/Shanghai: the test's clock passes it).
 */
let t: TestApp;
let db: Db;
const clock = { now: new Date() };
const who = {} as Record<'admin' | 'service' | 'dispatcher' | 'groupAdmin', OperatorClient>;
let nextPhone = 13400000100;
const newPhone = () => String((nextPhone += 1));
const today = () => shanghaiDate(clock.now);

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue, desc?: string) =>
  expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code, desc: desc ?? errorCatalogue[name].desc });

const as = async (phone: string) => (await t.loginAs(phone)).headers;
const submit = (headers: Record<string, string>, overrides: Record<string, unknown> = {}) =>
  groupCall(t.app, 'POST', '/companyLine/shuttle/request', { headers, body: shuttleRequestBody(addDays(today(), 7), overrides) });
const detail = (headers: Record<string, string>, requestId: string) => groupCall(t.app, 'GET', '/companyLine/shuttle/detail', { headers, query: { requestId } });
const respond = (headers: Record<string, string>, requestId: string, isAccepted: boolean, reason?: string) =>
  groupCall(t.app, 'POST', '/companyLine/shuttle/respond', { headers, body: { requestId, isAccepted, ...(reason === undefined ? {} : { reason }) } });
const quoteBody = (requestId: string, extra: Record<string, unknown> = {}) => ({
  requestId,
  perRideCents: 1200,
  monthlyCents: 8_000_000,
  vehicles: 2,
  seatsPerVehicle: 45,
  note: '含司机与保险',
  ...extra,
});
const quote = (requestId: string, extra: Record<string, unknown> = {}, client: OperatorClient = who.service) =>
  opsCall(t.app, 'POST', '/shuttle-requests/quote', { headers: client.writeHeaders, body: quoteBody(requestId, extra) });
const close = (requestId: string, reason: string, client: OperatorClient = who.service) =>
  opsCall(t.app, 'POST', '/shuttle-requests/close', { headers: client.writeHeaders, body: { requestId, reason } });
const list = (query: Record<string, string>, client: OperatorClient = who.admin) => opsCall(t.app, 'GET', '/shuttle-requests', { headers: client.readHeaders, query });
const auditOf = (action: string, targetId: string) =>
  db.selectFrom('audit_log').select(['summary', 'operator_username', 'before', 'after']).where('action', '=', action).where('target_id', '=', targetId).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.now });
  db = t.database.db;
  await db.insertInto('cities').values({ id: 440300, name: '深圳市', lng: 114.05454, lat: 22.52291, is_open: true, sort_order: 1 }).execute();
  who.admin = await operatorAs(t.app, db, 'admin', 'shuttle-admin');
  who.service = await operatorAs(t.app, db, 'service', 'shuttle-service');
  who.dispatcher = await operatorAs(t.app, db, 'dispatcher', 'shuttle-dispatcher');
  who.groupAdmin = await operatorAs(t.app, db, 'groupAdmin', 'shuttle-group-admin');
});
afterAll(async () => t?.close());

describe('submitting a request', () => {
  it('keeps what the enterprise asked for: shifts by time, weekdays once each; the requester alone sees it', async () => {
    const headers = await as(newPhone());
    const answer = await submit(headers);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const request = answer.data.request;
    expect(request).toEqual({
      requestId: expect.any(String),
      companyName: '深圳前海科技有限公司',
      contactName: '王经理',
      contactPhone: '13600000001',
      cityId: 440300,
      headcount: 40,
      sites: [
        { name: '深圳湾公园', lng: 113.95, lat: 22.51 },
        { name: '前海科技园', lng: 113.9, lat: 22.53 },
      ],
      shifts: [
        { time: '08:00', direction: 'toWork' },
        { time: '18:00', direction: 'offWork' },
      ],
      weekdays: [1, 2, 3, 4, 5],
      startDate: addDays(today(), 7),
      note: '希望尽快开通',
      status: 'submitted',
      quote: null,
      reason: '',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await groupCall(t.app, 'GET', '/companyLine/shuttle/myRequests', { headers })).data.items).toEqual([request]);
    expect((await detail(headers, request.requestId)).data.request).toEqual(request);
    expectFailure((await detail(await as(newPhone()), request.requestId)).meta, 'shuttleRequestNotFound');
    expectFailure((await detail(headers, '99999999')).meta, 'shuttleRequestNotFound');
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const headers = await as(newPhone());
    const cases: [Record<string, unknown>, string][] = [
      [{ companyName: '某' }, '企业名称至少 2 个字'],
      [{ contactName: undefined }, '请填写姓名'],
      [{ contactPhone: '12345' }, '手机号'],
      [{ headcount: 4 }, '乘车人数至少 5 人'],
      [{ headcount: 12.5 }, '乘车人数须为整数'],
      [{ sites: [{ name: '深圳湾公园', lng: 113.95, lat: 22.51 }] }, '请至少添加上车和下车两个地点'],
      [{ sites: [{ name: '东京', lng: 139.69, lat: 35.68 }, { name: '深圳湾公园', lng: 113.95, lat: 22.51 }] }, '位置'],
      [{ shifts: [] }, '请至少添加一个班次'],
      [{ shifts: [{ time: '25:00', direction: 'toWork' }] }, '时间格式应为 HH:mm'],
      [{ shifts: [{ time: '08:00', direction: 'noon' }] }, '请选择上班或下班'],
      [{ weekdays: [] }, '请选择运营日'],
      [{ startDate: addDays(today(), -1) }, '开始日期不能早于今天'],
      [{ startDate: addDays(today(), 400) }, '开始日期不能晚于一年以后'],
      [{ cityId: 999999 }, '所选城市不存在'],
      [{ note: '备'.repeat(501) }, '备注不能超过 500 个字'],
    ];
    for (const [overrides, desc] of cases) {
      const answer = await submit(headers, overrides);
      expect(answer.meta.code, JSON.stringify(overrides)).toBe(1001);
      expect(answer.meta.desc, JSON.stringify(overrides)).toContain(desc);
    }
    expect((await groupCall(t.app, 'GET', '/companyLine/shuttle/myRequests', { headers })).data.items).toEqual([]);
  });

  it('keeps five open at most per passenger; a closed one frees a place', async () => {
    const headers = await as(newPhone());
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await submit(headers, { companyName: `企业${i + 1}号` });
      expect(answer.meta.code, answer.meta.desc).toBe(1);
      ids.push(answer.data.request.requestId);
    }
    expectFailure((await submit(headers)).meta, 'shuttleRequestLimit');
    // A quoted one still counts; a closed one does not.
    expect((await quote(ids[0]!)).meta.code).toBe(1);
    expectFailure((await submit(headers)).meta, 'shuttleRequestLimit');
    expect((await close(ids[1]!, '企业已取消需求')).meta.code).toBe(1);
    expect((await submit(headers)).meta.code).toBe(1);
    expectFailure((await submit(headers)).meta, 'shuttleRequestLimit');
  });
});

describe('the operator’s quote and the requester’s answer', () => {
  it('quotes: the request shows the quote until the end of its day, the contact is texted, the quote audited', async () => {
    const headers = await as(newPhone());
    const contactPhone = newPhone();
    const { requestId } = (await submit(headers, { contactPhone })).data.request;

    expectFailure((await respond(headers, requestId, true)).meta, 'shuttleRequestNotQuoted');
    const bad = await quote(requestId, { vehicles: 0 });
    expect(bad.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('车辆数至少为 1') });

    const answer = await quote(requestId);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const validUntil = addDays(today(), 14);
    expect(answer.data.request).toMatchObject({
      status: 'quoted',
      quote: { perRideCents: 1200, monthlyCents: 8_000_000, vehicles: 2, seatsPerVehicle: 45, note: '含司机与保险', validUntil, quotedAt: expect.any(String) },
    });
    expect((await detail(headers, requestId)).data.request).toEqual(answer.data.request);
    const [notice] = await smsNoticesTo(t.app, contactPhone);
    expect(notice).toMatchObject({ templateId: 'shuttleQuoted', params: { company: '深圳前海科技有限公司', perRide: '12.00', monthly: '80000.00' } });
    expect(notice!.text).toContain('每人每次 12.00 元，月度总价 80000.00 元');
    const [entry] = await auditOf('shuttle.quote', requestId);
    expect(entry).toMatchObject({ operator_username: 'shuttle-service', summary: expect.stringContaining('报价「深圳前海科技有限公司」') });
    expect(entry!.after).toMatchObject({ status: 'quoted', quote: { perRideCents: 1200 } });

    // A new quote replaces the old one.
    const again = await quote(requestId, { perRideCents: 1000, validDays: 3 }, who.admin);
    expect(again.data.request.quote).toMatchObject({ perRideCents: 1000, validUntil: addDays(today(), 3) });
    expect((await auditOf('shuttle.quote', requestId))[1]).toMatchObject({ summary: expect.stringContaining('重新报价') });
    expect(await smsNoticesTo(t.app, contactPhone)).toHaveLength(2);

    // Accepted: the request has ended; nothing more may change it.
    const accepted = await respond(headers, requestId, true);
    expect(accepted.meta.code, accepted.meta.desc).toBe(1);
    expect(accepted.data.request).toMatchObject({ status: 'accepted', reason: '', quote: { perRideCents: 1000 } });
    expectFailure((await respond(headers, requestId, false)).meta, 'shuttleRequestClosed');
    expectFailure((await quote(requestId)).meta, 'shuttleRequestClosed');
    expectFailure((await close(requestId, '重复需求')).meta, 'shuttleRequestClosed');
    expectFailure((await respond(await as(newPhone()), requestId, true)).meta, 'shuttleRequestNotFound');
  });

  it('declines with a reason kept', async () => {
    const headers = await as(newPhone());
    const { requestId } = (await submit(headers)).data.request;
    await quote(requestId);
    const declined = await respond(headers, requestId, false, '预算不足');
    expect(declined.data.request).toMatchObject({ status: 'declined', reason: '预算不足' });
    expectFailure((await respond(headers, requestId, true)).meta, 'shuttleRequestClosed');
  });

  it('holds a quote to the end of its last day in Asia/Shanghai, then refuses an answer until quoted again', async () => {
    const started = clock.now;
    try {
      const headers = await as(newPhone());
      const first = (await submit(headers)).data.request.requestId;
      const second = (await submit(headers)).data.request.requestId;
      const validUntil = (await quote(first, { validDays: 1 })).data.request.quote.validUntil;
      await quote(second, { validDays: 1 });
      expect(validUntil).toBe(addDays(today(), 1));

      clock.now = shanghaiInstant(validUntil, 23 * 60 + 59);
      expect((await respond(headers, first, true)).data.request.status).toBe('accepted');

      clock.now = shanghaiInstant(addDays(validUntil, 1), 0);
      expectFailure((await respond(headers, second, true)).meta, 'shuttleQuoteLapsed');
      expectFailure((await respond(headers, second, false, '太贵')).meta, 'shuttleQuoteLapsed');
      expect((await detail(headers, second)).data.request.status).toBe('quoted');
      // Quoted again from the new day (the operator signs in again: a day has passed), the requester may answer.
      expect((await quote(second, {}, await loginOperator(t.app, 'shuttle-service'))).meta.code).toBe(1);
      expect((await respond(headers, second, true)).data.request.status).toBe('accepted');
    } finally {
      clock.now = started;
    }
  });

  it('closes with a reason (required), texted and audited; a closed request takes no answer', async () => {
    const headers = await as(newPhone());
    const contactPhone = newPhone();
    const { requestId } = (await submit(headers, { contactPhone })).data.request;
    const noReason = await close(requestId, '');
    expect(noReason.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('请填写原因') });
    const closed = await close(requestId, '所在区域暂不提供定制班车', who.admin);
    expect(closed.meta.code, closed.meta.desc).toBe(1);
    expect(closed.data.request).toMatchObject({ status: 'closed', reason: '所在区域暂不提供定制班车', quote: null });
    const [notice] = await smsNoticesTo(t.app, contactPhone);
    expect(notice).toMatchObject({ templateId: 'shuttleClosed', params: { reason: '所在区域暂不提供定制班车' } });
    expect(await auditOf('shuttle.close', requestId)).toEqual([expect.objectContaining({ operator_username: 'shuttle-admin', summary: expect.stringContaining('所在区域暂不提供定制班车') })]);
    expectFailure((await respond(headers, requestId, true)).meta, 'shuttleRequestClosed');
    expectFailure((await close(requestId, '再次关闭')).meta, 'shuttleRequestClosed');
    expectFailure((await quote('99999999')).meta, 'shuttleRequestNotFound');
    expectFailure((await close('99999999', '不存在的需求')).meta, 'shuttleRequestNotFound');
  });
});

describe('the console’s list', () => {
  it('shows those waiting for a quote first, newest first, by status; to the roles the contract allows', async () => {
    const all = await list({ pageSize: '100' });
    expect(all.meta.code, all.meta.desc).toBe(1);
    const statuses: string[] = all.data.items.map((r: { status: string }) => r.status);
    const firstOther = statuses.findIndex((s) => s !== 'submitted');
    expect(statuses.slice(firstOther).includes('submitted')).toBe(false);
    expect(all.data.waiting).toBe(statuses.filter((s) => s === 'submitted').length);
    expect(all.data.total).toBe(statuses.length);
    const submitted = all.data.items.filter((r: { status: string }) => r.status === 'submitted');
    const times = submitted.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const quoted = await list({ status: 'quoted' }, who.dispatcher);
    expect(quoted.meta.code).toBe(1);
    expect(quoted.data.items.every((r: { status: string }) => r.status === 'quoted')).toBe(true);

    expectFailure((await list({}, who.groupAdmin)).meta, 'operatorForbidden');
    const { requestId } = (await submit(await as(newPhone()))).data.request;
    expectFailure((await quote(requestId, {}, who.dispatcher)).meta, 'operatorForbidden');
    expectFailure((await close(requestId, '无权关闭', who.groupAdmin)).meta, 'operatorForbidden');
    expect((await auditOf('shuttle.quote', requestId)).length + (await auditOf('shuttle.close', requestId)).length).toBe(0);
  });
});
