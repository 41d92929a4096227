import { ApiPrefix } from '@udian/contracts/prefixes';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensureDepartureHorizon } from '../modules/network/departure-horizon/departure-horizon';
import { importGtfsFeed } from '../modules/network/gtfs/gtfs-import.service';
import { parseGtfsFeed } from '../modules/network/gtfs/gtfs.parser';
import { closeInstances, jobRuns, startInstances, type Instance } from '../test/cluster';
import { tinyFeed } from '../test/gtfs-test-feed';
import { insertLineNetwork } from '../test/line-network-fixture';
import { clientHeaders } from '../test/test-app';
import { createPostgresTestDatabase, createTestDatabase } from '../test/test-database';

/**
 * The network read model (decision 019) follows a GTFS import made through another instance (decision
 * 039). Three real apps on one PostgreSQL: A imports (the importer and the departure horizon on A's own
 * database handle, as `npm run import:gtfs` writes to the database the servers share); B runs the periodic
 * jobs, so its network-refresh job checks the network version every 3 s; C, the control, runs none, so only
 * its requests start a check. Nobody asks B or C anything for 4.5 s after the import: B's first answers then
 * already show the new line (nearby lines, the line list, the line page), well within 10 s; C's first answers
 * still show the old network, and only a later request shows the new one.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const SEEN_WITHIN_MS = 10_000;
const QUIET_MS = 4_500;

type Answer<T> = { meta: { code: number; desc: string }; data: T };
type Discovery = {
  nearby: { lineCode: string }[] | null;
  list: { lineCode: string }[] | null;
  detail: { line: { lineCode: string }; calendar: { seatsLeft: number }[] } | null;
};

/** What a passenger's discovery calls show an instance of the network near 民治 and of line T1. */
const discover = async (instance: Instance, point: { lng: number; lat: number }, lineId: number): Promise<Discovery> => {
  const get = async <T>(path: string, query: Record<string, string>) => {
    const res = await fetch(`${instance.url}${ApiPrefix.api}${path}?${new URLSearchParams(query)}`, { headers: clientHeaders });
    return (await res.json()) as Answer<T>;
  };
  const [nearby, list, detail] = await Promise.all([
    get<{ lines: { lineCode: string }[] }>('/lineOptimize/nearby', { lng: String(point.lng), lat: String(point.lat) }),
    get<{ lines: { lineCode: string }[] }>('/line/list', { cityId: '440300', pageSize: '50' }),
    get<Discovery['detail']>('/line/detail/query', { lineId: String(lineId) }),
  ]);
  return { nearby: nearby.data?.lines ?? null, list: list.data?.lines ?? null, detail: detail.meta.code === 1 ? detail.data : null };
};
const showsT1 = (seen: Discovery) =>
  Boolean(seen.nearby?.some((l) => l.lineCode === 'T1') && seen.list?.some((l) => l.lineCode === 'T1') && seen.detail?.line.lineCode === 'T1');

describe.skipIf(!adminUrl)('two server instances on one PostgreSQL: a GTFS import through one is seen on the other', () => {
  let drop: () => Promise<void>;
  let url: string;
  let database: DatabaseHandle;
  let db: Db;
  let withJobs: Instance[];
  let withoutJobs: Instance[];

  beforeAll(async () => {
    ({ url, drop } = await createPostgresTestDatabase(adminUrl!));
    database = await openDatabase({ kind: 'postgres', url, maxConnections: 3 });
    db = database.db;
    await migrateToLatest(db);
    await insertLineNetwork(db, new Date());
    [withJobs, withoutJobs] = await Promise.all([startInstances({ url, count: 2, isJobsOn: true, poolSize: 3 }), startInstances({ url, count: 1, poolSize: 3 })]);
  });
  afterAll(async () => {
    await closeInstances([...(withJobs ?? []), ...(withoutJobs ?? [])]);
    await database?.close();
    await drop?.();
  });

  it(`shows the new line in nearby lines, the line list and the line page within ${SEEN_WITHIN_MS / 1000} s, before anyone asks; the control only after a request asked`, async () => {
    const [a, b] = withJobs as [Instance, Instance];
    const c = withoutJobs[0]!;
    // Everyone's view before: no T1 (a made-up line id is not found either).
    for (const instance of [a, b, c]) expect(showsT1(await discover(instance, { lng: 114.0404, lat: 22.6198 }, 999_999))).toBe(false);

    // The import, through instance A's own pool: the feed in one transaction, then the departures it needs.
    const importedAt = performance.now();
    await a.database.db.transaction().execute((tx) => importGtfsFeed(tx, parseGtfsFeed(tinyFeed())));
    await ensureDepartureHorizon(a.database.db);
    const t1 = await db.selectFrom('lines').select('id').where('code', '=', 'T1').executeTakeFirstOrThrow();
    const minzhi = await db.selectFrom('stations').select(['lng', 'lat']).where('name', '=', '民治').executeTakeFirstOrThrow();

    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const [seenByB, seenByC] = await Promise.all([discover(b, minzhi, t1.id), discover(c, minzhi, t1.id)]);
    const firstAskedMs = Math.round(performance.now() - importedAt);
    // B's job rebuilt its network while nobody asked: its first answers are current, within 10 s.
    expect(showsT1(seenByB)).toBe(true);
    expect(firstAskedMs).toBeLessThan(SEEN_WITHIN_MS);
    expect(seenByB.detail!.calendar.some((day) => day.seatsLeft > 0)).toBe(true);
    expect(jobRuns(b, 'network-refresh').filter((run) => run.isRebuilt === true)).toHaveLength(1);

    // The control: C's line list reads the database (fresh), but its in-memory network is the old one for
    // this first ask, which starts its check; a later request shows the new line.
    expect(seenByC.list!.some((l) => l.lineCode === 'T1')).toBe(true);
    expect(seenByC.nearby!.some((l) => l.lineCode === 'T1')).toBe(false);
    expect(seenByC.detail).toBeNull();
    await vi.waitFor(async () => expect(showsT1(await discover(c, minzhi, t1.id))).toBe(true), { timeout: 5_000, interval: 200 });
    console.info(`network refresh: instance B showed the import on its first answer ${firstAskedMs} ms after it; the control (no job) answered the old network then`);
  });
});

describe('one instance on its own database (embedded PGlite, or PostgreSQL with TEST_DATABASE_URL): the refresh job', () => {
  it('finds nothing to do, quietly, until the network changes; then rebuilds once', async () => {
    const handle = await createTestDatabase();
    const logs: Record<string, unknown>[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', SIMULATOR: 'off', NETWORK_REFRESH_SECONDS: '1' });
    const app = await buildApp({ config, db: handle.db, logger, isJobsOn: true });
    try {
      await insertLineNetwork(handle.db, new Date());
      await app.ready();
      const runs = () => logs.filter((l) => l.msg === 'periodic job ran' && l.job === 'network-refresh');
      // insertLineNetwork moved the version before the app was ready: built with it, nothing to do after.
      await vi.waitFor(() => expect(runs().length).toBeGreaterThanOrEqual(2), { timeout: 5_000, interval: 50 });
      expect(runs().every((r) => r.isRebuilt === false && r.level === 20)).toBe(true);
      await handle.db.transaction().execute((tx) => importGtfsFeed(tx, parseGtfsFeed(tinyFeed())));
      await vi.waitFor(() => expect(runs().filter((r) => r.isRebuilt === true && r.level === 30)).toHaveLength(1), { timeout: 5_000, interval: 50 });
      expect(logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
