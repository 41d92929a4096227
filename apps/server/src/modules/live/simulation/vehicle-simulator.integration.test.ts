import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { simulateTrip } from './simulate-trip';
import { createSimulationRepository } from './simulation.repository';
import { createPositionIngest } from '../vehicles/position-ingest';
import { createVehiclesRepository } from '../vehicles/vehicles.repository';
import { insertLineNetwork, type LineNetworkFixture } from '../../../test/line-network-fixture';
import { createTestDatabase } from '../../../test/test-database';
import { shanghaiInstant } from '../../../time/shanghai-time';
import { createVehicleSimulator, departureSeed, SIMULATED_POINT_SECONDS } from './vehicle-simulator';

/**
 * One simulator tick at a chosen clock: tomorrow (day 1 of the fixture network) at 07:50 in Shanghai.
 *   M101 07:30, bus A: running (it cannot reach the last stop 40 timetable minutes away before 08:05)
 *   N001 07:30, bus A too: not driven, bus A is on M101
 *   M101 08:00, bus B: not yet left
 *   S301 06:40, bus C: over (20 timetable minutes; even late and in a jam it is in by 07:25)
 *   E201 07:00, bus D: cancelled
 */
let handle: DatabaseHandle;
let network: LineNetworkFixture;
let clock: Date;
const buses = {} as Record<'a' | 'b' | 'c' | 'd', number>;
const departureIds = {} as Record<'m101Early' | 'm101Late' | 'n001' | 's301' | 'e201', number>;

const departureOf = async (lineId: number, minutes: number): Promise<number> => {
  const row = await handle.db
    .selectFrom('departures')
    .select('id')
    .where('line_id', '=', lineId)
    .where('departs_at', '=', shanghaiInstant(network.day(1), minutes))
    .executeTakeFirstOrThrow();
  return row.id;
};

const positionsOf = (vehicleId: number) =>
  handle.db.selectFrom('vehicle_positions').selectAll().where('vehicle_id', '=', vehicleId).orderBy('recorded_at').execute();

beforeAll(async () => {
  handle = await createTestDatabase();
  network = await insertLineNetwork(handle.db);
  clock = shanghaiInstant(network.day(1), 7 * 60 + 50);
  for (const [key, lineId] of [['a', network.lines.m101], ['b', network.lines.m101], ['c', network.lines.s301], ['d', network.lines.e201]] as const) {
    const row = await handle.db
      .insertInto('vehicles')
      .values({ plate: `粤B·S000${key}`, capacity: 30, line_id: lineId })
      .returning('id')
      .executeTakeFirstOrThrow();
    buses[key] = row.id;
  }
  departureIds.m101Early = await departureOf(network.lines.m101, 450);
  departureIds.m101Late = await departureOf(network.lines.m101, 480);
  departureIds.n001 = await departureOf(network.lines.n001, 450);
  departureIds.s301 = await departureOf(network.lines.s301, 400);
  departureIds.e201 = await departureOf(network.lines.e201, 420);
  const assign = (departureId: number, vehicleId: number) =>
    handle.db.updateTable('departures').set({ vehicle_id: vehicleId }).where('id', '=', departureId).execute();
  await assign(departureIds.m101Early, buses.a);
  await assign(departureIds.n001, buses.a);
  await assign(departureIds.m101Late, buses.b);
  await assign(departureIds.s301, buses.c);
  await assign(departureIds.e201, buses.d);
  await handle.db.updateTable('departures').set({ status: 'cancelled' }).where('id', '=', departureIds.e201).execute();
});
afterAll(() => handle.close());

/** The simulator as live.wiring.ts builds it, on the test database and this clock. */
const simulatorAt = (now: () => Date) =>
  createVehicleSimulator({
    simulations: createSimulationRepository(handle.db),
    ingest: createPositionIngest({ vehicles: createVehiclesRepository(handle.db), now }),
    tickSeconds: 10,
    logger: pino({ level: 'silent' }),
    now,
  });

describe('the vehicle simulator', () => {
  it('writes the running bus’s positions through the ingest, and none for buses not running', async () => {
    const now = () => clock;
    const simulator = simulatorAt(now);

    const tick = await simulator.tick();
    expect(tick.running).toEqual([{ departureId: departureIds.m101Early, vehicleId: buses.a, points: 1, accepted: 1 }]);
    for (const other of [buses.b, buses.c, buses.d]) expect(await positionsOf(other)).toEqual([]);

    // The stored point is the departure's simulated run at 07:50, received at the clock's time.
    const [line] = await createSimulationRepository(handle.db).findLines([network.lines.m101]);
    const run = simulateTrip({
      shape: line?.shape ?? [],
      stops: line?.stops ?? [],
      departsAt: shanghaiInstant(network.day(1), 450),
      seed: departureSeed(departureIds.m101Early),
      pointEverySeconds: SIMULATED_POINT_SECONDS,
    });
    const expected = run.points.find((p) => p.recordedAt.getTime() === clock.getTime());
    const [stored] = await positionsOf(buses.a);
    expect(stored).toMatchObject({ lng: expected?.lng, lat: expected?.lat, recorded_at: clock, received_at: clock });
    // On M101 in Shenzhen, not on N001 in Nanjing.
    expect(stored?.lng).toBeGreaterThan(113.9);
    expect(stored?.lng).toBeLessThan(114.1);
  });

  it('reports the points recorded since the previous tick on the next one', async () => {
    const now = () => clock;
    const simulator = simulatorAt(now);
    await simulator.tick();
    clock = new Date(clock.getTime() + 30_000);
    const tick = await simulator.tick();
    expect(tick.running).toEqual([{ departureId: departureIds.m101Early, vehicleId: buses.a, points: 3, accepted: 3 }]);
    const stored = await positionsOf(buses.a);
    expect(stored.map((p) => (p.recorded_at.getTime() - (stored[0]?.recorded_at ?? clock).getTime()) / 1000)).toEqual([0, 10, 20, 30]);
    expect(stored.every((p) => p.speed_kmh >= 0 && p.speed_kmh < 100)).toBe(true);
  });

  it('drives the later departure once it leaves, and nothing after every run is over', async () => {
    const now = () => clock;
    const simulator = simulatorAt(now);
    clock = shanghaiInstant(network.day(1), 8 * 60 + 5);
    expect((await simulator.tick()).running.map((r) => r.departureId)).toContain(departureIds.m101Late);
    expect((await positionsOf(buses.b)).length).toBe(1);
    clock = shanghaiInstant(network.day(1), 12 * 60);
    expect((await simulator.tick()).running).toEqual([]);
  });
});
