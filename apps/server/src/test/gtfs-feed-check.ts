import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';

export type GtfsTables = Map<string, Record<string, string>[]>;

/** A GTFS zip's files as rows by column name (every file of the zip, whatever its name). */
export const readGtfsZip = (zip: Uint8Array): { tables: GtfsTables; texts: Map<string, string> } => {
  const texts = new Map(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
  const tables = new Map([...texts].map(([name, text]) => [name, parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[]]));
  return { tables, texts };
};

/** The files and columns GTFS requires (calendar.txt stands for calendar.txt or calendar_dates.txt here). */
const REQUIRED: Record<string, string[]> = {
  'agency.txt': ['agency_name', 'agency_url', 'agency_timezone'],
  'stops.txt': ['stop_id', 'stop_name', 'stop_lat', 'stop_lon'],
  'routes.txt': ['route_id', 'route_type'],
  'trips.txt': ['route_id', 'service_id', 'trip_id'],
  'stop_times.txt': ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'],
  'calendar.txt': ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
  'feed_info.txt': ['feed_publisher_name', 'feed_publisher_url', 'feed_lang'],
};
const OPTIONAL: Record<string, string[]> = {
  'calendar_dates.txt': ['service_id', 'date', 'exception_type'],
  'shapes.txt': ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'],
  'fare_attributes.txt': ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers'],
  'fare_rules.txt': ['fare_id'],
};

const seconds = (time: string): number => {
  const match = /^(\d{2,3}):([0-5]\d):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`not a GTFS time: ${time}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
};

/**
 * What a GTFS validator would refuse, as a list of problems (empty: valid): files and columns, unique ids,
 * every reference, stop times in order, coordinates in range, dates, colours and prices well formed.
 */
export const gtfsProblems = (zip: Uint8Array): string[] => {
  const problems: string[] = [];
  const { tables, texts } = readGtfsZip(zip);
  const header = (name: string) => (texts.get(name) ?? '').split(/\r?\n/, 1)[0]?.split(',') ?? [];
  for (const [name, columns] of Object.entries({ ...REQUIRED, ...OPTIONAL })) {
    if (!texts.has(name)) {
      if (name in REQUIRED) problems.push(`${name} is missing`);
      continue;
    }
    for (const column of columns) if (!header(name).includes(column)) problems.push(`${name} has no ${column}`);
  }
  const rows = (name: string) => tables.get(name) ?? [];
  const idsOf = (name: string, column: string) => {
    const ids = rows(name).map((row) => row[column] ?? '');
    if (new Set(ids).size !== ids.length) problems.push(`${name} repeats a ${column}`);
    return new Set(ids);
  };
  const agencyIds = idsOf('agency.txt', 'agency_id');
  const stopIds = idsOf('stops.txt', 'stop_id');
  const routeIds = idsOf('routes.txt', 'route_id');
  const tripIds = idsOf('trips.txt', 'trip_id');
  const serviceIds = new Set([...idsOf('calendar.txt', 'service_id'), ...rows('calendar_dates.txt').map((r) => r.service_id)]);
  const shapeIds = new Set(rows('shapes.txt').map((r) => r.shape_id));
  const zoneIds = new Set(rows('stops.txt').map((r) => r.zone_id).filter(Boolean));
  const fareIds = idsOf('fare_attributes.txt', 'fare_id');
  const refer = (file: string, value: string | undefined, known: Set<string | undefined>, what: string) => {
    if (value && !known.has(value)) problems.push(`${file}: ${what} ${value} is unknown`);
  };

  for (const stop of rows('stops.txt')) {
    const lat = Number(stop.stop_lat);
    const lng = Number(stop.stop_lon);
    if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180) || (lat === 0 && lng === 0)) problems.push(`stops.txt: ${stop.stop_id} is at ${lat},${lng}`);
  }
  for (const route of rows('routes.txt')) {
    if (agencyIds.size > 1 || route.agency_id) refer('routes.txt', route.agency_id, agencyIds, 'agency_id');
    if (!route.route_short_name && !route.route_long_name) problems.push(`routes.txt: ${route.route_id} has no name`);
    if (route.route_color && !/^[0-9A-Fa-f]{6}$/.test(route.route_color)) problems.push(`routes.txt: colour ${route.route_color}`);
  }
  const routesWithTrips = new Set<string>();
  for (const trip of rows('trips.txt')) {
    refer('trips.txt', trip.route_id, routeIds, 'route_id');
    refer('trips.txt', trip.service_id, serviceIds, 'service_id');
    refer('trips.txt', trip.shape_id, shapeIds, 'shape_id');
    if (trip.direction_id && !['0', '1'].includes(trip.direction_id)) problems.push(`trips.txt: direction_id ${trip.direction_id}`);
    routesWithTrips.add(trip.route_id ?? '');
  }
  for (const routeId of routeIds) if (!routesWithTrips.has(routeId)) problems.push(`routes.txt: ${routeId} has no trips`);
  const timesByTrip = new Map<string, { sequence: number; arrival: number; departure: number }[]>();
  for (const stopTime of rows('stop_times.txt')) {
    refer('stop_times.txt', stopTime.trip_id, tripIds, 'trip_id');
    refer('stop_times.txt', stopTime.stop_id, stopIds, 'stop_id');
    const times = timesByTrip.get(stopTime.trip_id ?? '') ?? [];
    times.push({ sequence: Number(stopTime.stop_sequence), arrival: seconds(stopTime.arrival_time ?? ''), departure: seconds(stopTime.departure_time ?? '') });
    timesByTrip.set(stopTime.trip_id ?? '', times);
  }
  for (const tripId of tripIds) {
    const times = (timesByTrip.get(tripId) ?? []).sort((a, b) => a.sequence - b.sequence);
    if (times.length < 2) problems.push(`trip ${tripId} has ${times.length} stop times`);
    times.reduce<{ sequence: number; departure: number } | null>((previous, current) => {
      if (previous && (current.sequence === previous.sequence || current.arrival < previous.departure)) problems.push(`trip ${tripId} goes back in time at ${current.sequence}`);
      if (current.departure < current.arrival) problems.push(`trip ${tripId} leaves before it arrives at ${current.sequence}`);
      return current;
    }, null);
  }
  for (const service of rows('calendar.txt')) {
    if (!/^\d{8}$/.test(service.start_date ?? '') || !/^\d{8}$/.test(service.end_date ?? '') || (service.end_date ?? '') < (service.start_date ?? '')) {
      problems.push(`calendar.txt: ${service.service_id} dates ${service.start_date}-${service.end_date}`);
    }
  }
  for (const fare of rows('fare_attributes.txt')) {
    if (!/^\d+(\.\d+)?$/.test(fare.price ?? '')) problems.push(`fare_attributes.txt: price ${fare.price}`);
  }
  for (const rule of rows('fare_rules.txt')) {
    refer('fare_rules.txt', rule.fare_id, fareIds, 'fare_id');
    refer('fare_rules.txt', rule.route_id, routeIds, 'route_id');
    refer('fare_rules.txt', rule.origin_id, zoneIds, 'origin_id');
    refer('fare_rules.txt', rule.destination_id, zoneIds, 'destination_id');
  }
  return problems;
};
