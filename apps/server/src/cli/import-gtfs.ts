import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { databaseOptionsFromConfig, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createCalendarRepository } from '../modules/network/calendar/calendar.repository';
import { syncCnCalendar } from '../modules/network/calendar/calendar.service';
import { createDepartureHorizon } from '../modules/network/departure-horizon/departure-horizon';
import { createDepartureHorizonRepository } from '../modules/network/departure-horizon/departure-horizon.repository';
import { GtfsError, GtfsFeedRefused } from '../modules/network/gtfs/gtfs-error';
import { importGtfs, type GtfsImportSummary } from '../modules/network/gtfs/gtfs-import.service';
import { gtfsText } from '../modules/network/gtfs/gtfs-messages';

/**
 * `npm run import:gtfs -- <folder or zip>`: loads a GTFS feed into the database the server uses (same
 * settings: DATABASE_URL, else the embedded one under DATA_DIR). With the embedded database, stop the
 * server first: PGlite is one process's database. Running servers pick the new network up within a few
 * seconds (the network-refresh job, decision 039); the departures of new lines and trips are made here at
 * once, not at the servers' next hourly horizon run, so that they can be sold straight away.
 */
const usage = 'Usage: npm run import:gtfs -- <GTFS folder or .zip>';

const ignored = ({ stations, entrances, nodes, boardingAreas }: GtfsImportSummary['ignoredLocations']): string =>
  `${stations} stations, ${entrances} entrances, ${nodes} nodes, ${boardingAreas} boarding areas`;

const describe = (summary: GtfsImportSummary): string => {
  const both = ({ inserted, updated }: { inserted: number; updated: number }) =>
    `${inserted + updated} (${inserted} new, ${updated} updated)`;
  return [
    'GTFS feed imported:',
    `  agencies            ${both(summary.agencies)}`,
    `  stations            ${both(summary.stations)}`,
    `  lines               ${both(summary.lines)}`,
    `  line stops          ${summary.lineStops}`,
    `  services            ${both(summary.services)}`,
    `  service exceptions  ${summary.serviceExceptions}`,
    `  trips               ${both(summary.trips)}`,
    `    from frequencies  ${summary.frequencyTrips}`,
    `  lines by pattern    ${summary.patternLines} (routes with several stop patterns)`,
    `  line fares          ${summary.lineFares}`,
    `  unpriced lines      ${summary.unpricedLines}`,
    `  ignored locations   ${ignored(summary.ignoredLocations)}`,
    ...(summary.warnings.length > 0 ? ['Warnings:', ...summary.warnings.map((warning) => `  - ${gtfsText('en', ...warning)}`)] : []),
  ].join('\n');
};

const main = async (): Promise<number> => {
  const [source] = process.argv.slice(2);
  if (!source) {
    console.error(usage);
    return 2;
  }
  // npm runs scripts from the repository root; a relative path means relative to where the command was typed.
  const feedPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), source);
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await migrateToLatest(database.db);
    const started = Date.now();
    const progress = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
    console.log(describe(await importGtfs(database.db, feedPath, progress)));
    progress('Making the departures of the next 30 service days');
    // As the server does at start: the official calendar first (a fresh database has none), then the next
    // 30 service days of departures; idempotent, so a server rolling its own horizon meanwhile is harmless.
    await syncCnCalendar(database.db);
    const horizon = createDepartureHorizon({ horizon: createDepartureHorizonRepository(database.db), calendar: createCalendarRepository(database.db) });
    console.log(`  departures added    ${await horizon.ensure()}`);
    return 0;
  } finally {
    await database.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof GtfsFeedRefused) console.error(error.describeAll('en'));
    else if (error instanceof GtfsError) console.error(`GTFS feed refused, nothing was changed.\n  ${error.message}`);
    else if (error instanceof ConfigError) console.error(error.message);
    else console.error('GTFS import failed, nothing was changed:', error);
    process.exit(1);
  },
);
