// `npm run bench:gtfs`: the GTFS importer (decision 061) on a big feed. Generates into a temporary folder a feed of
// about 1,000,000 stop_times (ROUTES routes, two directions with a main and a short pattern each, 25 and 20
// stops a trip, zone fares on one route in ten and a fare per route on the others, a calendar and its dates),
// then imports it with importGtfs (what `npm run import:gtfs` runs) into a fresh embedded PGlite, or into a
// database of its own on the PostgreSQL of BENCH_DATABASE_URL (created and dropped here). Reports the import's
// time, stop_times read per second and the process's peak memory (RSS sampled every 50 ms, and
// process.resourceUsage().maxRSS). Bars: import <= 120 s, peak RSS <= 1 GB. The departure horizon the CLI
// runs next is not part of the import's figure; BENCH_GTFS_HORIZON=1 runs and times it too. BENCH_GTFS_ZIP=1
// imports the feed as a .zip (made with the system's zip) instead of a folder.
// The tiny mode (--tiny): 6 routes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { demoCities } from '../apps/server/src/db/seed/demo-cities';
import { createCalendarRepository } from '../apps/server/src/modules/network/calendar/calendar.repository';
import { syncCnCalendar } from '../apps/server/src/modules/network/calendar/calendar.service';
import { createDepartureHorizon } from '../apps/server/src/modules/network/departure-horizon/departure-horizon';
import { createDepartureHorizonRepository } from '../apps/server/src/modules/network/departure-horizon/departure-horizon.repository';
import { importGtfs } from '../apps/server/src/modules/network/gtfs/gtfs-import.service';
import { createPostgresTestDatabase } from '../apps/server/src/test/test-database';
import { finish, isTiny, log, round, setting, writeResult } from './shared/bench-run';

const ROUTES = setting('BENCH_GTFS_ROUTES', 426, 6);
const MAIN_STOPS = 25;
const SHORT_STOPS = 20;
/** Trips a route runs per direction: the main pattern's and the short one's. */
const MAIN_TRIPS = 35;
const SHORT_TRIPS = 15;
const ZONE_EVERY = 10;
const BAR_SECONDS = 120;
const BAR_RSS_MB = 1024;
const MB = 1024 * 1024;

const clock = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((n) => String(n).padStart(2, '0')).join(':');

/** Writes a file line by line through a stream, so that generating the feed does not itself hold it in memory. */
const writer = (file: string) => {
  const stream = fs.createWriteStream(file);
  let buffer: string[] = [];
  const flush = async () => {
    if (buffer.length === 0) return;
    const text = `${buffer.join('\n')}\n`;
    buffer = [];
    if (!stream.write(text)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  };
  return {
    line: async (text: string) => {
      buffer.push(text);
      if (buffer.length >= 10_000) await flush();
    },
    close: async () => {
      await flush();
      await new Promise<void>((resolve) => stream.end(() => resolve()));
    },
  };
};

/** The feed, in Shenzhen (WGS-84 around the city), each route with stops of its own. */
const generateFeed = async (folder: string): Promise<{ stopTimes: number; trips: number; bytes: number }> => {
  fs.writeFileSync(path.join(folder, 'agency.txt'), 'agency_id,agency_name,agency_url,agency_timezone\nbench,基准巴士,https://bench.example,Asia/Shanghai\n');
  fs.writeFileSync(
    path.join(folder, 'calendar.txt'),
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20260101,20271231\nWE,0,0,0,0,0,1,1,20260101,20271231\n',
  );
  fs.writeFileSync(path.join(folder, 'calendar_dates.txt'), 'service_id,date,exception_type\nWK,20261001,2\nWK,20261010,1\n');
  const stops = writer(path.join(folder, 'stops.txt'));
  const routes = writer(path.join(folder, 'routes.txt'));
  const trips = writer(path.join(folder, 'trips.txt'));
  const stopTimes = writer(path.join(folder, 'stop_times.txt'));
  const fareRules = writer(path.join(folder, 'fare_rules.txt'));
  await stops.line('stop_id,stop_name,stop_lat,stop_lon,zone_id');
  await routes.line('route_id,agency_id,route_short_name,route_long_name,route_type');
  await trips.line('route_id,service_id,trip_id,trip_headsign,direction_id');
  await stopTimes.line('trip_id,arrival_time,departure_time,stop_id,stop_sequence');
  await fareRules.line('fare_id,route_id,origin_id,destination_id,contains_id');
  const fares = ['fare_id,price,currency_type,payment_method,transfers'];
  for (let price = 2; price <= 10; price += 1) fares.push(`FLAT-${price},${price},CNY,0,`);
  for (let d = 0; d < 5; d += 1) fares.push(`ZONE-${d},${(3 + d * 1.5).toFixed(1)},CNY,0,`);
  fs.writeFileSync(path.join(folder, 'fare_attributes.txt'), `${fares.join('\n')}\n`);

  let stopTimeRows = 0;
  let tripRows = 0;
  for (let r = 0; r < ROUTES; r += 1) {
    const routeId = `R${r}`;
    const stopIds = Array.from({ length: MAIN_STOPS }, (_, i) => `${routeId}-S${i}`);
    const angle = (r / ROUTES) * 2 * Math.PI;
    for (let i = 0; i < MAIN_STOPS; i += 1) {
      const reach = 0.02 + (i / MAIN_STOPS) * 0.25;
      const lat = 22.55 + Math.sin(angle) * reach;
      const lon = 114.05 + Math.cos(angle) * reach;
      await stops.line(`${stopIds[i]},站点${r}-${i},${lat.toFixed(6)},${lon.toFixed(6)},z${Math.floor(i / 5)}`);
    }
    await routes.line(`${routeId},bench,B${r},线路${r},3`);
    if (r % ZONE_EVERY === 0) {
      for (let o = 0; o < 5; o += 1) for (let d = 0; d < 5; d += 1) await fareRules.line(`ZONE-${Math.abs(d - o)},${routeId},z${o},z${d},`);
    } else {
      await fareRules.line(`FLAT-${2 + (r % 9)},${routeId},,,`);
    }
    const patterns = [
      { direction: 0, stops: stopIds, count: MAIN_TRIPS },
      { direction: 0, stops: stopIds.slice(0, SHORT_STOPS), count: SHORT_TRIPS },
      { direction: 1, stops: [...stopIds].reverse(), count: MAIN_TRIPS },
      { direction: 1, stops: [...stopIds].reverse().slice(0, SHORT_STOPS), count: SHORT_TRIPS },
    ];
    for (const [p, pattern] of patterns.entries()) {
      for (let k = 0; k < pattern.count; k += 1) {
        const tripId = `${routeId}-${p}-${k}`;
        const start = (6 * 60 + k * 20 + p * 5) * 60;
        await trips.line(`${routeId},${k % 5 === 4 ? 'WE' : 'WK'},${tripId},${pattern.stops.at(-1)},${pattern.direction}`);
        for (const [i, stopId] of pattern.stops.entries()) {
          const time = clock(start + i * 150);
          await stopTimes.line(`${tripId},${time},${time},${stopId},${i + 1}`);
        }
        stopTimeRows += pattern.stops.length;
        tripRows += 1;
      }
    }
  }
  for (const w of [stops, routes, trips, stopTimes, fareRules]) await w.close();
  const bytes = fs.readdirSync(folder).reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0);
  return { stopTimes: stopTimeRows, trips: tripRows, bytes };
};

const PREPARE_FLAG = '--prepare-pglite';

/** Creates and migrates an embedded database in dataDir, with the demo cities; run in a process of its own. */
const preparePglite = async (dataDir: string) => {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateToLatest(handle.db);
    await handle.db.insertInto('cities').values(demoCities).execute();
  } finally {
    await handle.close();
  }
};

/**
 * A fresh database: one of its own on BENCH_DATABASE_URL's PostgreSQL, or PGlite in a temporary folder. PGlite's
 * initdb leaves about 470 MB in the process that creates a database, which an import into the server's existing
 * data folder (what `npm run import:gtfs` does) never carries; so the embedded database is made and migrated by
 * a child process, and this process opens it as the CLI opens the server's.
 */
const freshDatabase = async (folder: string): Promise<{ handle: DatabaseHandle; kind: string; drop: () => Promise<void> }> => {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const made = await createPostgresTestDatabase(adminUrl);
    const handle = await openDatabase({ kind: 'postgres', url: made.url });
    await migrateToLatest(handle.db);
    await handle.db.insertInto('cities').values(demoCities).execute();
    return { handle, kind: 'PostgreSQL', drop: made.drop };
  }
  const dataDir = path.join(folder, 'pglite');
  execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), PREPARE_FLAG, dataDir], { stdio: 'inherit' });
  return { handle: await openDatabase({ kind: 'pglite', dataDir }), kind: 'PGlite', drop: async () => undefined };
};

const main = async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-bench-gtfs-'));
  const feedDir = path.join(tmp, 'feed');
  fs.mkdirSync(feedDir);
  try {
    log(`generating a feed of ${ROUTES} routes into ${feedDir}`);
    const feed = await generateFeed(feedDir);
    log(`feed: ${feed.stopTimes.toLocaleString('en')} stop_times, ${feed.trips.toLocaleString('en')} trips, ${round(feed.bytes / MB, 1)} MB`);
    let source = feedDir;
    if (process.env.BENCH_GTFS_ZIP === '1') {
      source = path.join(tmp, 'feed.zip');
      execFileSync('zip', ['-q', '-r', source, '.'], { cwd: feedDir });
      log(`zipped: ${round(fs.statSync(source).size / MB, 1)} MB`);
    }
    const database = await freshDatabase(tmp);
    try {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peakRss = rssBefore;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 50);
      const started = performance.now();
      const summary = await importGtfs(database.handle.db, source, (message) => log(message));
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      const maxRssMb = process.resourceUsage().maxRSS / 1024;
      log(`imported in ${round(seconds, 1)} s on ${database.kind}: ${summary.lines.inserted} lines, ${summary.trips.inserted} trips, ${summary.lineFares} line fares`);

      let horizonSeconds: number | null = null;
      let departures: number | null = null;
      if (process.env.BENCH_GTFS_HORIZON === '1' || isTiny) {
        const horizonStarted = performance.now();
        await syncCnCalendar(database.handle.db);
        const db = database.handle.db;
        departures = await createDepartureHorizon({ horizon: createDepartureHorizonRepository(db), calendar: createCalendarRepository(db) }).ensure();
        horizonSeconds = (performance.now() - horizonStarted) / 1000;
        log(`departure horizon: ${departures.toLocaleString('en')} departures in ${round(horizonSeconds, 1)} s (not part of the import figure)`);
      }

      const problems: string[] = [];
      if (summary.trips.inserted !== feed.trips) problems.push(`imported ${summary.trips.inserted} trips of ${feed.trips}`);
      if (summary.lines.inserted !== ROUTES * 4) problems.push(`imported ${summary.lines.inserted} lines, expected ${ROUTES * 4}`);
      if (summary.lineFares === 0) problems.push('no line fares were written for the zone-priced routes');
      const result = {
        database: database.kind,
        source: source === feedDir ? 'folder' : 'zip',
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((n) => round(n, 2)),
        feed: { routes: ROUTES, ...feed, megabytes: round(feed.bytes / MB, 1) },
        importSeconds: round(seconds, 1),
        stopTimesPerSecond: Math.round(feed.stopTimes / seconds),
        peakRssMb: round(peakRss / MB, 0),
        rssBeforeMb: round(rssBefore / MB, 0),
        maxRssMb: round(maxRssMb, 0),
        lines: summary.lines.inserted,
        lineFares: summary.lineFares,
        horizon: horizonSeconds === null ? null : { seconds: round(horizonSeconds, 1), departures },
        bars: { importSeconds: BAR_SECONDS, peakRssMb: BAR_RSS_MB },
      };
      log(
        `import ${result.importSeconds} s (bar ${BAR_SECONDS}), ${result.stopTimesPerSecond.toLocaleString('en')} stop_times/s, peak RSS ${result.peakRssMb} MB sampled, maxRSS ${result.maxRssMb} MB (bar ${BAR_RSS_MB}), load ${result.loadAverage.join(' ')}`,
      );
      const file = writeResult('gtfs', result);
      finish({ file, isEveryBarMet: seconds <= BAR_SECONDS && Math.max(peakRss / MB, maxRssMb) <= BAR_RSS_MB, problems });
    } finally {
      await database.handle.close();
      await database.drop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
};

const prepareAt = process.argv.indexOf(PREPARE_FLAG);
if (prepareAt >= 0) await preparePglite(process.argv[prepareAt + 1] ?? '');
else await main();
