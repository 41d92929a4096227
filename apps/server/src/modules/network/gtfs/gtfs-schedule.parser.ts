import { GtfsError } from './gtfs-error';
import type { GtfsFiles } from './gtfs-feed.reader';
import type { GtfsService, GtfsShapePoint, GtfsStopTime, GtfsTrip } from './gtfs-feed.types';
import { fieldsOf } from './gtfs-fields';
import { uniqueIds } from './gtfs-network.parser';
import { optionalTable, requiredTable } from './gtfs-table';

const WEEKDAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** trips.departure_minutes stops at 47:59, two service days. */
const LAST_DEPARTURE_SECONDS = 48 * 3600 - 60;
const DEFAULT_CAPACITY = 45;

/** calendar.txt, then calendar_dates.txt; a service found only in calendar_dates runs on its listed dates. */
export const parseServices = (files: GtfsFiles): Map<string, GtfsService> => {
  const calendar = requiredTable(files, 'calendar.txt', ['service_id', ...WEEKDAY_COLUMNS, 'start_date', 'end_date']);
  const claim = uniqueIds(calendar.file, 'service_id');
  const services = new Map<string, GtfsService>();
  for (const row of calendar.rows) {
    const f = fieldsOf(calendar.file, row);
    const serviceId = f.required('service_id');
    claim(serviceId, row);
    const weekdays = WEEKDAY_COLUMNS.reduce((mask, column, bit) => mask | ((f.flag(column) ? 1 : 0) << bit), 0);
    const startDate = f.date('start_date');
    const endDate = f.date('end_date');
    if (endDate < startDate) f.fail('endBeforeStart', { start: f.text('start_date'), end: f.text('end_date') });
    const followsCnWorkdays = f.flag('udian_follows_cn_workdays');
    services.set(serviceId, { line: row.line, serviceId, weekdays, startDate, endDate, followsCnWorkdays, exceptions: new Map() });
  }

  const inCalendar = new Set(services.keys());
  const dates = optionalTable(files, 'calendar_dates.txt', ['service_id', 'date', 'exception_type']);
  for (const row of dates?.rows ?? []) {
    const f = fieldsOf('calendar_dates.txt', row);
    const serviceId = f.required('service_id');
    const date = f.date('date');
    const isRunning = f.integer('exception_type', { min: 1, max: 2 }) === 1;
    let service = services.get(serviceId);
    if (!service) {
      const exceptions = new Map<string, boolean>();
      service = { line: row.line, serviceId, weekdays: 0, startDate: date, endDate: date, followsCnWorkdays: false, exceptions };
      services.set(serviceId, service);
    }
    if (service.exceptions.has(date)) f.fail('dateTwice', { serviceId, date: f.text('date') });
    service.exceptions.set(date, isRunning);
    if (!inCalendar.has(serviceId)) {
      if (date < service.startDate) service.startDate = date;
      if (date > service.endDate) service.endDate = date;
    }
  }
  return services;
};

export const parseShapes = (files: GtfsFiles): Map<string, GtfsShapePoint[]> => {
  const table = optionalTable(files, 'shapes.txt', ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence']);
  const bySequence = new Map<string, Map<number, GtfsShapePoint>>();
  for (const row of table?.rows ?? []) {
    const f = fieldsOf('shapes.txt', row);
    const shapeId = f.required('shape_id');
    const sequence = f.integer('shape_pt_sequence', { min: 0, max: Number.MAX_SAFE_INTEGER });
    const points = bySequence.get(shapeId) ?? new Map<number, GtfsShapePoint>();
    if (points.has(sequence)) f.fail('shapeSequenceTwice', { shapeId, sequence });
    points.set(sequence, { lat: f.latitude('shape_pt_lat'), lng: f.longitude('shape_pt_lon') });
    bySequence.set(shapeId, points);
  }
  return new Map(
    [...bySequence].map(([shapeId, points]) => [shapeId, [...points].sort(([a], [b]) => a - b).map(([, point]) => point)]),
  );
};

type Known = {
  routeIds: ReadonlySet<string>;
  serviceIds: ReadonlySet<string>;
  shapeIds: ReadonlySet<string>;
  stopIds: ReadonlySet<string>;
  /** Stations and entrances: in stops.txt, but not stops a trip can call at. */
  otherLocations: ReadonlySet<string>;
};

/** trips.txt with their stop_times.txt, in trips.txt order. */
export const parseTrips = (files: GtfsFiles, known: Known): GtfsTrip[] => {
  const table = requiredTable(files, 'trips.txt', ['route_id', 'service_id', 'trip_id']);
  const claim = uniqueIds(table.file, 'trip_id');
  const trips = new Map<string, GtfsTrip>();
  for (const row of table.rows) {
    const f = fieldsOf(table.file, row);
    const tripId = f.required('trip_id');
    claim(tripId, row);
    const routeId = f.required('route_id');
    if (!known.routeIds.has(routeId)) f.fail('unknownId', { column: 'route_id', id: routeId, listedIn: 'routes.txt' });
    const serviceId = f.required('service_id');
    if (!known.serviceIds.has(serviceId)) f.fail('unknownService', { id: serviceId });
    const shapeId = f.text('shape_id') || null;
    if (shapeId !== null && !known.shapeIds.has(shapeId)) f.fail('unknownId', { column: 'shape_id', id: shapeId, listedIn: 'shapes.txt' });
    const capacity = f.integer('udian_capacity', { min: 1, max: 1000, fallback: DEFAULT_CAPACITY });
    const headsign = f.text('trip_headsign');
    trips.set(tripId, { line: row.line, tripId, routeId, serviceId, shapeId, headsign, capacity, stopTimes: [] });
  }
  addStopTimes(files, trips, known);
  return [...trips.values()];
};

const addStopTimes = (files: GtfsFiles, trips: Map<string, GtfsTrip>, known: Known) => {
  const table = requiredTable(files, 'stop_times.txt', ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence']);
  for (const row of table.rows) {
    const f = fieldsOf(table.file, row);
    const tripId = f.required('trip_id');
    const trip = trips.get(tripId) ?? f.fail('unknownId', { column: 'trip_id', id: tripId, listedIn: 'trips.txt' });
    const stopId = f.required('stop_id');
    if (known.otherLocations.has(stopId)) f.fail('notAStop', { stopId });
    if (!known.stopIds.has(stopId)) f.fail('unknownId', { column: 'stop_id', id: stopId, listedIn: 'stops.txt' });
    const sequence = f.integer('stop_sequence', { min: 0, max: Number.MAX_SAFE_INTEGER });
    const departureSeconds = f.time('departure_time') ?? f.time('arrival_time');
    if (departureSeconds === null) f.fail('noStopTime');
    trip.stopTimes.push({
      line: row.line,
      stopId,
      sequence,
      departureSeconds: departureSeconds ?? 0,
      pickupType: f.integer('pickup_type', { min: 0, max: 3, fallback: 0 }),
      dropOffType: f.integer('drop_off_type', { min: 0, max: 3, fallback: 0 }),
    });
  }
  for (const trip of trips.values()) {
    trip.stopTimes.sort((a, b) => a.sequence - b.sequence);
    checkStopTimes(trip);
  }
};

const checkStopTimes = (trip: GtfsTrip) => {
  const [first] = trip.stopTimes;
  if (!first || trip.stopTimes.length < 2) {
    throw new GtfsError('trips.txt', trip.line, 'tooFewStops', { tripId: trip.tripId, count: trip.stopTimes.length });
  }
  if (first.departureSeconds > LAST_DEPARTURE_SECONDS) {
    throw new GtfsError('stop_times.txt', first.line, 'startsTooLate', { tripId: trip.tripId });
  }
  trip.stopTimes.reduce((previous: GtfsStopTime, current) => {
    if (current.sequence === previous.sequence) {
      throw new GtfsError('stop_times.txt', current.line, 'sequenceTwice', { tripId: trip.tripId, sequence: current.sequence });
    }
    if (current.departureSeconds < previous.departureSeconds) {
      throw new GtfsError('stop_times.txt', current.line, 'backInTime', { tripId: trip.tripId, sequence: current.sequence });
    }
    return current;
  });
};
