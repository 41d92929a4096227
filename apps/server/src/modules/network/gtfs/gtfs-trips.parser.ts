import { GtfsError, type GtfsProblems } from './gtfs-error';
import type { GtfsPattern, GtfsRun, GtfsStopTime } from './gtfs-feed.types';
import { fieldsOf, secondsOfTime } from './gtfs-fields';
import { rowTable, uniqueIds, type GtfsReader } from './gtfs-network.parser';
import { GtfsTable, type GtfsColumns, type GtfsRow } from './gtfs-table';

/** trips.departure_minutes stops at 47:59, two service days. */
const LAST_DEPARTURE_SECONDS = 48 * 3600 - 60;
const DEFAULT_CAPACITY = 45;
const MAX_SEQUENCE = 2 ** 31 - 1;
const NO_TIME = -1;

type TripInfo = {
  line: number;
  tripId: string;
  routeId: string;
  serviceId: string;
  shapeId: string | null;
  headsign: string;
  capacity: number;
  directionId: number | null;
  lineId: string | null;
  lineName: string | null;
  reverseLineId: string | null;
  priceCents: number | null;
};

type Frequency = { line: number; start: number; end: number; headway: number };

export type KnownIds = {
  routeIds: ReadonlySet<string>;
  serviceIds: ReadonlySet<string>;
  shapeIds: ReadonlySet<string>;
  /** location_type 0 stops, by their index. */
  stopIndex: ReadonlyMap<string, number>;
  stopIds: readonly string[];
  /** Stations, entrances, nodes, boarding areas: in stops.txt, not stops a trip can call at. */
  otherLocations: ReadonlySet<string>;
  /** Stops whose row was refused (reported once, there). */
  refusedStopIds: ReadonlySet<string>;
};

/** A growable column of 32-bit integers: a million stop times without a million objects. */
class IntColumn {
  data = new Int32Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
}

/** trips.txt: one small record per trip (tens of thousands, not millions). */
export const tripReader = (
  problems: GtfsProblems,
  known: KnownIds,
): GtfsReader<{ trips: TripInfo[]; tripIndex: Map<string, number>; refusedTripIds: Set<string> }> => {
  const file = 'trips.txt';
  const claim = uniqueIds(file, 'trip_id');
  const trips: TripInfo[] = [];
  const tripIndex = new Map<string, number>();
  /** Trips whose row was refused: their stop times are not reported again as naming an unknown trip. */
  const refusedTripIds = new Set<string>();
  const isKnown = (set: ReadonlySet<string>, id: string, listedIn: string) => set.has(id) || problems.brokenFiles.has(listedIn);
  const table = rowTable(file, ['route_id', 'service_id', 'trip_id'], problems, (row) => {
    const f = fieldsOf(file, row);
    const tripId = f.required('trip_id');
    try {
      readTrip(row, tripId);
    } catch (error) {
      refusedTripIds.add(tripId);
      throw error;
    }
  });
  const readTrip = (row: GtfsRow, tripId: string) => {
    const f = fieldsOf(file, row);
    claim(tripId, row);
    const routeId = f.required('route_id');
    if (!isKnown(known.routeIds, routeId, 'routes.txt')) f.fail('unknownId', { column: 'route_id', id: routeId, listedIn: 'routes.txt' });
    const serviceId = f.required('service_id');
    if (!known.serviceIds.has(serviceId) && !problems.brokenFiles.has('calendar.txt') && !problems.brokenFiles.has('calendar_dates.txt')) {
      f.fail('unknownService', { id: serviceId });
    }
    const shapeId = f.text('shape_id') || null;
    if (shapeId !== null && !isKnown(known.shapeIds, shapeId, 'shapes.txt')) f.fail('unknownId', { column: 'shape_id', id: shapeId, listedIn: 'shapes.txt' });
    const capacity = f.integer('udian_capacity', { min: 1, max: 1000, fallback: DEFAULT_CAPACITY });
    const direction = f.text('direction_id');
    const directionId = direction === '' ? null : f.integer('direction_id', { min: 0, max: 1 });
    const price = f.text('udian_price_cents');
    tripIndex.set(tripId, trips.length);
    trips.push({
      line: row.line,
      tripId,
      routeId,
      serviceId,
      shapeId,
      headsign: f.text('trip_headsign'),
      capacity,
      directionId,
      lineId: f.text('udian_line_id') || null,
      lineName: f.text('udian_line_name') || null,
      reverseLineId: f.text('udian_reverse_line_id') || null,
      priceCents: price === '' ? null : f.integer('udian_price_cents', { min: 0, max: 10_000_000 }),
    });
  };
  return { table, finish: () => ({ trips, tripIndex, refusedTripIds }) };
};

/** frequencies.txt: each row's departures are expanded into runs of the trip (exact_times 0 and 1 alike). */
export const frequencyReader = (problems: GtfsProblems, tripIndex: ReadonlyMap<string, number>): GtfsReader<Map<number, Frequency[]>> => {
  const file = 'frequencies.txt';
  const byTrip = new Map<number, Frequency[]>();
  const table = rowTable(file, ['trip_id', 'start_time', 'end_time', 'headway_secs'], problems, (row) => {
    const f = fieldsOf(file, row);
    const tripId = f.required('trip_id');
    const trip = tripIndex.get(tripId);
    if (trip === undefined && !problems.brokenFiles.has('trips.txt')) f.fail('unknownId', { column: 'trip_id', id: tripId, listedIn: 'trips.txt' });
    const start = f.time('start_time') ?? f.fail('emptyField', { column: 'start_time' });
    const end = f.time('end_time') ?? f.fail('emptyField', { column: 'end_time' });
    const headway = f.integer('headway_secs', { min: 1, max: 86_400 });
    f.integer('exact_times', { min: 0, max: 1, fallback: 0 });
    if (end <= start) f.fail('frequencyEndsBeforeStart', { start: f.text('start_time'), end: f.text('end_time') });
    if (trip === undefined) return;
    const list = byTrip.get(trip) ?? [];
    list.push({ line: row.line, start, end, headway });
    byTrip.set(trip, list);
  });
  return { table, finish: () => byTrip };
};

/**
 * stop_times.txt, read raw into columns (trip, sequence, stop, time, pickup, drop-off, line): the hot path of a
 * big feed. Only each stop pattern's first trip is turned into objects, once the file is read.
 */
export const stopTimeReader = (
  problems: GtfsProblems,
  known: KnownIds,
  { tripIndex, refusedTripIds }: { tripIndex: ReadonlyMap<string, number>; refusedTripIds: ReadonlySet<string> },
) => {
  const file = 'stop_times.txt';
  const trip = new IntColumn();
  const sequence = new IntColumn();
  const stop = new IntColumn();
  const time = new IntColumn();
  const line = new IntColumn();
  /** pickup_type * 4 + drop_off_type */
  const boarding = new IntColumn();
  let at: { trip: number; stop: number; seq: number; dep: number; arr: number; pickup: number; dropOff: number } | null = null;
  const tripsBroken = problems.brokenFiles.has('trips.txt');
  /** Trips with a refused stop time: not checked further (a missing stop would only be reported again). */
  const damagedTrips = new Set<number>();

  /** The checked readers, for a row the quick reading doubts: they name the column and the value in a problem. */
  const checkedRow = (fields: string[], row: number, columns: GtfsColumns) => {
    const values: Record<string, string> = {};
    for (const [name, index] of columns) values[name] = fields[index] ?? '';
    const f = fieldsOf(file, { line: row, values });
    return {
      seq: f.integer('stop_sequence', { min: 0, max: MAX_SEQUENCE }),
      departure: f.time('departure_time'),
      arrival: f.time('arrival_time'),
      pickup: f.integer('pickup_type', { min: 0, max: 3, fallback: 0 }),
      dropOff: f.integer('drop_off_type', { min: 0, max: 3, fallback: 0 }),
    };
  };

  const small = (value: string | undefined): number => {
    if (value === undefined || value === '') return 0;
    return value.length === 1 && value >= '0' && value <= '3' ? value.charCodeAt(0) - 48 : -1;
  };

  const table = new GtfsTable(file, ['trip_id', 'stop_id', 'stop_sequence'], problems, (fields, row, columns) => {
    at ??= {
      trip: columns.get('trip_id') ?? -1,
      stop: columns.get('stop_id') ?? -1,
      seq: columns.get('stop_sequence') ?? -1,
      dep: columns.get('departure_time') ?? -1,
      arr: columns.get('arrival_time') ?? -1,
      pickup: columns.get('pickup_type') ?? -1,
      dropOff: columns.get('drop_off_type') ?? -1,
    };
    const tripId = fields[at.trip] ?? '';
    if (tripId === '') throw new GtfsError(file, row, 'emptyField', { column: 'trip_id' });
    const tripAt = tripIndex.get(tripId);
    if (tripAt === undefined) {
      if (tripsBroken || refusedTripIds.has(tripId)) return;
      throw new GtfsError(file, row, 'unknownId', { column: 'trip_id', id: tripId, listedIn: 'trips.txt' });
    }
    try {
      readStopTime(fields, row, columns, tripAt);
    } catch (error) {
      damagedTrips.add(tripAt);
      throw error;
    }
  });

  const readStopTime = (fields: string[], row: number, columns: GtfsColumns, tripAt: number) => {
    if (!at) return;
    const stopId = fields[at.stop] ?? '';
    if (stopId === '') throw new GtfsError(file, row, 'emptyField', { column: 'stop_id' });
    const stopAt = known.stopIndex.get(stopId);
    if (stopAt === undefined) {
      if (known.otherLocations.has(stopId)) throw new GtfsError(file, row, 'notAStop', { stopId });
      if (problems.brokenFiles.has('stops.txt') || known.refusedStopIds.has(stopId)) {
        damagedTrips.add(tripAt);
        return;
      }
      throw new GtfsError(file, row, 'unknownId', { column: 'stop_id', id: stopId, listedIn: 'stops.txt' });
    }
    const seqText = fields[at.seq] ?? '';
    let seq = /^\d{1,9}$/.test(seqText) ? Number(seqText) : -1;
    let departure = secondsOfTime(at.dep < 0 ? '' : (fields[at.dep] ?? ''));
    let arrival = secondsOfTime(at.arr < 0 ? '' : (fields[at.arr] ?? ''));
    let pickup = small(at.pickup < 0 ? '' : fields[at.pickup]);
    let dropOff = small(at.dropOff < 0 ? '' : fields[at.dropOff]);
    if (seq < 0 || Number.isNaN(departure) || Number.isNaN(arrival) || pickup < 0 || dropOff < 0) {
      ({ seq, departure, arrival, pickup, dropOff } = checkedRow(fields, row, columns));
    }
    trip.push(tripAt);
    sequence.push(seq);
    stop.push(stopAt);
    time.push(departure ?? arrival ?? NO_TIME);
    line.push(row);
    boarding.push(pickup * 4 + dropOff);
  };

  return { table, columns: { trip, sequence, stop, time, line, boarding, damagedTrips } };
};

export type StopTimeColumns = ReturnType<typeof stopTimeReader>['columns'];

const clock = (seconds: number): string =>
  [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((n) => String(n).padStart(2, '0')).join(':');

/**
 * Each trip's stop times in order, checked; trips grouped into stop patterns (route, direction, stops); runs
 * made of trips and of frequencies.txt. Missing times between two known ones are spread evenly (GTFS leaves
 * them out at stops that are not timepoints).
 */
export const buildPatterns = (
  problems: GtfsProblems,
  { trips, stopTimes, frequencies, stopIds }: { trips: readonly TripInfo[]; stopTimes: StopTimeColumns; frequencies: ReadonlyMap<number, Frequency[]>; stopIds: readonly string[] },
): { patterns: GtfsPattern[]; runs: GtfsRun[]; frequencyRuns: number; tripsWithoutStops: string[] } => {
  const n = stopTimes.trip.length;
  const tripOf = stopTimes.trip.data;
  const seqOf = stopTimes.sequence.data;
  const stopOf = stopTimes.stop.data;
  const timeOf = stopTimes.time.data;
  const lineOf = stopTimes.line.data;
  const boardingOf = stopTimes.boarding.data;
  // Rows grouped by trip (a counting sort: the file need not be sorted).
  const start = new Int32Array(trips.length + 1);
  for (let i = 0; i < n; i += 1) start[(tripOf[i] ?? 0) + 1] = (start[(tripOf[i] ?? 0) + 1] ?? 0) + 1;
  for (let t = 0; t < trips.length; t += 1) start[t + 1] = (start[t + 1] ?? 0) + (start[t] ?? 0);
  const fill = start.slice(0, trips.length);
  const order = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    const t = tripOf[i] ?? 0;
    order[fill[t] ?? 0] = i;
    fill[t] = (fill[t] ?? 0) + 1;
  }

  const patterns: GtfsPattern[] = [];
  const patternIndex = new Map<string, number>();
  const runs: GtfsRun[] = [];
  let frequencyRuns = 0;
  /** Trips of fewer than two stop times: GTFS allows them (a validator warns), they cannot be ridden, so they are left out. */
  const tripsWithoutStops: string[] = [];
  for (let t = 0; t < trips.length; t += 1) {
    const info = trips[t];
    if (!info || stopTimes.damagedTrips.has(t)) continue;
    let rows = Array.from(order.subarray(start[t] ?? 0, start[t + 1] ?? 0));
    if (rows.some((row, i) => i > 0 && (seqOf[row] ?? 0) < (seqOf[rows[i - 1] ?? 0] ?? 0))) rows = rows.sort((a, b) => (seqOf[a] ?? 0) - (seqOf[b] ?? 0));
    if (rows.length < 2) {
      tripsWithoutStops.push(info.tripId);
      continue;
    }
    const times = rows.map((row) => timeOf[row] ?? NO_TIME);
    if (!checkTrip(problems, info, rows, times, { seqOf, lineOf })) continue;

    const key = `${info.routeId}\u0001${info.directionId ?? '-'}\u0001${rows.map((row) => stopOf[row]).join(',')}`;
    let p = patternIndex.get(key);
    if (p === undefined) {
      p = patterns.length;
      patternIndex.set(key, p);
      patterns.push({
        routeId: info.routeId,
        directionId: info.directionId,
        stopTimes: rows.map((row, i): GtfsStopTime => ({
          line: lineOf[row] ?? 0,
          stopId: stopIds[stopOf[row] ?? 0] ?? '',
          sequence: seqOf[row] ?? 0,
          departureSeconds: times[i] ?? 0,
          pickupType: Math.floor((boardingOf[row] ?? 0) / 4),
          dropOffType: (boardingOf[row] ?? 0) % 4,
        })),
        firstTripId: info.tripId,
        line: info.line,
        tripCount: 0,
        order: p,
        headsign: info.headsign,
        shapeId: info.shapeId,
        lineId: info.lineId,
        lineName: info.lineName,
        reverseLineId: info.reverseLineId,
        priceCents: info.priceCents,
      });
    }
    const pattern = patterns[p];
    if (!pattern) continue;
    if (info.lineId !== pattern.lineId) {
      problems.add(new GtfsError('trips.txt', info.line, 'lineIdDisagrees', { tripId: info.tripId, lineId: info.lineId ?? '', expected: pattern.lineId ?? '' }));
    }
    pattern.shapeId ??= info.shapeId;
    pattern.lineName ??= info.lineName;
    pattern.reverseLineId ??= info.reverseLineId;
    pattern.priceCents ??= info.priceCents;
    const run = { pattern: p, serviceId: info.serviceId, capacity: info.capacity, headsign: info.headsign };
    const windows = frequencies.get(t);
    if (!windows) {
      runs.push({ ...run, externalId: info.tripId, departureSeconds: times[0] ?? 0 });
      pattern.tripCount += 1;
      continue;
    }
    // A frequency-based trip is a template: its own times give the offsets, its runs are the departures.
    const seen = new Set<number>();
    for (const window of windows) {
      for (let departure = window.start; departure < window.end; departure += window.headway) {
        if (departure > LAST_DEPARTURE_SECONDS) {
          problems.add(new GtfsError('frequencies.txt', window.line, 'startsTooLate', { tripId: info.tripId }));
          break;
        }
        if (seen.has(departure)) continue;
        seen.add(departure);
        runs.push({ ...run, externalId: `${info.tripId}@${clock(departure)}`, departureSeconds: departure });
        pattern.tripCount += 1;
        frequencyRuns += 1;
      }
    }
  }
  return { patterns, runs, frequencyRuns, tripsWithoutStops };
};

const checkTrip = (
  problems: GtfsProblems,
  info: TripInfo,
  rows: number[],
  times: number[],
  { seqOf, lineOf }: { seqOf: Int32Array; lineOf: Int32Array },
): boolean => {
  const lineAt = (i: number) => lineOf[rows[i] ?? 0] ?? 0;
  const last = rows.length - 1;
  for (const i of [0, last]) {
    if (times[i] === NO_TIME) {
      problems.add(new GtfsError('stop_times.txt', lineAt(i), 'noStopTime'));
      return false;
    }
  }
  if ((times[0] ?? 0) > LAST_DEPARTURE_SECONDS) {
    problems.add(new GtfsError('stop_times.txt', lineAt(0), 'startsTooLate', { tripId: info.tripId }));
    return false;
  }
  let isGood = true;
  let known = 0;
  for (let i = 1; i <= last; i += 1) {
    const sequence = seqOf[rows[i] ?? 0] ?? 0;
    if (sequence === seqOf[rows[i - 1] ?? 0]) {
      problems.add(new GtfsError('stop_times.txt', lineAt(i), 'sequenceTwice', { tripId: info.tripId, sequence }));
      isGood = false;
    }
    const time = times[i] ?? NO_TIME;
    if (time === NO_TIME) continue;
    if (time < (times[known] ?? 0)) {
      problems.add(new GtfsError('stop_times.txt', lineAt(i), 'backInTime', { tripId: info.tripId, sequence }));
      isGood = false;
    }
    // Spread the stops without a time between the last known one and this one.
    const from = times[known] ?? 0;
    for (let k = known + 1; k < i; k += 1) times[k] = Math.round(from + ((time - from) * (k - known)) / (i - known));
    known = i;
  }
  return isGood;
};
