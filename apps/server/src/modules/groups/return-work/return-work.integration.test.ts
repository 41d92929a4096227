import { errorCatalogue } from '@udian/contracts/meta-codes';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { seedDemoReturnWork, DEMO_RETURN_WORK_FIELDS } from '../../../db/seed/demo-return-work';
import { insertTestGroup } from '../../../test/groups-fixture';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { opsCall } from '../../../test/ops-call';
import { answers, makeShuttle, openCampaign, returnWorkCall, shanghaiToday, trip, VALID_IDS } from '../../../test/return-work-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays } from '../../../time/shanghai-time';

/**
 * Return-to-work shuttles end to end through the API (decision 052): the operator opens a campaign with its
 * declaration fields; a passenger states a need and enrols; an employer's contact lists staff (one, and from
 * CSV: all rows or none), removes one, books the rest; the operator makes a shuttle and groups them into it;
 * each rider, whether they had an account or not, finds an ordinary ticket in my-ticket; the employer sees who
 * rides which shuttle and pays the campaign's fare on its statement; riders are texted.
 */
let t: TestApp;
let db: Db;
let operator: OperatorClient;
let campaignId: string;
let groupId: number;
const CONTACT = '13900139001';
const tomorrow = addDays(shanghaiToday(), 1);

const ticketsOf = async (phone: string) => {
  const { headers } = await t.loginAs(phone);
  const response = await t.app.inject({ method: 'GET', url: `${ApiPrefix.api}/ticket/v8/list`, headers, query: { tab: 'toRide' } });
  return response.json<{ data: { tickets: { passengerName: string; priceCents: number; line: { lineCode: string }; serviceDate: string; time: string }[] } }>().data.tickets;
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  operator = await operatorAs(t.app, db, 'dispatcher', 'rw-dispatcher');
  campaignId = await openCampaign(t.app, db, operator);
  groupId = await insertTestGroup(db, { name: '返岗科技有限公司' });
  await db.updateTable('groups').set({ contact_phone: CONTACT, contact_name: '周经理' }).where('id', '=', groupId).execute();
});
afterAll(() => t.close());

describe('campaigns', () => {
  it('lists the open campaigns of a city with their declaration fields', async () => {
    const { headers } = await t.loginAs('13900139000');
    const listed = await returnWorkCall(t.app, 'GET', '/returnWork/campaigns', { headers, query: { cityId: '110100' } });
    expect(listed.meta.code).toBe(1);
    const campaign = listed.data.items.find((c: { campaignId: string }) => c.campaignId === campaignId);
    expect(campaign).toMatchObject({ name: '测试复工专线', cityName: '北京市', isEnrolling: true, employerFareCents: 3000 });
    expect(campaign.fields.map((f: { kind: string }) => f.kind)).toEqual(['confirm', 'idNumber', 'text']);
  });

  it('refuses a campaign that ends before today and a field list with a repeated key', async () => {
    const base = { name: '过期活动', cityId: 110100, startsOn: '2020-01-01', endsOn: '2020-02-01', employerFareCents: 0, fields: [] };
    const ended = await opsCall(t.app, 'POST', '/return-work/campaigns/create', { headers: operator.writeHeaders, body: base });
    expect(ended.meta.code).toBe(errorCatalogue.returnWorkCampaignEnded.code);
    const today = shanghaiToday();
    const twice = await opsCall(t.app, 'POST', '/return-work/campaigns/create', {
      headers: operator.writeHeaders,
      body: { ...base, startsOn: today, endsOn: today, fields: [{ key: 'a', label: '甲项', kind: 'text' }, { key: 'a', label: '乙项', kind: 'text' }] },
    });
    expect(twice.meta.code).toBe(1001);
    expect(twice.meta.desc).toContain('申报项标识不能重复');
  });

  it('seeds the demo campaign once, with the fields it asks', async () => {
    await db.insertInto('cities').values({ id: 440300, name: '深圳市', lng: 114.05, lat: 22.54, is_open: true, sort_order: 1 }).onConflict((oc) => oc.column('id').doNothing()).execute();
    await seedDemoReturnWork(db, new Date());
    await seedDemoReturnWork(db, new Date());
    const rows = await db.selectFrom('return_work_campaigns').select(['fields', 'status']).where('name', '=', '深圳复工专线').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toEqual(DEMO_RETURN_WORK_FIELDS);
  });
});

describe('a need stated (return-work-collect)', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    campaignId,
    kind: 'enterprise',
    companyName: '返岗科技',
    contactName: '周经理',
    contactPhone: '13900139002',
    ...trip(),
    people: 30,
    declarations: answers(),
    ...over,
  });

  it('is kept with its declarations, the ID number shown masked, and read back only by its author', async () => {
    const { headers } = await t.loginAs('13900139002');
    const made = await returnWorkCall(t.app, 'POST', '/returnWork/collect', { headers, body: body() });
    expect(made.meta.code, made.meta.desc).toBe(1);
    expect(made.data.request).toMatchObject({ kind: 'enterprise', people: 30, travelDate: tomorrow, from: { name: '长沙南站' } });
    expect(made.data.request.declarations).toContainEqual({ key: 'idNumber', label: '身份证号', value: '110***********002X' });
    const other = await t.loginAs('13900139003');
    const hidden = await returnWorkCall(t.app, 'GET', '/returnWork/collect/detail', { headers: other.headers, query: { requestId: made.data.request.requestId } });
    expect(hidden.meta.code).toBe(1004);
  });

  it('refuses an unconfirmed promise, a bad ID number, a day outside the campaign, and a sixth need', async () => {
    const { headers } = await t.loginAs('13900139004');
    const unconfirmed = await returnWorkCall(t.app, 'POST', '/returnWork/collect', { headers, body: body({ declarations: { ...answers(), healthOk: false } }) });
    expect(unconfirmed.meta).toMatchObject({ code: errorCatalogue.returnWorkDeclarationInvalid.code, desc: '请确认「本人身体健康」' });
    const badId = await returnWorkCall(t.app, 'POST', '/returnWork/collect', { headers, body: body({ declarations: { ...answers('110105194912310021') } }) });
    expect(badId.meta.code).toBe(errorCatalogue.returnWorkDeclarationInvalid.code);
    expect(badId.meta.desc).toContain('身份证号码校验不通过');
    const unknown = await returnWorkCall(t.app, 'POST', '/returnWork/collect', { headers, body: body({ declarations: { ...answers(), extra: 'x' } }) });
    expect(unknown.meta.code).toBe(errorCatalogue.returnWorkDeclarationInvalid.code);
    const late = await returnWorkCall(t.app, 'POST', '/returnWork/collect', { headers, body: body(trip(addDays(shanghaiToday(), 40))) });
    expect(late.meta.code).toBe(errorCatalogue.returnWorkDateOutside.code);
    const person = await returnWorkCall(t.app, 'POST', '/returnWork/collect', { headers, body: body({ kind: 'enterprise', companyName: '' }) });
    expect(person.meta.code).toBe(1001);
    for (let i = 0; i < 5; i += 1) expect((await returnWorkCall(t.app, 'POST', '/returnWork/collect', { headers, body: body() })).meta.code).toBe(1);
    const sixth = await returnWorkCall(t.app, 'POST', '/returnWork/collect', { headers, body: body() });
    expect(sixth.meta.code).toBe(errorCatalogue.returnWorkRequestLimit.code);
  });
});

describe('grouping enrolments into a shuttle', () => {
  const PRIVATE_PHONE = '13900139010';
  const STAFF = ['13900139011', '13900139012', '13900139013'];
  const NEW_STAFF = '13900139014';
  let privateId: string;
  let staffIds: string[];

  const employer = async () => (await t.loginAs(CONTACT)).headers;

  it('takes a passenger’s own enrolment once, by their account phone', async () => {
    const { headers } = await t.loginAs(PRIVATE_PHONE);
    const enrolled = await returnWorkCall(t.app, 'POST', '/returnWork/enrol', { headers, body: { campaignId, name: '李返岗', ...trip(), declarations: answers(VALID_IDS[1]) } });
    expect(enrolled.meta.code, enrolled.meta.desc).toBe(1);
    expect(enrolled.data.enrolment).toMatchObject({ status: 'waiting', phone: PRIVATE_PHONE, group: null, travelDate: tomorrow });
    privateId = enrolled.data.enrolment.enrolmentId;
    const again = await returnWorkCall(t.app, 'POST', '/returnWork/enrol', { headers, body: { campaignId, name: '李返岗', ...trip(), declarations: answers(VALID_IDS[1]) } });
    expect(again.meta.code).toBe(errorCatalogue.returnWorkAlreadyEnrolled.code);
  });

  it('lets only the enterprise’s contact keep its list', async () => {
    const stranger = await t.loginAs('13900139099');
    const refused = await returnWorkCall(t.app, 'GET', '/returnWork/employer/list', { headers: stranger.headers, query: { groupId: String(groupId), campaignId } });
    expect(refused.meta.code).toBe(errorCatalogue.returnWorkNotEnterpriseContact.code);
    const mine = await returnWorkCall(t.app, 'GET', '/returnWork/employers', { headers: await employer() });
    expect(mine.data.items).toEqual([{ groupId: String(groupId), name: '返岗科技有限公司', cityId: 110100 }]);
  });

  it('imports a CSV whole or not at all, each problem by its line', async () => {
    const headers = await employer();
    const bad = ['姓名,手机号,身份证号,本人身体健康,出发城市', `王一,${STAFF[0]},${VALID_IDS[0]},是,长沙`, `赵二,${STAFF[0]},${VALID_IDS[1]},是,岳阳`, `钱三,${STAFF[2]},123,是,衡阳`, `孙四,${PRIVATE_PHONE},${VALID_IDS[2]},否,株洲`].join('\n');
    const refused = await returnWorkCall(t.app, 'POST', '/returnWork/employer/staff/import', { headers, body: { groupId: String(groupId), campaignId, csv: bad } });
    expect(refused.meta.code).toBe(1);
    expect(refused.data.added).toBe(0);
    expect(refused.data.problems.map((p: { line: number }) => p.line)).toEqual([3, 4, 5]);
    expect(refused.data.problems[0].problem).toBe('手机号在文件中重复出现');
    expect(refused.data.problems[2].problem).toBe('请确认「本人身体健康」');
    const listed = await returnWorkCall(t.app, 'GET', '/returnWork/employer/list', { headers, query: { groupId: String(groupId), campaignId } });
    expect(listed.data.items).toHaveLength(0);

    const good = ['姓名,手机号,身份证号,本人身体健康,出发城市', `王一,${STAFF[0]},${VALID_IDS[0]},是,长沙`, `赵二,${STAFF[1]},${VALID_IDS[1]},是,岳阳`, `钱三,${STAFF[2]},${VALID_IDS[2]},是,衡阳`].join('\r\n');
    const imported = await returnWorkCall(t.app, 'POST', '/returnWork/employer/staff/import', { headers, body: { groupId: String(groupId), campaignId, csv: good } });
    expect(imported.data).toEqual({ added: 3, problems: [] });
    const enrolledMeanwhile = await returnWorkCall(t.app, 'POST', '/returnWork/employer/staff/import', { headers, body: { groupId: String(groupId), campaignId, csv: good } });
    expect(enrolledMeanwhile.data.problems.map((p: { problem: string }) => p.problem)).toEqual(Array(3).fill('该手机号已报名本次复工专线'));
    const noHeader = await returnWorkCall(t.app, 'POST', '/returnWork/employer/staff/import', { headers, body: { groupId: String(groupId), campaignId, csv: 'name\n王一' } });
    expect(noHeader.meta.code).toBe(errorCatalogue.returnWorkCsvHeader.code);
  });

  it('adds one, removes one not yet on a shuttle, and books the rest for a day', async () => {
    const headers = await employer();
    const added = await returnWorkCall(t.app, 'POST', '/returnWork/employer/staff/add', {
      headers,
      body: { groupId: String(groupId), campaignId, name: '周五', phone: NEW_STAFF, declarations: answers() },
    });
    expect(added.meta.code, added.meta.desc).toBe(1);
    expect(added.data.enrolment).toMatchObject({ status: 'listed', travelDate: null, group: { name: '返岗科技有限公司' } });
    const removed = await returnWorkCall(t.app, 'POST', '/returnWork/employer/staff/remove', { headers, body: { groupId: String(groupId), enrolmentId: added.data.enrolment.enrolmentId } });
    expect(removed.data).toEqual({ removed: true });

    const list = await returnWorkCall(t.app, 'GET', '/returnWork/employer/list', { headers, query: { groupId: String(groupId), campaignId } });
    staffIds = list.data.items.map((e: { enrolmentId: string }) => e.enrolmentId);
    expect(staffIds).toHaveLength(3);
    const booked = await returnWorkCall(t.app, 'POST', '/returnWork/employer/book', { headers, body: { groupId: String(groupId), campaignId, enrolmentIds: staffIds, ...trip() } });
    expect(booked.data).toEqual({ booked: 3 });
    const again = await returnWorkCall(t.app, 'POST', '/returnWork/employer/book', { headers, body: { groupId: String(groupId), campaignId, enrolmentIds: [staffIds[0]], ...trip() } });
    expect(again.meta.code).toBe(errorCatalogue.returnWorkNotListed.code);
  });

  it('groups them into a shuttle: every rider gets a ticket, the employer pays its staff’s fares, riders are texted', async () => {
    const shuttleId = await makeShuttle(t.app, operator, campaignId, { code: 'FG01', date: tomorrow, seats: 4 });
    const waiting = await opsCall(t.app, 'GET', '/return-work/enrolments', { headers: operator.readHeaders, query: { campaignId, status: 'waiting', travelDate: tomorrow } });
    expect(waiting.data.total).toBe(4);
    expect(waiting.data.items[0].phone).toMatch(/^139\*{4}\d{4}$/);

    const grouped = await opsCall(t.app, 'POST', '/return-work/shuttles/assign', { headers: operator.writeHeaders, body: { shuttleId, enrolmentIds: [...staffIds, privateId] } });
    expect(grouped.meta.code, grouped.meta.desc).toBe(1);
    expect(grouped.data.texted).toBe(4);
    expect(grouped.data.shuttle).toMatchObject({ riders: 4, seats: 4, lineCode: 'FG01', fromName: '长沙南站集合点', toName: '科技园复工点', departureTime: '20:00' });

    // The staff had no accounts: logging in with their phones finds the ticket there.
    for (const [phone, name] of [[STAFF[0]!, '王一'], [PRIVATE_PHONE, '李返岗']] as const) {
      const tickets = await ticketsOf(phone);
      expect(tickets).toHaveLength(1);
      expect(tickets[0]).toMatchObject({ passengerName: name, priceCents: 0, line: { lineCode: 'FG01' }, serviceDate: tomorrow, time: '20:00' });
    }
    const fares = await db
      .selectFrom('return_work_enrolments as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .innerJoin('tickets as tk', 'tk.order_id', 'o.id')
      .select(['e.phone', 'o.status', 'o.group_id', 'o.payable_cents', 'tk.group_cents', 'tk.status as ticket_status'])
      .where('e.campaign_id', '=', Number(campaignId))
      .orderBy('e.id')
      .execute();
    expect(fares).toHaveLength(4);
    expect(fares.every((f) => f.status === 'paid' && f.ticket_status === 'valid' && f.payable_cents === 0)).toBe(true);
    expect(fares.filter((f) => f.phone !== PRIVATE_PHONE).map((f) => [f.group_id, f.group_cents])).toEqual(Array(3).fill([groupId, 3000]));
    expect(fares.find((f) => f.phone === PRIVATE_PHONE)).toMatchObject({ group_id: null, group_cents: 0 });
    const texts = await db.selectFrom('sent_messages').select(['phone', 'content']).where('template', '=', 'returnWorkShuttle').execute();
    expect(texts.map((m) => m.phone).sort()).toEqual([...STAFF, PRIVATE_PHONE].sort());
    expect(texts[0]!.content).toContain('我的车票');

    // The employer sees who rides which shuttle; the rider sees their shuttle and order.
    const list = await returnWorkCall(t.app, 'GET', '/returnWork/employer/list', { headers: await employer(), query: { groupId: String(groupId), campaignId } });
    expect(list.data.shuttles).toHaveLength(1);
    expect(list.data.items.every((e: { status: string; shuttle: { lineCode: string } }) => e.status === 'assigned' && e.shuttle.lineCode === 'FG01')).toBe(true);
    const rider = await t.loginAs(PRIVATE_PHONE);
    const mine = await returnWorkCall(t.app, 'GET', '/returnWork/mine', { headers: rider.headers });
    expect(mine.data.items[0]).toMatchObject({ status: 'assigned', shuttle: { plate: '粤B·R0001' } });
    expect(mine.data.items[0].orderNo).toMatch(/^UD/);

    // On a shuttle: not removed from the list; not grouped again.
    const remove = await returnWorkCall(t.app, 'POST', '/returnWork/employer/staff/remove', { headers: await employer(), body: { groupId: String(groupId), enrolmentId: staffIds[0] } });
    expect(remove.meta.code).toBe(errorCatalogue.returnWorkEnrolmentAssigned.code);
    const twice = await opsCall(t.app, 'POST', '/return-work/shuttles/assign', { headers: operator.writeHeaders, body: { shuttleId, enrolmentIds: [privateId] } });
    expect(twice.meta.code).toBe(errorCatalogue.returnWorkEnrolmentTaken.code);
    const audit = await db.selectFrom('audit_log').select('action').where('action', 'like', 'returnWork.%').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['returnWork.campaignCreate', 'returnWork.shuttleCreate', 'returnWork.shuttleAssign']));
  });

  it('refuses a full shuttle, another day’s enrolment, and a shuttle outside the campaign', async () => {
    const { headers } = await t.loginAs('13900139020');
    const day2 = addDays(shanghaiToday(), 2);
    const one = await returnWorkCall(t.app, 'POST', '/returnWork/enrol', { headers, body: { campaignId, name: '吴六', ...trip(day2), declarations: answers() } });
    const other = await t.loginAs('13900139021');
    const two = await returnWorkCall(t.app, 'POST', '/returnWork/enrol', { headers: other.headers, body: { campaignId, name: '郑七', ...trip(day2), declarations: answers() } });
    const small = await makeShuttle(t.app, operator, campaignId, { code: 'FG02', date: day2, seats: 1 });
    const full = await opsCall(t.app, 'POST', '/return-work/shuttles/assign', {
      headers: operator.writeHeaders,
      body: { shuttleId: small, enrolmentIds: [one.data.enrolment.enrolmentId, two.data.enrolment.enrolmentId] },
    });
    expect(full.meta).toMatchObject({ code: errorCatalogue.returnWorkShuttleFull.code, desc: '该班车还剩 1 个座位，不能再安排 2 人' });
    const wrongDay = await makeShuttle(t.app, operator, campaignId, { code: 'FG03', date: addDays(shanghaiToday(), 3), seats: 10 });
    const mismatch = await opsCall(t.app, 'POST', '/return-work/shuttles/assign', { headers: operator.writeHeaders, body: { shuttleId: wrongDay, enrolmentIds: [one.data.enrolment.enrolmentId] } });
    expect(mismatch.meta.code).toBe(errorCatalogue.returnWorkWrongDate.code);
    const stillWaiting = await db.selectFrom('return_work_enrolments').select('status').where('id', '=', Number(one.data.enrolment.enrolmentId)).executeTakeFirstOrThrow();
    expect(stillWaiting.status).toBe('waiting');
    const outside = await opsCall(t.app, 'POST', '/return-work/shuttles/create', {
      headers: operator.writeHeaders,
      body: { campaignId, code: 'FG04', serviceDate: addDays(shanghaiToday(), 45), departureTime: '08:00', seats: 10, stops: [{ name: '甲地集合点', lng: 116.3, lat: 39.9, minutesFromStart: 0 }, { name: '乙地复工点', lng: 116.4, lat: 39.9, minutesFromStart: 30 }] },
    });
    expect(outside.meta.code).toBe(errorCatalogue.returnWorkShuttleDate.code);
    const taken = await opsCall(t.app, 'POST', '/return-work/shuttles/create', {
      headers: operator.writeHeaders,
      body: { campaignId, code: 'FG01', serviceDate: day2, departureTime: '08:00', seats: 10, stops: [{ name: '甲地集合点', lng: 116.3, lat: 39.9, minutesFromStart: 0 }, { name: '乙地复工点', lng: 116.4, lat: 39.9, minutesFromStart: 30 }] },
    });
    expect(taken.meta.code).toBe(errorCatalogue.assembleCodeTaken.code);
  });

  it('lets the operator close a campaign: it takes no more enrolments, and a service role may not write', async () => {
    const service = await operatorAs(t.app, db, 'service', 'rw-service');
    const forbidden = await opsCall(t.app, 'POST', '/return-work/campaigns/close', { headers: service.writeHeaders, body: { campaignId } });
    expect(forbidden.meta.code).toBe(errorCatalogue.operatorForbidden.code);
    const closed = await opsCall(t.app, 'POST', '/return-work/campaigns/close', { headers: operator.writeHeaders, body: { campaignId } });
    expect(closed.data.campaign).toMatchObject({ status: 'closed', isEnrolling: false, assigned: 4 });
    const { headers } = await t.loginAs('13900139030');
    const late = await returnWorkCall(t.app, 'POST', '/returnWork/enrol', { headers, body: { campaignId, name: '王八', ...trip(), declarations: answers() } });
    expect(late.meta.code).toBe(errorCatalogue.returnWorkCampaignClosed.code);
  });
});
