import type { LineType } from '../../../db/schema';
import { GtfsError, type GtfsProblems } from './gtfs-error';
import type { GtfsAgency, GtfsFare, GtfsFareRule, GtfsFares, GtfsIgnoredLocations, GtfsRoute, GtfsStop } from './gtfs-feed.types';
import { fieldsOf } from './gtfs-fields';
import type { GtfsWarningArgs } from './gtfs-messages';
import { GtfsTable, rowOf, type GtfsRow } from './gtfs-table';

const LINE_TYPES: readonly LineType[] = ['commute', 'custom', 'enterprise', 'company', 'school', 'carpool', 'holiday', 'tour'];
const COLOR = /^[0-9A-Fa-f]{6}$/;
const AMOUNT = /^\d+(\.\d+)?$/;
/** The People's Republic keeps one clock; these IANA names all mean it. */
const CHINA_TIME_ZONES = new Set(['Asia/Shanghai', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'Asia/Urumqi', 'Asia/Kashgar', 'PRC']);

/** Refuses a second row with the same id, naming the line of the first. */
export const uniqueIds = (file: string, column: string) => {
  const seen = new Map<string, number>();
  return (id: string, row: { line: number }) => {
    const first = seen.get(id);
    if (first !== undefined) throw new GtfsError(file, row.line, 'duplicateId', { column, id, firstLine: first });
    seen.set(id, row.line);
  };
};

/** A reader of one file: the table that streams it in, and what it makes once read. */
export type GtfsReader<T> = { table: GtfsTable; finish: () => T };

/** A table of rows read one by one as named values. */
export const rowTable = (file: string, required: readonly string[], problems: GtfsProblems, onRow: (row: GtfsRow) => void): GtfsTable =>
  new GtfsTable(file, required, problems, (fields, line, columns) => onRow(rowOf(columns, fields, line)));

export const agencyReader = (problems: GtfsProblems): GtfsReader<{ agencies: GtfsAgency[]; warnings: GtfsWarningArgs[] }> => {
  const agencies: GtfsAgency[] = [];
  const foreignZones = new Set<string>();
  const claim = uniqueIds('agency.txt', 'agency_id');
  const table = rowTable('agency.txt', ['agency_name', 'agency_url', 'agency_timezone'], problems, (row) => {
    const f = fieldsOf('agency.txt', row);
    const agencyId = f.text('agency_id');
    claim(agencyId, row);
    const name = f.required('agency_name');
    const timezone = f.text('agency_timezone');
    if (timezone && !CHINA_TIME_ZONES.has(timezone)) foreignZones.add(timezone);
    agencies.push({ line: row.line, agencyId, name, url: f.text('agency_url'), phone: f.text('agency_phone') });
  });
  return {
    table,
    finish: () => {
      if (table.isPresent && !problems.brokenFiles.has(table.file) && agencies.length === 0 && table.rows === 0) {
        problems.add(new GtfsError(table.file, null, 'noAgency'));
      }
      if (table.rows > 1) {
        for (const agency of agencies) if (!agency.agencyId) problems.add(new GtfsError(table.file, agency.line, 'agencyIdRequired'));
      }
      return { agencies, warnings: [...foreignZones].map((timezone): GtfsWarningArgs => ['foreignTimezone', { timezone }]) };
    },
  };
};

export type ParsedStops = {
  stops: GtfsStop[];
  /** Every location that is not a stop (location_type > 0): a trip may not call there. */
  otherLocations: Set<string>;
  ignored: GtfsIgnoredLocations;
  zoneIds: Set<string>;
  /** Stops whose row was refused: the stop times naming them are not reported again. */
  refusedStopIds: Set<string>;
};

/**
 * Stops that trips can use (location_type 0) become stations; stations (1) group them and are not stations of
 * ours; entrances (2), generic nodes (3) and boarding areas (4) are counted and left out, and may lack a place.
 */
export const stopReader = (problems: GtfsProblems, cityIds?: ReadonlySet<number>): GtfsReader<ParsedStops> => {
  const file = 'stops.txt';
  const claim = uniqueIds(file, 'stop_id');
  const stops: GtfsStop[] = [];
  const typeOf = new Map<string, number>();
  const parents: { line: number; parentId: string; type: number }[] = [];
  const ignored: GtfsIgnoredLocations = { stations: 0, entrances: 0, nodes: 0, boardingAreas: 0 };
  const zoneIds = new Set<string>();
  const refusedStopIds = new Set<string>();
  const table = rowTable(file, ['stop_id', 'stop_name', 'stop_lat', 'stop_lon'], problems, (row) => {
    const stopId = fieldsOf(file, row).required('stop_id');
    try {
      readStop(row, stopId);
    } catch (error) {
      refusedStopIds.add(stopId);
      throw error;
    }
  });
  const readStop = (row: GtfsRow, stopId: string) => {
    const f = fieldsOf(file, row);
    claim(stopId, row);
    const type = f.integer('location_type', { min: 0, max: 4, fallback: 0 });
    typeOf.set(stopId, type);
    const zoneId = f.text('zone_id');
    if (zoneId) zoneIds.add(zoneId);
    const parentId = f.text('parent_station');
    if (parentId && type !== 1) parents.push({ line: row.line, parentId, type });
    if (type === 0) {
      const cityId = f.text('udian_city_id') === '' ? null : f.integer('udian_city_id', { min: 1, max: 999_999 });
      if (cityIds && cityId !== null && !cityIds.has(cityId)) f.fail('unknownCity', { cityId });
      if (cityIds && cityId === null && cityIds.size === 0) f.fail('noCity');
      stops.push({ line: row.line, stopId, name: f.required('stop_name'), lat: f.latitude('stop_lat'), lng: f.longitude('stop_lon'), alias: f.text('udian_alias'), cityId, zoneId });
      return;
    }
    // A station needs its place (GTFS); the others may leave it out, but a place given must be one.
    if (type === 1 || f.text('stop_lat') !== '') f.latitude('stop_lat');
    if (type === 1 || f.text('stop_lon') !== '') f.longitude('stop_lon');
    if (type === 1) ignored.stations += 1;
    else if (type === 2) ignored.entrances += 1;
    else if (type === 3) ignored.nodes += 1;
    else ignored.boardingAreas += 1;
  };
  return {
    table,
    finish: () => {
      for (const { line, parentId, type } of parents) {
        const parentType = typeOf.get(parentId);
        // A boarding area belongs to its platform (a stop); every other location to a station.
        const isRight = type === 4 ? parentType === 0 || parentType === 1 : parentType === 1;
        if (!isRight) problems.add(new GtfsError(file, line, 'badParentStation', { id: parentId }));
      }
      const otherLocations = new Set([...typeOf].filter(([, type]) => type !== 0).map(([id]) => id));
      return { stops, otherLocations, ignored, zoneIds, refusedStopIds };
    },
  };
};

export const routeReader = (problems: GtfsProblems, agencies: readonly GtfsAgency[]): GtfsReader<GtfsRoute[]> => {
  const file = 'routes.txt';
  const agencyIds = new Set(agencies.map((a) => a.agencyId));
  const claim = uniqueIds(file, 'route_id');
  const routes: GtfsRoute[] = [];
  const table = rowTable(file, ['route_id', 'route_type'], problems, (row) => {
    const f = fieldsOf(file, row);
    const routeId = f.required('route_id');
    claim(routeId, row);
    const agencyId = f.text('agency_id');
    if (!problems.brokenFiles.has('agency.txt') && (agencyId ? !agencyIds.has(agencyId) : agencies.length > 1)) {
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
    routes.push({
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
    });
  });
  return {
    table,
    finish: () => {
      const routeIds = new Set(routes.map((r) => r.routeId));
      for (const route of routes) {
        if (route.reverseRouteId !== null && (!routeIds.has(route.reverseRouteId) || route.reverseRouteId === route.routeId)) {
          problems.add(new GtfsError(file, route.line, 'badReverseRoute', { id: route.reverseRouteId }));
        }
      }
      return routes;
    },
  };
};

/** fare_attributes.txt: CNY fares in cents; fares in another currency are kept, unpriced, for the warning. */
export const fareAttributeReader = (problems: GtfsProblems): GtfsReader<{ fares: Map<string, GtfsFare>; warnings: GtfsWarningArgs[] }> => {
  const file = 'fare_attributes.txt';
  const claim = uniqueIds(file, 'fare_id');
  const fares = new Map<string, GtfsFare>();
  const table = rowTable(file, ['fare_id', 'price', 'currency_type'], problems, (row) => {
    const f = fieldsOf(file, row);
    const fareId = f.required('fare_id');
    claim(fareId, row);
    const currency = f.required('currency_type').toUpperCase();
    if (currency === 'CNY') {
      fares.set(fareId, { fareId, currency, priceCents: f.cents('price') });
      return;
    }
    const price = f.text('price');
    if (!AMOUNT.test(price)) f.fail('notNumber', { column: 'price', value: price });
    fares.set(fareId, { fareId, currency, priceCents: null });
  });
  return {
    table,
    finish: () => {
      const foreign = [...fares.values()].filter((fare) => fare.priceCents === null);
      const currencies = [...new Set(foreign.map((fare) => fare.currency))].sort().join(', ');
      return { fares, warnings: foreign.length > 0 ? [['foreignFares', { currencies, count: foreign.length }]] : [] };
    },
  };
};

export const fareRuleReader = (
  problems: GtfsProblems,
  known: { fares: ReadonlyMap<string, GtfsFare>; routeIds: ReadonlySet<string>; zoneIds: ReadonlySet<string> },
): GtfsReader<GtfsFares> => {
  const file = 'fare_rules.txt';
  const rules: GtfsFareRule[] = [];
  const zone = (f: ReturnType<typeof fieldsOf>, column: string): string => {
    const id = f.text(column);
    if (id && !known.zoneIds.has(id) && !problems.brokenFiles.has('stops.txt')) f.fail('unknownId', { column, id, listedIn: 'stops.txt zone_id' });
    return id;
  };
  const table = rowTable(file, ['fare_id'], problems, (row) => {
    const f = fieldsOf(file, row);
    const fareId = f.required('fare_id');
    if (!known.fares.has(fareId) && !problems.brokenFiles.has('fare_attributes.txt')) {
      f.fail('unknownId', { column: 'fare_id', id: fareId, listedIn: 'fare_attributes.txt' });
    }
    const routeId = f.text('route_id');
    if (routeId && !known.routeIds.has(routeId) && !problems.brokenFiles.has('routes.txt')) {
      f.fail('unknownId', { column: 'route_id', id: routeId, listedIn: 'routes.txt' });
    }
    rules.push({ fareId, routeId, originId: zone(f, 'origin_id'), destinationId: zone(f, 'destination_id'), containsId: zone(f, 'contains_id') });
  });
  return {
    table,
    finish: () => {
      const [only] = known.fares.keys();
      // A fare with no rules prices nothing, unless the feed has no fare_rules.txt and one fare only.
      return { fares: new Map(known.fares), rules, flatFareId: !table.isPresent && known.fares.size === 1 && only !== undefined ? only : null };
    },
  };
};
