import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { Driver, Vehicle } from '@udian/contracts/schemas/fleet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { isChineseDesc } from '../../../test/buying-helpers';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';

/** The console's vehicle register and drivers: CRUD, device tokens, the audit log and who may write. */

let b: BuyingApp;
let admin: OperatorClient;
let dispatcher: OperatorClient;
let service: OperatorClient;
let finance: OperatorClient;

beforeAll(async () => {
  b = await createBuyingApp();
  admin = await operatorAs(b.t.app, b.t.database.db, 'admin', 'fleet-admin');
  dispatcher = await operatorAs(b.t.app, b.t.database.db, 'dispatcher', 'fleet-dispatcher');
  service = await operatorAs(b.t.app, b.t.database.db, 'service', 'fleet-service');
  finance = await operatorAs(b.t.app, b.t.database.db, 'finance', 'fleet-finance');
});
afterAll(async () => b.t.close());

const post = <T>(who: OperatorClient, path: string, body: unknown) => opsCall<T>(b.t.app, 'POST', path, { headers: who.writeHeaders, body });
const get = <T>(who: OperatorClient, path: string, query?: Record<string, string>) => opsCall<T>(b.t.app, 'GET', path, { headers: who.readHeaders, query });

const auditOf = (action: string, targetId: string) =>
  b.t.database.db.selectFrom('audit_log').select(['operator_username', 'summary', 'before', 'after']).where('action', '=', action).where('target_id', '=', targetId).execute();

const push = async (token: string) => {
  const response = await b.t.app.inject({
    method: 'POST',
    url: '/ydbus-api-v2/vehicle/position/push',
    headers: { authorization: `Bearer ${token}` },
    payload: { points: [{ lng: 114.0579, lat: 22.5431, speedKmh: 20, heading: 90, recordedAt: new Date(b.clock.now.getTime() - 5_000).toISOString() }] },
  });
  return response.json<{ meta: { code: number }; data: { accepted: number } | null }>();
};

describe('vehicles', () => {
  let vehicle: Vehicle;

  it('adds a vehicle with its plate written as printed, audited', async () => {
    const answer = await post<{ vehicle: Vehicle }>(dispatcher, '/fleet/vehicles/create', { plate: ' 粤bd12345 ', capacity: 33, lineId: String(b.network.lines.m101) });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    vehicle = answer.data!.vehicle;
    expect(vehicle).toMatchObject({ plate: '粤B·D12345', capacity: 33, line: { id: String(b.network.lines.m101), code: 'M101' }, hasToken: false, tokenIssuedAt: null, lastPositionAt: null });
    expect(await auditOf('vehicle.create', vehicle.id)).toEqual([expect.objectContaining({ operator_username: 'fleet-dispatcher', summary: '添加车辆 粤B·D12345' })]);
  });

  it('refuses a bad plate, a bad capacity and a taken plate in Chinese', async () => {
    for (const [body, desc] of [
      [{ plate: '粤B1234', capacity: 30 }, '车牌号格式不正确'],
      [{ plate: 'AB12345', capacity: 30 }, '车牌号格式不正确'],
      [{ plate: '粤B12345', capacity: 0 }, '座位数至少为 1'],
      [{ plate: '粤B12345', capacity: 101 }, '座位数不能超过 100'],
    ] as const) {
      const answer = await post(admin, '/fleet/vehicles/create', body);
      expect(answer.meta.code).toBe(1001);
      expect(answer.meta.desc).toContain(desc);
    }
    const taken = await post(admin, '/fleet/vehicles/create', { plate: '粤B D12345', capacity: 30 });
    expect(taken.meta).toMatchObject(errorCatalogue.vehiclePlateTaken);
    const noLine = await post(admin, '/fleet/vehicles/create', { plate: '粤B12345', capacity: 30, lineId: '999999' });
    expect(noLine.meta.desc).toBe('所选线路不存在');
  });

  it('edits a vehicle, keeping before and after in the audit log', async () => {
    const answer = await post<{ vehicle: Vehicle }>(admin, '/fleet/vehicles/update', { id: vehicle.id, capacity: 40, lineId: null });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data!.vehicle).toMatchObject({ plate: '粤B·D12345', capacity: 40, line: null });
    const [entry] = await auditOf('vehicle.update', vehicle.id);
    expect(entry).toMatchObject({ before: expect.objectContaining({ capacity: 33 }), after: expect.objectContaining({ capacity: 40, line: null }) });
    expect((await post(admin, '/fleet/vehicles/update', { id: '999999', capacity: 20 })).meta).toMatchObject(errorCatalogue.vehicleNotFound);
    expect((await post(admin, '/fleet/vehicles/update', { id: vehicle.id })).meta.desc).toContain('没有要修改的内容');
  });

  it('issues a device token shown once, which the device pushes with; revoked, pushes are refused', async () => {
    const issued = await post<{ vehicle: Vehicle; token: string }>(dispatcher, '/fleet/vehicles/issue-token', { id: vehicle.id });
    expect(issued.meta.code, issued.meta.desc).toBe(1);
    expect(issued.data!.vehicle).toMatchObject({ hasToken: true, tokenIssuedAt: b.clock.now.toISOString() });
    const { token } = issued.data!;
    expect(JSON.stringify(await auditOf('vehicle.token', vehicle.id))).not.toContain(token);
    expect((await push(token)).data).toMatchObject({ accepted: 1 });

    const listed = await get<{ vehicles: Vehicle[] }>(service, '/fleet/vehicles');
    expect(listed.data!.vehicles.find((v) => v.id === vehicle.id)!.lastPositionAt).toBe(new Date(b.clock.now.getTime() - 5_000).toISOString());
    expect(JSON.stringify(listed.data)).not.toContain(token);

    const revoked = await post<{ vehicle: Vehicle }>(admin, '/fleet/vehicles/revoke-token', { id: vehicle.id });
    expect(revoked.data!.vehicle).toMatchObject({ hasToken: false, tokenIssuedAt: null });
    expect(await auditOf('vehicle.revokeToken', vehicle.id)).toHaveLength(1);
    expect((await push(token)).meta.code).toBe(errorCatalogue.vehicleTokenInvalid.code);
    const again = await post(admin, '/fleet/vehicles/revoke-token', { id: vehicle.id });
    expect(again.meta).toMatchObject({ code: errorCatalogue.conflict.code, desc: '该车辆没有在用的设备令牌' });
  });

  it('lists the lines a vehicle may belong to', async () => {
    const listed = await get<{ lines: { code: string }[] }>(finance, '/fleet/vehicles');
    expect(listed.data!.lines.map((l) => l.code)).toContain('M101');
    expect(listed.data!.lines.map((l) => l.code)).not.toContain('X901');
  });
});

describe('drivers', () => {
  let driver: Driver;

  it('adds, edits and deactivates a driver, each audited', async () => {
    const created = await post<{ driver: Driver }>(dispatcher, '/fleet/drivers/create', { name: ' 张师傅 ', phone: '13912345678', licenseNo: '440301199001011234' });
    expect(created.meta.code, created.meta.desc).toBe(1);
    driver = created.data!.driver;
    expect(driver).toMatchObject({ name: '张师傅', phone: '13912345678', isActive: true });
    const edited = await post<{ driver: Driver }>(admin, '/fleet/drivers/update', { id: driver.id, name: '张建国' });
    expect(edited.data!.driver.name).toBe('张建国');
    const off = await post<{ driver: Driver }>(admin, '/fleet/drivers/update', { id: driver.id, isActive: false });
    expect(off.data!.driver.isActive).toBe(false);
    expect(await auditOf('driver.create', driver.id)).toHaveLength(1);
    expect((await auditOf('driver.update', driver.id)).map((e) => e.summary)).toEqual(['修改司机 张建国', '停用司机 张建国']);
    const listed = await get<{ drivers: Driver[] }>(finance, '/fleet/drivers');
    expect(listed.data!.drivers.find((d) => d.id === driver.id)).toMatchObject({ isActive: false });
  });

  it('refuses a bad phone, a missing name and a phone another driver has', async () => {
    const bad = await post(admin, '/fleet/drivers/create', { name: '李师傅', phone: '1391234' });
    expect(bad.meta).toMatchObject({ code: 1001 });
    expect(bad.meta.desc).toContain('请输入正确的 11 位手机号码');
    const noName = await post(admin, '/fleet/drivers/create', { name: ' ', phone: '13912345670' });
    expect(noName.meta.desc).toContain('请输入司机姓名');
    expect((await post(admin, '/fleet/drivers/create', { name: '李师傅', phone: '13912345678' })).meta).toMatchObject(errorCatalogue.driverPhoneTaken);
    const other = await post<{ driver: Driver }>(admin, '/fleet/drivers/create', { name: '李师傅', phone: '13912345679' });
    expect((await post(admin, '/fleet/drivers/update', { id: other.data!.driver.id, phone: '13912345678' })).meta).toMatchObject(errorCatalogue.driverPhoneTaken);
    expect((await post(admin, '/fleet/drivers/update', { id: '999999', name: '王' })).meta).toMatchObject(errorCatalogue.driverNotFound);
  });
});

describe('roles', () => {
  it('lets service and finance read but refuses their writes with 4003, changing nothing', async () => {
    const vehicles = await b.t.database.db.selectFrom('vehicles').select(['id', 'plate', 'capacity']).orderBy('id').execute();
    const drivers = await b.t.database.db.selectFrom('drivers').select(['id', 'name', 'is_active']).orderBy('id').execute();
    const tokens = await b.t.database.db.selectFrom('vehicle_tokens').select('vehicle_id').execute();
    const audits = await b.t.database.db.selectFrom('audit_log').select('id').execute();
    const someVehicle = String(vehicles[0]!.id);
    const someDriver = String(drivers[0]!.id);
    const writes: [string, unknown][] = [
      ['/fleet/vehicles/create', { plate: '粤B54321', capacity: 30 }],
      ['/fleet/vehicles/update', { id: someVehicle, capacity: 50 }],
      ['/fleet/vehicles/issue-token', { id: someVehicle }],
      ['/fleet/vehicles/revoke-token', { id: someVehicle }],
      ['/fleet/drivers/create', { name: '赵师傅', phone: '13700000000' }],
      ['/fleet/drivers/update', { id: someDriver, isActive: true }],
      ['/fleet/dispatch/assign', { departureId: String(await b.departureOn(6)), vehicleId: someVehicle }],
    ];
    for (const who of [service, finance]) {
      for (const [path, body] of writes) {
        const answer = await post(who, path, body);
        expect(answer.meta, `${path}`).toMatchObject({ code: errorCatalogue.operatorForbidden.code });
        expect(isChineseDesc(answer.meta.desc)).toBe(true);
      }
      expect((await get(who, '/fleet/vehicles')).meta.code).toBe(1);
      expect((await get(who, '/fleet/drivers')).meta.code).toBe(1);
      expect((await get(who, '/live/buses')).meta.code).toBe(1);
      expect((await get(who, '/fleet/dispatch', { date: b.network.day(1) })).meta.code).toBe(errorCatalogue.operatorForbidden.code);
    }
    expect(await b.t.database.db.selectFrom('vehicles').select(['id', 'plate', 'capacity']).orderBy('id').execute()).toEqual(vehicles);
    expect(await b.t.database.db.selectFrom('drivers').select(['id', 'name', 'is_active']).orderBy('id').execute()).toEqual(drivers);
    expect(await b.t.database.db.selectFrom('vehicle_tokens').select('vehicle_id').execute()).toEqual(tokens);
    expect(await b.t.database.db.selectFrom('audit_log').select('id').execute()).toEqual(audits);
    expect((await b.t.database.db.selectFrom('departures').select('id').where('vehicle_id', 'is not', null).execute()).length).toBe(0);
  });
});
