import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { assignWithoutLock } from '../../../test/unguarded-dispatch';

/**
 * Two dispatchers put the same bus (or driver) on M101's 07:30 and 08:00 runs of one day at the same moment,
 * on a real PostgreSQL where transactions truly overlap (PGlite runs one query at a time): the runs overlap,
 * so exactly one assignment stands. The control assigns without the row lock and shows both standing.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('assigning one bus to overlapping runs at once (PostgreSQL)', () => {
  let b: BuyingApp;
  let first: OperatorClient;
  let second: OperatorClient;
  let bus: number;
  let driver: number;
  beforeAll(async () => {
    b = await createBuyingApp();
    first = await operatorAs(b.t.app, b.t.database.db, 'dispatcher', 'race-dispatch-one');
    second = await operatorAs(b.t.app, b.t.database.db, 'admin', 'race-dispatch-two');
    bus = (await b.t.database.db.insertInto('vehicles').values({ plate: '粤B·D77001', capacity: 30, line_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    driver = (await b.t.database.db.insertInto('drivers').values({ name: '吴师傅', phone: '13977770001' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => b.t.close());

  const assign = (who: OperatorClient, departureId: number, choice: Record<string, string>) =>
    opsCall(b.t.app, 'POST', '/fleet/dispatch/assign', { headers: who.writeHeaders, body: { departureId: String(departureId), ...choice } });

  const holders = async (column: 'vehicle_id' | 'driver_id', id: number, departureIds: number[]) =>
    (await b.t.database.db.selectFrom('departures').select('id').where(column, '=', id).where('id', 'in', departureIds).execute()).length;

  it.each([5, 6, 7])('lets one of two overlapping assignments of a bus and a driver stand (fixture day %i)', async (offset) => {
    const early = await b.departureOn(offset, 450);
    const late = await b.departureOn(offset, 480);
    const answers = await Promise.all([
      assign(first, early, { vehicleId: String(bus), driverId: String(driver) }),
      assign(second, late, { vehicleId: String(bus), driverId: String(driver) }),
    ]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 4411]);
    expect(await holders('vehicle_id', bus, [early, late])).toBe(1);
    expect(await holders('driver_id', driver, [early, late])).toBe(1);
    const audits = await b.t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'departure.assign').where('target_id', 'in', [String(early), String(late)]).execute();
    expect(audits).toHaveLength(1);
  });

  it('control: without the lock, both overlapping assignments stand', async () => {
    const early = await b.departureOn(8, 450);
    const late = await b.departureOn(8, 480);
    const assigned = await Promise.all([assignWithoutLock(b.t.database.db, early, bus), assignWithoutLock(b.t.database.db, late, bus)]);
    expect(assigned).toEqual([true, true]);
    expect(await holders('vehicle_id', bus, [early, late])).toBe(2);
  });
});
