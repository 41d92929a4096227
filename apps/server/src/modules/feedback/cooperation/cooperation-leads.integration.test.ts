import { cooperationMessages } from '@udian/contracts/feedback-rules';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { opsCall } from '../../../test/ops-call';
import { loginOperator, operatorAs, type OperatorClient } from '../../../test/operator-login';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * 商务合作 (decision 057): a lead left logged out, checked by the page's own checker, limited per phone (3 a
 * Shanghai day) and per address (10 an hour); the console's list and its mark, audited.
 */
let t: TestApp;
let db: Db;
const clock = { now: new Date('2031-03-05T02:00:00Z') };
const who = {} as Record<'admin' | 'service' | 'dispatcher', OperatorClient>;
let nextPhone = 13600000100;
const newPhone = () => String((nextPhone += 1));

const lead = (overrides: Record<string, unknown> = {}) => ({
  company: '深圳前海科技有限公司',
  contactName: '李经理',
  phone: newPhone(),
  kind: 'enterpriseShuttle',
  message: '我司约 300 名员工需要早晚通勤班车，希望了解报价',
  ...overrides,
});

const send = async (body: Record<string, unknown>, remoteAddress = '203.0.113.7') => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${ApiPrefix.api}/cooperation/lead`,
    remoteAddress,
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { lead: { leadId: string } } | null; meta: { code: number; desc: string } }>();
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.now });
  db = t.database.db;
  who.admin = await operatorAs(t.app, db, 'admin', 'lead-admin');
  who.service = await operatorAs(t.app, db, 'service', 'lead-service');
  who.dispatcher = await operatorAs(t.app, db, 'dispatcher', 'lead-dispatcher');
});
afterAll(async () => t?.close());

describe('leaving a lead', () => {
  it('works logged out and is checked field by field in the page’s words', async () => {
    const sent = await send(lead());
    expect(sent.meta.code, sent.meta.desc).toBe(1);
    expect(sent.data?.lead.leadId).toMatch(/^\d+$/);
    const bad = await send(lead({ phone: '12345678901' }));
    expect(bad.meta).toEqual(expect.objectContaining({ code: errorCatalogue.cooperationInvalid.code, desc: cooperationMessages.phoneInvalid }));
    expect((await send(lead({ kind: 'lottery' }))).meta.desc).toBe(cooperationMessages.kindRequired);
    expect((await send(lead({ company: ' ' }))).meta.desc).toBe(cooperationMessages.companyRequired);
    expect((await send({ company: '某公司' })).meta.code).toBe(errorCatalogue.invalidParams.code);
  });

  it('takes three a day from one phone, and ten an hour from one address', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) expect((await send(lead({ phone }), '198.51.100.1')).meta.code).toBe(1);
    expect((await send(lead({ phone }), '198.51.100.2')).meta.code).toBe(errorCatalogue.cooperationPhoneLimit.code);
    for (let i = 0; i < 7; i += 1) expect((await send(lead(), '198.51.100.1')).meta.code).toBe(1);
    expect((await send(lead(), '198.51.100.1')).meta.code).toBe(errorCatalogue.cooperationIpLimit.code);
    // An hour later the address may send again; the next Shanghai day the phone may.
    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    expect((await send(lead(), '198.51.100.1')).meta.code).toBe(1);
    clock.now = new Date('2031-03-05T16:00:00Z');
    expect((await send(lead({ phone }), '198.51.100.3')).meta.code).toBe(1);
  });
});

describe('the console’s leads', () => {
  // The clock moved a day on above: the operators sign in again, as the console would ask them to.
  beforeAll(async () => {
    for (const role of ['admin', 'service', 'dispatcher'] as const) who[role] = await loginOperator(t.app, `lead-${role}`);
  });

  it('lists them by state, marks one contacted then closed with a note, each audited', async () => {
    const company = '光明包车旅游有限公司';
    const sent = await send(lead({ company, kind: 'charter' }), '192.0.2.44');
    const leadId = sent.data!.lead.leadId;
    const list = await opsCall(t.app, 'GET', '/cooperation-leads', { headers: who.service.readHeaders, query: { status: 'new', kind: 'charter' } });
    expect(list.data.items.map((l: { leadId: string }) => l.leadId)).toContain(leadId);
    expect(list.data.fresh).toBeGreaterThan(0);
    expectForbidden(await opsCall(t.app, 'GET', '/cooperation-leads', { headers: who.dispatcher.readHeaders }));

    expect((await opsCall(t.app, 'POST', '/cooperation-leads/mark', { headers: who.service.writeHeaders, body: { leadId, status: 'contacted', note: '' } })).meta.code).toBe(errorCatalogue.invalidParams.code);
    const contacted = await opsCall(t.app, 'POST', '/cooperation-leads/mark', { headers: who.service.writeHeaders, body: { leadId, status: 'contacted', note: '已电话沟通，下周发报价' } });
    expect(contacted.data.lead).toMatchObject({ status: 'contacted', note: '已电话沟通，下周发报价', handledBy: 'lead-service' });
    const closed = await opsCall(t.app, 'POST', '/cooperation-leads/mark', { headers: who.admin.writeHeaders, body: { leadId, status: 'closed', note: '已签约' } });
    expect(closed.data.lead).toMatchObject({ status: 'closed', handledBy: 'lead-admin' });
    expect((await opsCall(t.app, 'POST', '/cooperation-leads/mark', { headers: who.admin.writeHeaders, body: { leadId, status: 'contacted', note: '再次联系' } })).meta.code).toBe(errorCatalogue.cooperationLeadClosed.code);
    expect((await opsCall(t.app, 'POST', '/cooperation-leads/mark', { headers: who.admin.writeHeaders, body: { leadId: '999999', status: 'closed', note: '不存在' } })).meta.code).toBe(1004);

    const audit = await db.selectFrom('audit_log').select(['summary', 'operator_username']).where('action', '=', 'cooperationLead.mark').where('target_id', '=', leadId).orderBy('id').execute();
    expect(audit.map((a) => a.operator_username)).toEqual(['lead-service', 'lead-admin']);
    expect(audit[0]?.summary).toBe(`将「${company}」的包车与旅游线索标记为已联系：已电话沟通，下周发报价`);
  });
});

const expectForbidden = (answer: { meta: { code: number } }) => expect(answer.meta.code).toBe(errorCatalogue.operatorForbidden.code);
