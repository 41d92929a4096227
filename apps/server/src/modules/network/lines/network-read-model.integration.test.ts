import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { insertLineNetwork, type LineNetworkFixture } from '../../../test/line-network-fixture';
import type { DatabaseHandle } from '../../../db/database';
import { createNetworkReadModel } from './network-read-model';
import { bumpNetworkVersion, readNetworkVersion } from './network-version';

let database: DatabaseHandle;
let network: LineNetworkFixture;
beforeAll(async () => {
  database = await createTestDatabase();
  network = await insertLineNetwork(database.db);
});
afterAll(() => database.close());

describe('the network read model', () => {
  it('holds the active lines and the valid stations, each with the lines boardable there', async () => {
    const model = createNetworkReadModel({ db: database.db });
    const snapshot = await model.get();
    expect(snapshot.version).toBe(await readNetworkVersion(database.db));
    expect(snapshot.lines.has(network.lines.m101)).toBe(true);
    expect(snapshot.lines.has(network.lines.x901)).toBe(false);
    const convention = snapshot.stations.within({ lng: 114.0553, lat: 22.537 }, 100).map((w) => [w.item.station.name, w.item.boardable.map((l) => l.lineCode)]);
    // 会展中心旧站 is invalid; M102 only sets down here.
    expect(convention).toEqual([['会展中心', ['E201', 'M101']]]);
  });

  it('answers from memory between checks, and swaps in a rebuilt snapshot once the version moves', async () => {
    let clock = 1_000_000;
    const model = createNetworkReadModel({ db: database.db, checkIntervalMs: 3_000, now: () => clock });
    const first = await model.get();
    await database.db.transaction().execute(async (tx) => {
      await tx.updateTable('lines').set({ is_active: false }).where('id', '=', network.lines.e201).execute();
      await bumpNetworkVersion(tx);
    });
    clock += 1_000;
    expect(await model.get()).toBe(first);
    clock += 3_000;
    // This call starts the check in the background and still answers the current snapshot.
    expect(await model.get()).toBe(first);
    let next = first;
    for (let i = 0; i < 100 && next === first; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      next = await model.get();
    }
    expect(next.version).not.toBe(first.version);
    expect(next.lines.has(network.lines.e201)).toBe(false);
    expect(first.lines.has(network.lines.e201)).toBe(true);
  });

  it('rebuilds when asked to refresh only if the version moved, answering whether it did (the network-refresh job)', async () => {
    const model = createNetworkReadModel({ db: database.db, checkIntervalMs: Number.POSITIVE_INFINITY });
    const first = await model.get();
    expect(await model.refreshIfChanged()).toBe(false);
    expect(await model.get()).toBe(first);
    await database.db.transaction().execute(async (tx) => {
      await tx.updateTable('lines').set({ is_active: false }).where('id', '=', network.lines.m102).execute();
      await bumpNetworkVersion(tx);
    });
    // Requests alone never check here (an infinite interval): the refresh is what brings the change in.
    expect(await model.get()).toBe(first);
    expect(await model.refreshIfChanged()).toBe(true);
    const next = await model.get();
    expect(next.version).not.toBe(first.version);
    expect(next.lines.has(network.lines.m102)).toBe(false);
  });
});
