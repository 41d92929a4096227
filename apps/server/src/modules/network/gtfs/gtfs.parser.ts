import { GtfsError, GtfsProblems } from './gtfs-error';
import type { GtfsFiles, GtfsSource } from './gtfs-feed.reader';
import type { GtfsFeed, GtfsService } from './gtfs-feed.types';
import { agencyReader, fareAttributeReader, fareRuleReader, routeReader, stopReader } from './gtfs-network.parser';
import { calendarDatesReader, calendarReader, shapeReader } from './gtfs-schedule.parser';
import type { GtfsWarningArgs } from './gtfs-messages';
import type { GtfsTable } from './gtfs-table';
import { buildPatterns, frequencyReader, stopTimeReader, tripReader } from './gtfs-trips.parser';

/** What a parse tells as it goes (the CLI prints it): rows read per file, and when a step starts. */
export type GtfsProgress = (message: string) => void;

/**
 * What the parse may check against the database: the cities' ids, so that a stop's unknown udian_city_id (or
 * no city at all) is one more problem in the same refusal. Without it the mapping checks them afterwards.
 */
export type GtfsParseOptions = { cityIds?: ReadonlySet<number>; onProgress?: GtfsProgress };

/** A file the parse asks for: the driver streams its text into the table and answers whether the feed has it. */
type Steps = Generator<GtfsTable, GtfsFeed, boolean>;

/**
 * The feed's files in the order each needs the ones before (stops before trips, trips before stop_times…),
 * written once and driven either from texts in memory or from streamed files. Every problem is gathered; the
 * caller refuses the feed with all of them.
 */
function* parseSteps(problems: GtfsProblems, cityIds: ReadonlySet<number> | undefined): Steps {
  const required = (table: GtfsTable, isPresent: boolean) => {
    if (isPresent) return;
    problems.add(new GtfsError(table.file, null, 'missingFile'));
    problems.brokenFiles.add(table.file);
  };
  const agencies = agencyReader(problems);
  required(agencies.table, yield agencies.table);
  const { agencies: agencyRows, warnings: agencyWarnings } = agencies.finish();

  const stops = stopReader(problems, cityIds);
  required(stops.table, yield stops.table);
  const { stops: stopRows, otherLocations, ignored, zoneIds, refusedStopIds } = stops.finish();

  const routes = routeReader(problems, agencyRows);
  required(routes.table, yield routes.table);
  const routeRows = routes.finish();
  const routeIds = new Set(routeRows.map((r) => r.routeId));

  const fareAttributes = fareAttributeReader(problems);
  yield fareAttributes.table;
  const { fares, warnings: fareWarnings } = fareAttributes.finish();
  const fareRules = fareRuleReader(problems, { fares, routeIds, zoneIds });
  yield fareRules.table;

  const services = new Map<string, GtfsService>();
  const calendar = calendarReader(problems, services);
  const hasCalendar = yield calendar.table;
  const calendarDates = calendarDatesReader(problems, services);
  const hasCalendarDates = yield calendarDates.table;
  if (!hasCalendar && !hasCalendarDates) {
    problems.add(new GtfsError('calendar.txt', null, 'noCalendar'));
    problems.brokenFiles.add('calendar.txt');
  }

  const shapes = shapeReader(problems);
  yield shapes.table;
  const shapeRows = shapes.finish();

  const stopIds = stopRows.map((s) => s.stopId);
  const known = {
    routeIds,
    serviceIds: new Set(services.keys()),
    shapeIds: new Set(shapeRows.keys()),
    stopIndex: new Map(stopIds.map((id, i) => [id, i])),
    stopIds,
    otherLocations,
    refusedStopIds,
  };
  const trips = tripReader(problems, known);
  required(trips.table, yield trips.table);
  const { trips: tripRows, tripIndex, refusedTripIds } = trips.finish();

  const frequencies = frequencyReader(problems, tripIndex);
  yield frequencies.table;

  const stopTimes = stopTimeReader(problems, known, { tripIndex, refusedTripIds });
  required(stopTimes.table, yield stopTimes.table);
  const { patterns, runs, frequencyRuns, tripsWithoutStops } = buildPatterns(problems, { trips: tripRows, stopTimes: stopTimes.columns, frequencies: frequencies.finish(), stopIds });

  return {
    agencies: agencyRows,
    stops: stopRows,
    routes: routeRows,
    services: [...services.values()],
    patterns,
    runs,
    shapes: shapeRows,
    fares: fareRules.finish(),
    ignoredLocations: ignored,
    frequencyRuns,
    warnings: [...agencyWarnings, ...fareWarnings, ...tripWarnings(tripsWithoutStops), ...idleServiceWarnings(services.values())],
  };
}

/** The trips left out for having fewer than two stop times, the first ten named. */
const tripWarnings = (tripIds: readonly string[]): GtfsWarningArgs[] => {
  if (tripIds.length === 0) return [];
  const listed = tripIds.slice(0, 10).join(', ') + (tripIds.length > 10 ? '…' : '');
  return [['tripsWithoutStops', { count: tripIds.length, trips: listed }]];
};

const DAY_MS = 86_400_000;

/**
 * Whether a service runs on at least one day: a date calendar_dates adds, or a day of its calendar's range on
 * one of its weekdays that calendar_dates does not remove. One following China's official calendar is taken
 * to run (its make-up workdays are not known here).
 */
const runsSomeDay = (service: GtfsService): boolean => {
  if (service.followsCnWorkdays || [...service.exceptions.values()].some((isRunning) => isRunning)) return true;
  if (service.weekdays === 0) return false;
  const end = Date.parse(`${service.endDate}T00:00:00Z`);
  for (let day = Date.parse(`${service.startDate}T00:00:00Z`); day <= end; day += DAY_MS) {
    const date = new Date(day);
    const bit = (date.getUTCDay() + 6) % 7; // Monday is bit 0
    if ((service.weekdays & (1 << bit)) !== 0 && service.exceptions.get(date.toISOString().slice(0, 10)) !== false) return true;
  }
  return false;
};

/** Services that never run: imported (their trips make no departures), the first ten named. */
const idleServiceWarnings = (services: Iterable<GtfsService>): GtfsWarningArgs[] => {
  const idle = [...services].filter((service) => !runsSomeDay(service)).map((service) => service.serviceId);
  if (idle.length === 0) return [];
  const listed = idle.slice(0, 10).join(', ') + (idle.length > 10 ? '…' : '');
  return [['servicesNeverRun', { count: idle.length, services: listed }]];
};

/** Rows read so far, every so many, with how far through the file. */
const progressOf = (onProgress: GtfsProgress | undefined, table: GtfsTable) => {
  let next = 250_000;
  return (fraction: number | null) => {
    if (!onProgress || table.rows < next) return;
    next = table.rows + 250_000;
    onProgress(`  ${table.file}: ${table.rows.toLocaleString('en')} rows${fraction === null ? '' : ` (${Math.round(fraction * 100)}%)`}`);
  };
};

/** Parses and checks a whole feed held in memory; nothing is written anywhere, so a refused feed changes nothing. */
export const parseGtfsFeed = (files: GtfsFiles, { cityIds }: GtfsParseOptions = {}): GtfsFeed => {
  const problems = new GtfsProblems();
  const steps = parseSteps(problems, cityIds);
  let step = steps.next();
  while (!step.done) {
    const table = step.value;
    const text = files.get(table.file);
    if (text !== undefined) table.write(text);
    table.end();
    step = steps.next(text !== undefined);
  }
  problems.throwIfAny();
  return step.value;
};

/** Parses and checks a feed streamed file by file (a folder or a zip), telling its progress. */
export const parseGtfsSource = async (source: GtfsSource, { cityIds, onProgress }: GtfsParseOptions = {}): Promise<GtfsFeed> => {
  const problems = new GtfsProblems();
  const steps = parseSteps(problems, cityIds);
  let step = steps.next();
  while (!step.done) {
    const table = step.value;
    const tell = progressOf(onProgress, table);
    let isPresent = false;
    try {
      isPresent = await source.read(table.file, (text, fraction) => {
        table.write(text);
        tell(fraction);
      });
      if (isPresent) table.end();
    } catch (error) {
      if (!(error instanceof GtfsError)) throw error;
      problems.add(error);
      problems.brokenFiles.add(table.file);
      isPresent = true;
    }
    if (isPresent && onProgress) onProgress(`  ${table.file}: ${table.rows.toLocaleString('en')} rows read`);
    step = steps.next(isPresent);
  }
  problems.throwIfAny();
  return step.value;
};
