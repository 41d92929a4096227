import type { LineType } from '../../../db/schema';
import { GtfsError } from './gtfs-error';
import type { GtfsFiles } from './gtfs-feed.reader';
import type { GtfsAgency, GtfsRoute, GtfsStop } from './gtfs-feed.types';
import { fieldsOf } from './gtfs-fields';
import { optionalTable, requiredTable, type GtfsRow } from './gtfs-table';

const LINE_TYPES: readonly LineType[] = ['commute', 'custom', 'enterprise', 'company', 'school', 'carpool', 'holiday', 'tour'];
const COLOR = /^[0-9A-Fa-f]{6}$/;

/** Refuses a second row with the same id, naming the line of the first. */
export const uniqueIds = (file: string, column: string) => {
  const seen = new Map<string, number>();
  return (id: string, row: GtfsRow) => {
    const first = seen.get(id);
    if (first !== undefined) throw new GtfsError(file, row.line, 'duplicateId', { column, id, firstLine: first });
    seen.set(id, row.line);
  };
};

export const parseAgencies = (files: GtfsFiles): GtfsAgency[] => {
  const table = requiredTable(files, 'agency.txt', ['agency_name', 'agency_url', 'agency_timezone']);
  if (table.rows.length === 0) throw new GtfsError(table.file, null, 'noAgency');
  const claim = uniqueIds(table.file, 'agency_id');
  return table.rows.map((row) => {
    const f = fieldsOf(table.file, row);
    const agencyId = f.text('agency_id');
    if (!agencyId && table.rows.length > 1) f.fail('agencyIdRequired');
    claim(agencyId, row);
    const name = f.required('agency_name');
    return { line: row.line, agencyId, name, url: f.text('agency_url'), phone: f.text('agency_phone') };
  });
};

/** Stops that trips can use (location_type 0); stations, entrances and nodes are left out. */
export const parseStops = (files: GtfsFiles): { stops: GtfsStop[]; otherLocations: Set<string> } => {
  const table = requiredTable(files, 'stops.txt', ['stop_id', 'stop_name', 'stop_lat', 'stop_lon']);
  const claim = uniqueIds(table.file, 'stop_id');
  const stops: GtfsStop[] = [];
  const otherLocations = new Set<string>();
  for (const row of table.rows) {
    const f = fieldsOf(table.file, row);
    const stopId = f.required('stop_id');
    claim(stopId, row);
    if (f.integer('location_type', { min: 0, max: 4, fallback: 0 }) !== 0) {
      otherLocations.add(stopId);
      continue;
    }
    const cityId = f.text('udian_city_id') === '' ? null : f.integer('udian_city_id', { min: 1, max: 999_999 });
    stops.push({
      line: row.line,
      stopId,
      name: f.required('stop_name'),
      lat: f.latitude('stop_lat'),
      lng: f.longitude('stop_lon'),
      alias: f.text('udian_alias'),
      cityId,
    });
  }
  return { stops, otherLocations };
};

/** fare_id → price in cents, and route_id → fare_id from the first rule naming the route. */
const parseFares = (files: GtfsFiles, routeIds: ReadonlySet<string>): Map<string, number> => {
  const attributes = optionalTable(files, 'fare_attributes.txt', ['fare_id', 'price', 'currency_type']);
  const rules = optionalTable(files, 'fare_rules.txt', ['fare_id']);
  const prices = new Map<string, number>();
  if (attributes) {
    const claim = uniqueIds(attributes.file, 'fare_id');
    for (const row of attributes.rows) {
      const f = fieldsOf(attributes.file, row);
      const fareId = f.required('fare_id');
      claim(fareId, row);
      if (f.text('currency_type') !== 'CNY') f.fail('notCny', { value: f.text('currency_type') });
      prices.set(fareId, f.cents('price'));
    }
  }
  const routePrices = new Map<string, number>();
  for (const row of rules?.rows ?? []) {
    const f = fieldsOf('fare_rules.txt', row);
    const fareId = f.required('fare_id');
    const price = prices.get(fareId);
    if (price === undefined) f.fail('unknownId', { column: 'fare_id', id: fareId, listedIn: 'fare_attributes.txt' });
    const routeId = f.text('route_id');
    if (!routeId) continue; // zone-based rules do not price a line
    if (!routeIds.has(routeId)) f.fail('unknownId', { column: 'route_id', id: routeId, listedIn: 'routes.txt' });
    if (!routePrices.has(routeId) && price !== undefined) routePrices.set(routeId, price);
  }
  return routePrices;
};

export const parseRoutes = (files: GtfsFiles, agencies: GtfsAgency[]): GtfsRoute[] => {
  const table = requiredTable(files, 'routes.txt', ['route_id', 'route_type']);
  const agencyIds = new Set(agencies.map((a) => a.agencyId));
  const claim = uniqueIds(table.file, 'route_id');
  const routes = table.rows.map((row): GtfsRoute => {
    const f = fieldsOf(table.file, row);
    const routeId = f.required('route_id');
    claim(routeId, row);
    const agencyId = f.text('agency_id');
    if (agencyId ? !agencyIds.has(agencyId) : agencies.length > 1) {
      if (agencyId) f.fail('unknownId', { column: 'agency_id', id: agencyId, listedIn: 'agency.txt' });
      else f.fail('agencyIdRequired');
    }
    f.integer('route_type', { min: 0, max: 9999 });
    const shortName = f.text('route_short_name');
    const longName = f.text('route_long_name');
    if (!shortName && !longName) f.fail('noRouteName');
    const color = f.text('route_color');
    if (color && !COLOR.test(color)) f.fail('badColor', { value: color });
    const lineType = (f.text('udian_line_type') || 'commute') as LineType;
    if (!LINE_TYPES.includes(lineType)) f.fail('badLineType', { value: lineType, allowed: LINE_TYPES.join(', ') });
    return {
      line: row.line,
      routeId,
      agencyId: agencyId || (agencies[0]?.agencyId ?? ''),
      shortName,
      longName,
      description: f.text('route_desc'),
      color: color ? `#${color.toUpperCase()}` : '',
      lineType,
      priceCents: f.text('udian_price_cents') === '' ? null : f.integer('udian_price_cents', { min: 0, max: 10_000_000 }),
      isWhiteList: f.flag('udian_white_list'),
      // Blank keeps what the operator set in the console; 0 or 1 sets it.
      acceptsTransitCard: f.text('udian_transit_card') === '' ? null : f.flag('udian_transit_card'),
      reverseRouteId: f.text('udian_reverse_route_id') || null,
    };
  });
  const routeIds = new Set(routes.map((r) => r.routeId));
  for (const route of routes) {
    if (route.reverseRouteId !== null && (!routeIds.has(route.reverseRouteId) || route.reverseRouteId === route.routeId)) {
      throw new GtfsError(table.file, route.line, 'badReverseRoute', { id: route.reverseRouteId });
    }
  }
  // A fare beats udian_price_cents: it is the standard place for a price.
  const fares = parseFares(files, routeIds);
  return routes.map((route) => ({ ...route, priceCents: fares.get(route.routeId) ?? route.priceCents }));
};
