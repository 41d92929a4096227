import { computeCharterFee } from '@udian/contracts/charter-fees';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { CHARTER_SCHOOL_POINT, charterRequest, charterTrip, placeNorth } from '../../../test/charter-fixture';
import { smsNoticesTo } from '../../../test/company-lines-fixture';
import { groupCall, insertTestGroup } from '../../../test/groups-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';
import { addDays } from '../../../time/shanghai-time';

/**
 * Student charters (stcharter-fee-detail, cost-detail, the console's 学生包车): the fee of a trip by the
 * published rules on the kind of day the official calendar makes it, a passenger's request at that fee, the
 * operator's confirmation (at the fee, or another with a reason) or decline, each texted to the contact and
 * audited, and the requester's cancel while it waits. The clock stands on Wednesday 5 March 2031, 10:00 in
 * Shanghai; the calendar rows the tests need are written by them.
 */
let t: TestApp;
let db: Db;
const clock = { now: new Date('2031-03-05T02:00:00Z') };
const TODAY = '2031-03-05';
const THURSDAY = '2031-03-06';
const SATURDAY = '2031-03-08';
/** A Sunday worked to make a holiday longer (调休). */
const MAKE_UP_SUNDAY = '2031-03-09';
/** A Wednesday off. */
const HOLIDAY = '2031-03-12';
const who = {} as Record<'admin' | 'dispatcher' | 'service' | 'finance' | 'groupAdmin', OperatorClient>;
let nextPhone = 13500000100;
const newPhone = () => String((nextPhone += 1));
let schoolId: number;
let enterpriseId: number;

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue) =>
  expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code, desc: errorCatalogue[name].desc });

/** A passenger's headers; the session (issued on the real clock) is made to outlive the test's clock in 2031. */
const as = async (phone: string) => {
  const { userId, headers } = await t.loginAs(phone);
  await db.updateTable('sessions').set({ expires_at: new Date('2099-01-01T00:00:00Z') }).where('user_id', '=', Number(userId)).execute();
  return headers;
};
const quote = (body: unknown) => groupCall(t.app, 'POST', '/studentCharter/quote', { headers: { ...clientHeaders }, body });
/** The fee the rules give a trip on a workday (no day surcharge), as the page would have shown it. */
const workdayFee = (overrides: Record<string, unknown> = {}) => {
  const trip = charterTrip(THURSDAY, overrides) as ReturnType<typeof charterTrip> & { returnTime: string | null };
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  return computeCharterFee({
    origin: trip.origin,
    destination: trip.destination,
    departureMinutes: minutes(trip.departureTime),
    returnMinutes: trip.returnTime === null ? null : minutes(trip.returnTime),
    headcount: trip.headcount,
    dayKind: 'workday',
    dayName: '周四',
  }).totalCents;
};
const submit = (headers: Record<string, string>, overrides: Record<string, unknown> = {}) =>
  groupCall(t.app, 'POST', '/studentCharter/submit', { headers, body: charterRequest(THURSDAY, workdayFee(), overrides) });
const detail = (headers: Record<string, string>, requestId: string) => groupCall(t.app, 'GET', '/studentCharter/detail', { headers, query: { requestId } });
const cancel = (headers: Record<string, string>, requestId: string) => groupCall(t.app, 'POST', '/studentCharter/cancel', { headers, body: { requestId } });
const confirm = (requestId: string, feeCents: number, reason?: string, client: OperatorClient = who.service) =>
  opsCall(t.app, 'POST', '/student-charters/confirm', { headers: client.writeHeaders, body: { requestId, feeCents, ...(reason === undefined ? {} : { reason }) } });
const decline = (requestId: string, reason: string, client: OperatorClient = who.service) =>
  opsCall(t.app, 'POST', '/student-charters/decline', { headers: client.writeHeaders, body: { requestId, reason } });
const list = (query: Record<string, string>, client: OperatorClient = who.admin) => opsCall(t.app, 'GET', '/student-charters', { headers: client.readHeaders, query });
const auditOf = (action: string, targetId: string) =>
  db.selectFrom('audit_log').select(['summary', 'operator_username', 'after']).where('action', '=', action).where('target_id', '=', targetId).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.now });
  db = t.database.db;
  await db
    .insertInto('cn_calendar_days')
    .values([
      { day: MAKE_UP_SUNDAY, kind: 'workday', name: '劳动节' },
      { day: HOLIDAY, kind: 'holiday', name: '劳动节' },
    ])
    .execute();
  schoolId = await insertTestGroup(db, { name: '深圳市福田区实验小学', kind: 'school' });
  enterpriseId = await insertTestGroup(db, { name: '深圳前海科技有限公司' });
  who.admin = await operatorAs(t.app, db, 'admin', 'charter-admin');
  who.dispatcher = await operatorAs(t.app, db, 'dispatcher', 'charter-dispatcher');
  who.service = await operatorAs(t.app, db, 'service', 'charter-service');
  who.finance = await operatorAs(t.app, db, 'finance', 'charter-finance');
  who.groupAdmin = await operatorAs(t.app, db, 'groupAdmin', 'charter-school-admin', schoolId);
});
afterAll(async () => t?.close());

describe('the quote', () => {
  it('prices a trip by the published rules, for anyone, without a login', async () => {
    const answer = await quote(charterTrip(THURSDAY, { returnTime: '15:30', destination: placeNorth('莲花山公园', 25_000), headcount: 60 }));
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.quote).toEqual({
      rulesVersion: '2026.1',
      vehicleSeats: 33,
      vehicleName: '33 座中型客车',
      vehicles: 2,
      roadKm: 33,
      chargedKm: 66,
      isReturnTrip: true,
      dayKind: 'workday',
      dayName: '周四',
      items: [
        { kind: 'base', label: '基础车费', detail: '33 座中型客车 × 2 辆，每辆 ¥800.00，含 30 公里', amountCents: 160_000 },
        { kind: 'distance', label: '超里程费', detail: '往返 66 公里（单程 33 公里 × 2），超出 36 公里 × ¥5.00/公里 × 2 辆', amountCents: 36_000 },
        { kind: 'waiting', label: '等候费', detail: '去返程间隔超出 4 小时，计 3 小时 × ¥50.00/小时 × 2 辆', amountCents: 30_000 },
      ],
      totalCents: 226_000,
    });
  });

  it('adds the day surcharge by the official calendar: a Saturday, a holiday; a make-up Sunday is a workday', async () => {
    const saturday = (await quote(charterTrip(SATURDAY))).data.quote;
    expect(saturday).toMatchObject({ dayKind: 'weekend', dayName: '周六', totalCents: 110_000 });
    expect(saturday.items.at(-1)).toEqual({ kind: 'day', label: '周末附加费', detail: '周六，以上合计 ¥1000.00 × 10%', amountCents: 10_000 });
    const holiday = (await quote(charterTrip(HOLIDAY))).data.quote;
    expect(holiday).toMatchObject({ dayKind: 'holiday', dayName: '劳动节', totalCents: 130_000 });
    expect(holiday.items.at(-1)).toMatchObject({ label: '节假日附加费', detail: '劳动节，以上合计 ¥1000.00 × 30%' });
    expect((await quote(charterTrip(MAKE_UP_SUNDAY))).data.quote).toMatchObject({ dayKind: 'workday', totalCents: 100_000 });
  });

  it('books from tomorrow to 90 days ahead', async () => {
    expectFailure((await quote(charterTrip(TODAY))).meta, 'charterDateOutOfRange');
    expect((await quote(charterTrip(THURSDAY))).meta.code).toBe(1);
    expect((await quote(charterTrip(addDays(TODAY, 90)))).meta.code).toBe(1);
    expectFailure((await quote(charterTrip(addDays(TODAY, 91)))).meta, 'charterDateOutOfRange');
  });

  it('refuses what the rules do not price, in the catalogue’s words', async () => {
    const cases: [Record<string, unknown>, keyof typeof errorCatalogue][] = [
      [{ departureTime: '04:55' }, 'charterOutOfHours'],
      [{ departureTime: '23:00' }, 'charterOutOfHours'],
      [{ returnTime: '23:10' }, 'charterOutOfHours'],
      [{ returnTime: '09:00' }, 'charterReturnTooSoon'],
      [{ destination: { name: '校门口', ...CHARTER_SCHOOL_POINT } }, 'charterRouteTooShort'],
      [{ destination: placeNorth('韶关', 240_000) }, 'charterRouteTooLong'],
    ];
    for (const [overrides, name] of cases) expectFailure((await quote(charterTrip(THURSDAY, overrides))).meta, name);
  });

  it('is described in the OpenAPI document with the rest of the API', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const path of ['quote', 'submit', 'mine', 'detail', 'cancel']) expect(document.paths).toHaveProperty([`/ydbus-api-v2/studentCharter/${path}`]);
    expect(document.paths).toHaveProperty(['/ops-api/student-charters/confirm']);
  });

  it('refuses bad input with a Chinese message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ serviceDate: undefined }, '请选择用车日期'],
      [{ serviceDate: '2031/03/06' }, '日期格式应为 YYYY-MM-DD'],
      [{ departureTime: undefined }, '请选择出发时间'],
      [{ departureTime: '25:00' }, '时间格式应为 HH:mm'],
      [{ returnTime: '8:00' }, '时间格式应为 HH:mm'],
      [{ returnTime: 800 }, '返程时间格式应为 HH:mm'],
      [{ serviceDate: 20310306 }, '请选择用车日期'],
      [{ headcount: undefined }, '请填写乘车人数'],
      [{ headcount: 4 }, '乘车人数至少 5 人'],
      [{ headcount: 531 }, '乘车人数不能超过 530 人'],
      [{ headcount: 40.5 }, '乘车人数须为整数'],
      [{ origin: undefined }, '请选择出发地'],
      [{ destination: null }, '请选择目的地'],
      [{ destination: { name: '', lng: 114.06, lat: 22.6 } }, '请填写目的地名称'],
      [{ destination: { name: '东京塔', lng: 135.0, lat: 35.0 } }, '位置'],
    ];
    for (const [overrides, desc] of cases) {
      const answer = await quote(charterTrip(THURSDAY, overrides));
      expect(answer.meta.code, JSON.stringify(overrides)).toBe(1001);
      expect(answer.meta.desc, JSON.stringify(overrides)).toContain(desc);
    }
  });
});

describe('a passenger’s request', () => {
  it('is kept at the fee shown, with the school typed; its requester alone sees it', async () => {
    const headers = await as(newPhone());
    expect((await groupCall(t.app, 'POST', '/studentCharter/submit', { headers: { ...clientHeaders }, body: charterRequest(THURSDAY, workdayFee()) })).meta.code).toBe(502);
    const answer = await submit(headers, { returnTime: '15:00' });
    expect(answer.meta, answer.meta.desc).toMatchObject({ code: errorCatalogue.charterFeeChanged.code });
    const fee = workdayFee({ returnTime: '15:00' });
    const kept = await groupCall(t.app, 'POST', '/studentCharter/submit', { headers, body: charterRequest(THURSDAY, fee, { returnTime: '15:00' }) });
    expect(kept.meta.code, kept.meta.desc).toBe(1);
    expect(kept.data.charter).toEqual({
      requestId: expect.any(String),
      school: { groupId: null, name: '深圳实验学校' },
      contactName: '李老师',
      contactPhone: '13700000001',
      serviceDate: THURSDAY,
      departureTime: '08:30',
      returnTime: '15:00',
      headcount: 40,
      origin: { name: '深圳实验学校', ...CHARTER_SCHOOL_POINT },
      destination: expect.objectContaining({ name: '深圳博物馆' }),
      note: '三年级春游',
      quote: expect.objectContaining({ totalCents: fee, vehicleSeats: 45, vehicles: 1, isReturnTrip: true }),
      status: 'pending',
      feeCents: fee,
      adjustment: null,
      declineReason: '',
      decidedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { requestId } = kept.data.charter;
    // Stored in UTC: 08:30 in Shanghai is 00:30Z.
    const row = await db.selectFrom('student_charters').select(['departs_at', 'returns_at']).where('id', '=', Number(requestId)).executeTakeFirstOrThrow();
    expect(row.departs_at.toISOString()).toBe('2031-03-06T00:30:00.000Z');
    expect(row.returns_at?.toISOString()).toBe('2031-03-06T07:00:00.000Z');
    expect((await groupCall(t.app, 'GET', '/studentCharter/mine', { headers })).data.items).toEqual([kept.data.charter]);
    expect((await detail(headers, requestId)).data.charter).toEqual(kept.data.charter);
    expectFailure((await detail(await as(newPhone()), requestId)).meta, 'charterNotFound');
    expectFailure((await detail(headers, '99999999')).meta, 'charterNotFound');
  });

  it('takes a school of the directory by its id, with the directory’s name; not an enterprise', async () => {
    const headers = await as(newPhone());
    const answer = await submit(headers, { school: { groupId: String(schoolId), name: '实验小学' } });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.charter.school).toEqual({ groupId: String(schoolId), name: '深圳市福田区实验小学' });
    expectFailure((await submit(headers, { school: { groupId: String(enterpriseId), name: '前海科技' } })).meta, 'charterSchoolNotFound');
    expectFailure((await submit(headers, { school: { groupId: '99999999', name: '不存在的学校' } })).meta, 'charterSchoolNotFound');
  });

  it('refuses a bad request with a Chinese message and keeps nothing', async () => {
    const headers = await as(newPhone());
    const cases: [Record<string, unknown>, string][] = [
      [{ school: undefined }, '请选择或填写学校'],
      [{ school: { groupId: null, name: '学' } }, '学校名称至少 2 个字'],
      [{ school: { groupId: 5, name: '实验小学' } }, '学校编号格式不正确'],
      [{ note: 7 }, '备注须为文字'],
      [{ contactName: '' }, '姓名至少 2 个字'],
      [{ contactPhone: '12345' }, '手机号'],
      [{ note: '备'.repeat(201) }, '备注不能超过 200 个字'],
      [{ expectedFeeCents: undefined }, '请先查看费用明细'],
    ];
    for (const [overrides, desc] of cases) {
      const answer = await submit(headers, overrides);
      expect(answer.meta.code, JSON.stringify(overrides)).toBe(1001);
      expect(answer.meta.desc, JSON.stringify(overrides)).toContain(desc);
    }
    expectFailure((await submit(headers, { serviceDate: TODAY })).meta, 'charterDateOutOfRange');
    expect((await groupCall(t.app, 'GET', '/studentCharter/mine', { headers })).data.items).toEqual([]);
  });

  it('keeps five waiting at most; a cancelled one frees a place and cannot be cancelled again', async () => {
    const headers = await as(newPhone());
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await submit(headers);
      expect(answer.meta.code, answer.meta.desc).toBe(1);
      ids.push(answer.data.charter.requestId);
    }
    expectFailure((await submit(headers)).meta, 'charterPendingLimit');
    expectFailure((await cancel(await as(newPhone()), ids[0]!)).meta, 'charterNotFound');
    const cancelled = await cancel(headers, ids[0]!);
    expect(cancelled.data.charter).toMatchObject({ status: 'cancelled', decidedAt: expect.any(String) });
    expectFailure((await cancel(headers, ids[0]!)).meta, 'charterNotPending');
    expect((await groupCall(t.app, 'POST', '/studentCharter/cancel', { headers, body: { requestId: 31 } })).meta).toMatchObject({ code: 1001, desc: expect.stringContaining('包车申请编号格式不正确') });
    expectFailure((await confirm(ids[0]!, workdayFee())).meta, 'charterAlreadyDecided');
    expect((await submit(headers)).meta.code).toBe(1);
  });
});

describe('the operator’s decision', () => {
  it('confirms at the rules’ fee: the requester sees 已确认, is texted, and the confirmation is audited', async () => {
    const headers = await as(newPhone());
    const contactPhone = newPhone();
    const { requestId } = (await submit(headers, { contactPhone })).data.charter;
    const listed = await list({ status: 'pending' });
    expect(listed.data.items.map((item: { requestId: string }) => item.requestId)).toContain(requestId);
    expect(listed.data.pending).toBe(listed.data.total);

    const answer = await confirm(requestId, workdayFee());
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.charter).toMatchObject({ status: 'confirmed', feeCents: 100_000, adjustment: null, decidedAt: expect.any(String) });
    expect((await detail(headers, requestId)).data.charter).toEqual(answer.data.charter);
    const [notice] = await smsNoticesTo(t.app, contactPhone);
    expect(notice).toMatchObject({ templateId: 'studentCharterConfirmed', params: { school: '深圳实验学校', day: '2031年3月6日', time: '08:30', fee: '1000.00' } });
    expect(notice!.text).toContain('学生包车已确认，费用 1000.00 元');
    const [entry] = await auditOf('charter.confirm', requestId);
    expect(entry).toMatchObject({ operator_username: 'charter-service', summary: '确认「深圳实验学校」2031-03-06 08:30 的学生包车，费用 ¥1000.00' });
    expectFailure((await confirm(requestId, workdayFee())).meta, 'charterAlreadyDecided');
    expectFailure((await decline(requestId, '车辆不足')).meta, 'charterAlreadyDecided');
    expectFailure((await cancel(headers, requestId)).meta, 'charterNotPending');
  });

  it('confirms another fee only with a reason, which the requester reads beside the change', async () => {
    const headers = await as(newPhone());
    const { requestId } = (await submit(headers)).data.charter;
    expectFailure((await confirm(requestId, 95_000)).meta, 'charterAdjustReasonMissing');
    expectFailure((await confirm(requestId, 95_000, '  ')).meta, 'charterAdjustReasonMissing');
    const bad = await confirm(requestId, 12.5, '优惠');
    expect(bad.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('费用须为整数（分）') });
    const answer = await confirm(requestId, 95_000, '学校长期合作优惠', who.dispatcher);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect((await detail(headers, requestId)).data.charter).toMatchObject({
      status: 'confirmed',
      feeCents: 95_000,
      quote: { totalCents: 100_000 },
      adjustment: { amountCents: -5_000, reason: '学校长期合作优惠' },
    });
    expect((await auditOf('charter.confirm', requestId))[0]!.summary).toContain('（按规则 ¥1000.00，调整原因：学校长期合作优惠）');
  });

  it('declines with a reason the requester reads and is texted', async () => {
    const headers = await as(newPhone());
    const contactPhone = newPhone();
    const { requestId } = (await submit(headers, { contactPhone })).data.charter;
    const short = await decline(requestId, '无');
    expect(short.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('请填写婉拒原因') });
    const answer = await decline(requestId, '当天车辆已全部排满');
    expect(answer.data.charter).toMatchObject({ status: 'declined', declineReason: '当天车辆已全部排满', feeCents: 100_000 });
    expect((await detail(headers, requestId)).data.charter.status).toBe('declined');
    const [notice] = await smsNoticesTo(t.app, contactPhone);
    expect(notice).toMatchObject({ templateId: 'studentCharterDeclined' });
    expect(notice!.text).toContain('未能安排，原因：当天车辆已全部排满');
    expect(await auditOf('charter.decline', requestId)).toHaveLength(1);
    expectFailure((await confirm('99999999', 100_000)).meta, 'charterNotFound');
  });

  it('lists pending requests first, then by the day they run; only the operator’s own staff who arrange them', async () => {
    const all = await list({ pageSize: '100' });
    const statuses = all.data.items.map((item: { status: string }) => item.status);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBe(all.data.pending - 1);
    expect((await list({ status: 'cancelled' })).data.items.every((item: { status: string }) => item.status === 'cancelled')).toBe(true);
    expect((await list({}, who.finance)).meta.code).toBe(4003);
    expect((await list({}, who.groupAdmin)).meta.code).toBe(4003);
    const { requestId } = (await submit(await as(newPhone()))).data.charter;
    expect((await confirm(requestId, 100_000, undefined, who.groupAdmin)).meta.code).toBe(4003);
    expect((await list({ status: 'done' })).meta.code).toBe(1001);
  });
});
