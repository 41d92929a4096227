import type { GtfsProblems } from './gtfs-error';
import type { GtfsService, GtfsShapePoint } from './gtfs-feed.types';
import { fieldsOf } from './gtfs-fields';
import { rowTable, uniqueIds, type GtfsReader } from './gtfs-network.parser';

const WEEKDAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** calendar.txt (optional when calendar_dates.txt is there): services by their weekdays and dates. */
export const calendarReader = (problems: GtfsProblems, services: Map<string, GtfsService>): GtfsReader<void> => {
  const file = 'calendar.txt';
  const claim = uniqueIds(file, 'service_id');
  const table = rowTable(file, ['service_id', ...WEEKDAY_COLUMNS, 'start_date', 'end_date'], problems, (row) => {
    const f = fieldsOf(file, row);
    const serviceId = f.required('service_id');
    claim(serviceId, row);
    const weekdays = WEEKDAY_COLUMNS.reduce((mask, column, bit) => mask | ((f.flag(column) ? 1 : 0) << bit), 0);
    const startDate = f.date('start_date');
    const endDate = f.date('end_date');
    if (endDate < startDate) f.fail('endBeforeStart', { start: f.text('start_date'), end: f.text('end_date') });
    const followsCnWorkdays = f.flag('udian_follows_cn_workdays');
    services.set(serviceId, { line: row.line, serviceId, weekdays, startDate, endDate, followsCnWorkdays, exceptions: new Map() });
  });
  return { table, finish: () => undefined };
};

/** calendar_dates.txt; a service found only here runs on its listed dates. */
export const calendarDatesReader = (problems: GtfsProblems, services: Map<string, GtfsService>): GtfsReader<void> => {
  const file = 'calendar_dates.txt';
  const inCalendar = new Set(services.keys());
  const table = rowTable(file, ['service_id', 'date', 'exception_type'], problems, (row) => {
    const f = fieldsOf(file, row);
    const serviceId = f.required('service_id');
    const date = f.date('date');
    const isRunning = f.integer('exception_type', { min: 1, max: 2 }) === 1;
    let service = services.get(serviceId);
    if (!service) {
      service = { line: row.line, serviceId, weekdays: 0, startDate: date, endDate: date, followsCnWorkdays: false, exceptions: new Map() };
      services.set(serviceId, service);
    }
    if (service.exceptions.has(date)) f.fail('dateTwice', { serviceId, date: f.text('date') });
    service.exceptions.set(date, isRunning);
    if (!inCalendar.has(serviceId)) {
      if (date < service.startDate) service.startDate = date;
      if (date > service.endDate) service.endDate = date;
    }
  });
  return { table, finish: () => undefined };
};

export const shapeReader = (problems: GtfsProblems): GtfsReader<Map<string, GtfsShapePoint[]>> => {
  const file = 'shapes.txt';
  const bySequence = new Map<string, Map<number, GtfsShapePoint>>();
  const table = rowTable(file, ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'], problems, (row) => {
    const f = fieldsOf(file, row);
    const shapeId = f.required('shape_id');
    const sequence = f.integer('shape_pt_sequence', { min: 0, max: Number.MAX_SAFE_INTEGER });
    const points = bySequence.get(shapeId) ?? new Map<number, GtfsShapePoint>();
    if (points.has(sequence)) f.fail('shapeSequenceTwice', { shapeId, sequence });
    points.set(sequence, { lat: f.latitude('shape_pt_lat'), lng: f.longitude('shape_pt_lon') });
    bySequence.set(shapeId, points);
  });
  return {
    table,
    finish: () =>
      new Map([...bySequence].map(([shapeId, points]) => [shapeId, [...points].sort(([a], [b]) => a - b).map(([, point]) => point)])),
  };
};
