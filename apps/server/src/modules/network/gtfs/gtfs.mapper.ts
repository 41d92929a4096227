import gcoord from 'gcoord';
import type { LineType } from '../../../db/schema';
import { createHash } from 'node:crypto';
import { GtfsError, GtfsProblems } from './gtfs-error';
import { createLinePricer, type PairFare } from './gtfs-fares';
import type { GtfsFeed, GtfsPattern, GtfsRoute, GtfsShapePoint } from './gtfs-feed.types';
import type { GtfsWarningArgs } from './gtfs-messages';
import { lngLatMeters, pathLengthMeters, type LngLat } from '../../../lib/geo';

/** What the feed becomes in this product's tables, keyed by the feed's ids (external_id). GCJ-02 throughout. */
export type ImportAgency = { externalId: string; name: string; phone: string; url: string };
export type ImportStation = { externalId: string; cityId: number; name: string; alias: string; lng: number; lat: number };
export type ImportLineStop = {
  seq: number;
  stationExternalId: string;
  minutesFromStart: number;
  canBoard: boolean;
  canAlight: boolean;
};
export type ImportLine = {
  externalId: string;
  /** The feed's route_id: the lines of one route are related. */
  routeGroup: string;
  /** 0, 1, 2… in the route: each direction's most frequent pattern first. */
  routeRank: number;
  directionId: number | null;
  cityId: number;
  agencyExternalId: string;
  code: string;
  name: string;
  type: LineType;
  /** false: no price in CNY from the feed: a new line is 暂未定价, an existing one keeps its price. */
  isPriced: boolean;
  priceCents: number;
  /** Prices between pairs of stops when they differ along the line; empty: priceCents for every pair. */
  fares: PairFare[];
  isWhiteList: boolean;
  /** null: the feed does not say, and the line keeps its setting. */
  acceptsTransitCard: boolean | null;
  color: string;
  description: string;
  shape: [number, number][] | null;
  distanceM: number;
  reverseExternalId: string | null;
  stops: ImportLineStop[];
};
export type ImportService = {
  externalId: string;
  weekdays: number;
  startDate: string;
  endDate: string;
  followsCnWorkdays: boolean;
  exceptions: { day: string; isRunning: boolean }[];
};
export type ImportTrip = {
  externalId: string;
  lineExternalId: string;
  serviceExternalId: string;
  departureMinutes: number;
  capacity: number;
  headsign: string;
};
export type ImportNetwork = {
  agencies: ImportAgency[];
  stations: ImportStation[];
  lines: ImportLine[];
  services: ImportService[];
  trips: ImportTrip[];
  /** Routes with no trips: there is no stop pattern to make a line of. */
  skippedRouteIds: string[];
  /** Lines made from routes of several stop patterns. */
  patternLines: number;
  unpricedLines: number;
  warnings: GtfsWarningArgs[];
};

export type KnownCity = { id: number; name?: string; lng: number; lat: number };

/** A stop farther than this from every city is placed, with a warning. */
const FAR_FROM_CITY_M = 100_000;

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** GTFS is WGS-84; Chinese maps draw GCJ-02. */
export const toGcj02 = ({ lng, lat }: GtfsShapePoint): [number, number] => {
  const [gLng, gLat] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
  return [round6(gLng), round6(gLat)];
};

const minuteOf = (seconds: number): number => Math.floor(seconds / 60);

/** A line whose first and last stops are this close is a loop: its shape is kept whole. */
const LOOP_M = 200;

/** The shape point nearest to a stop; on a tie the first one, or the last one when `fromEnd`. */
const nearestIndex = (shape: readonly LngLat[], point: LngLat, fromEnd: boolean): number => {
  let best = 0;
  let bestMeters = Number.POSITIVE_INFINITY;
  for (let k = 0; k < shape.length; k += 1) {
    const i = fromEnd ? shape.length - 1 - k : k;
    const meters = lngLatMeters(shape[i] ?? point, point);
    if (meters < bestMeters) {
      best = i;
      bestMeters = meters;
    }
  }
  return best;
};

/**
 * The part of a shape a stop pattern rides: from the point nearest its first stop to the point nearest its
 * last, turned round when the shape is drawn the other way. Feeds share one shape between a route's short
 * turns and both its directions; the whole of it would draw a two-stop line end to end and give it the
 * route's length. A loop, or a shape that does not tell (both stops nearest one point), is kept whole.
 */
export const shapeOfPattern = (shape: [number, number][], first: LngLat, last: LngLat): [number, number][] => {
  if (shape.length < 2 || lngLatMeters(first, last) < LOOP_M) return shape;
  const from = nearestIndex(shape, first, false);
  const to = nearestIndex(shape, last, true);
  if (from === to) return shape;
  return from < to ? shape.slice(from, to + 1) : shape.slice(to, from + 1).reverse();
};

const nearestCity = (cities: readonly KnownCity[], point: LngLat): { city: KnownCity; meters: number } | undefined => {
  let best: { city: KnownCity; meters: number } | undefined;
  for (const city of cities) {
    const meters = lngLatMeters(point, [city.lng, city.lat]);
    if (!best || meters < best.meters) best = { city, meters };
  }
  return best;
};

/** Stations in their cities; stops far from every city are placed in the nearest, and told of. */
const placeStations = (feed: GtfsFeed, cities: readonly KnownCity[], problems: GtfsProblems, warnings: GtfsWarningArgs[]): ImportStation[] => {
  const cityIds = new Set(cities.map((c) => c.id));
  const far = new Map<KnownCity, string[]>();
  const stations = feed.stops.flatMap((stop) => {
    const [lng, lat] = toGcj02(stop);
    if (stop.cityId !== null && !cityIds.has(stop.cityId)) {
      problems.add(new GtfsError('stops.txt', stop.line, 'unknownCity', { cityId: stop.cityId }));
      return [];
    }
    const nearest = stop.cityId === null ? nearestCity(cities, [lng, lat]) : undefined;
    const cityId = stop.cityId ?? nearest?.city.id;
    if (cityId === undefined) {
      problems.add(new GtfsError('stops.txt', stop.line, 'noCity'));
      return [];
    }
    if (nearest && nearest.meters > FAR_FROM_CITY_M) far.set(nearest.city, [...(far.get(nearest.city) ?? []), stop.stopId]);
    return [{ externalId: stop.stopId, cityId, name: stop.name, alias: stop.alias, lng, lat }];
  });
  for (const [city, stopIds] of far) {
    const listed = stopIds.slice(0, 10).join(', ') + (stopIds.length > 10 ? '…' : '');
    warnings.push(['farStops', { count: stopIds.length, cityId: city.id, cityName: city.name ?? '', stops: listed }]);
  }
  return stations;
};

/** A short, stable hash of a pattern's stops: its line's id survives re-imports and changed trip counts. */
const stopsHash = (pattern: GtfsPattern): string =>
  createHash('sha1')
    .update(pattern.stopTimes.map((st) => st.stopId).join('\u001f'))
    .digest('hex')
    .slice(0, 8);

/** A route's patterns ranked: direction 0's main, direction 1's main (the most runs), then the rest by runs. */
const rankPatterns = (patterns: GtfsPattern[]): { ranked: GtfsPattern[]; mains: Set<GtfsPattern> } => {
  const byCount = [...patterns].sort((a, b) => b.tripCount - a.tripCount || a.order - b.order);
  const mains = [0, 1, null].flatMap((direction) => byCount.find((p) => p.directionId === direction) ?? []);
  return { ranked: [...mains, ...byCount.filter((p) => !mains.includes(p))], mains: new Set(mains) };
};

type PlannedLine = { pattern: GtfsPattern; route: GtfsRoute; rank: number; externalId: string; isMain: boolean };

const lastStopName = (pattern: GtfsPattern, stopNames: Map<string, string>) => stopNames.get(pattern.stopTimes.at(-1)?.stopId ?? '') ?? '';

/** Each route's patterns as lines: ids, names, ranks. */
const planLines = (feed: GtfsFeed, problems: GtfsProblems): { planned: PlannedLine[]; names: Map<PlannedLine, string> } => {
  const byRoute = new Map<string, GtfsPattern[]>();
  for (const pattern of feed.patterns) byRoute.set(pattern.routeId, [...(byRoute.get(pattern.routeId) ?? []), pattern]);
  const stopNames = new Map(feed.stops.map((s) => [s.stopId, s.name]));
  const planned: PlannedLine[] = [];
  const names = new Map<PlannedLine, string>();
  const owners = new Map<string, PlannedLine>();
  for (const route of feed.routes) {
    const patterns = byRoute.get(route.routeId);
    if (!patterns) continue;
    const { ranked, mains } = rankPatterns(patterns);
    const isSingle = ranked.length === 1;
    const base = route.longName || route.shortName;
    const routeLines = ranked.map((pattern, rank): PlannedLine => {
      const externalId = pattern.lineId ?? (isSingle ? route.routeId : `${route.routeId}:${pattern.directionId ?? '-'}:${stopsHash(pattern)}`);
      return { pattern, route, rank, externalId, isMain: mains.has(pattern) };
    });
    const headsignOf = (line: PlannedLine) => line.pattern.headsign || lastStopName(line.pattern, stopNames);
    const plain = new Map<PlannedLine, string>(routeLines.map((line) => [line, isSingle ? base : `${base}（开往${headsignOf(line)}）`]));
    const counts = new Map<string, number>();
    for (const name of plain.values()) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const line of routeLines) {
      const name = plain.get(line) ?? base;
      // Two patterns to the same place: the number of stops tells them apart.
      const distinct = (counts.get(name) ?? 0) > 1 ? `${base}（开往${headsignOf(line)}，${line.pattern.stopTimes.length}站）` : name;
      names.set(line, line.pattern.lineName ?? distinct);
      const owner = owners.get(line.externalId);
      if (owner) problems.add(new GtfsError('trips.txt', line.pattern.line, 'lineIdShared', { lineId: line.externalId }));
      else owners.set(line.externalId, line);
      planned.push(line);
    }
  }
  return { planned, names };
};

/** A line's reverse: its own udian_reverse_line_id, else the route's main line of the other direction, else udian_reverse_route_id's. */
const reverseOf = (line: PlannedLine, byRoute: Map<string, PlannedLine[]>, ids: Set<string>, problems: GtfsProblems): string | null => {
  const explicit = line.pattern.reverseLineId;
  if (explicit !== null) {
    if (ids.has(explicit)) return explicit;
    problems.add(new GtfsError('trips.txt', line.pattern.line, 'unknownReverseLine', { id: explicit }));
    return null;
  }
  const direction = line.pattern.directionId;
  const mainOf = (routeId: string, wanted: number | null) => {
    const lines = byRoute.get(routeId) ?? [];
    return lines.find((l) => l.isMain && l.pattern.directionId === wanted) ?? null;
  };
  if (direction !== null) {
    const other = mainOf(line.route.routeId, 1 - direction);
    if (other) return other.externalId;
  }
  const reverseRoute = line.route.reverseRouteId;
  if (reverseRoute === null) return null;
  const target = (direction === null ? null : mainOf(reverseRoute, 1 - direction)) ?? byRoute.get(reverseRoute)?.[0] ?? null;
  return target?.externalId ?? null;
};

/** Turns a parsed feed into rows for this product's tables. Pure, apart from the cities it is given. */
export const mapGtfsFeed = (feed: GtfsFeed, cities: readonly KnownCity[]): ImportNetwork => {
  const problems = new GtfsProblems();
  const warnings: GtfsWarningArgs[] = [...feed.warnings];
  const stations = placeStations(feed, cities, problems, warnings);
  const stationsById = new Map(stations.map((s) => [s.externalId, s]));
  const zones = new Map(feed.stops.map((s) => [s.stopId, s.zoneId]));
  const agencies = feed.agencies.map((a) => ({ externalId: a.agencyId || a.name, name: a.name, phone: a.phone, url: a.url }));
  const agencyIds = new Map(feed.agencies.map((a) => [a.agencyId, a.agencyId || a.name]));

  const { planned, names } = planLines(feed, problems);
  const byRoute = new Map<string, PlannedLine[]>();
  for (const line of planned) byRoute.set(line.route.routeId, [...(byRoute.get(line.route.routeId) ?? []), line]);
  const ids = new Set(planned.map((l) => l.externalId));
  const price = createLinePricer(feed.fares);
  const unpricedCodes = new Set<string>();
  const lines = planned.map((plan): ImportLine => {
    const { pattern, route } = plan;
    const [first] = pattern.stopTimes;
    const start = minuteOf(first?.departureSeconds ?? 0);
    const stops = pattern.stopTimes.map((stopTime, index) => ({
      seq: index + 1,
      stationExternalId: stopTime.stopId,
      minutesFromStart: minuteOf(stopTime.departureSeconds) - start,
      canBoard: stopTime.pickupType !== 1,
      canAlight: stopTime.dropOffType !== 1,
    }));
    // The line's own price first, then the feed's fares, then the route's udian_price_cents.
    const fromFares =
      pattern.priceCents === null ? price(route.routeId, stops.map((s) => ({ zoneId: zones.get(s.stationExternalId) ?? '', canBoard: s.canBoard, canAlight: s.canAlight }))) : null;
    const flat = pattern.priceCents ?? (fromFares?.kind === 'flat' ? fromFares.priceCents : null) ?? (fromFares?.kind === 'pairs' ? null : route.priceCents);
    const isPriced = flat !== null || fromFares?.kind === 'pairs';
    // Named by the code the console's line list shows (a route's patterns share it).
    if (!isPriced) unpricedCodes.add(route.shortName || route.longName || route.routeId);
    const stopPoints = stops.map((stop): LngLat => {
      const station = stationsById.get(stop.stationExternalId);
      return [station?.lng ?? 0, station?.lat ?? 0];
    });
    const fullShape = pattern.shapeId ? (feed.shapes.get(pattern.shapeId) ?? []).map(toGcj02) : null;
    const shape = fullShape && shapeOfPattern(fullShape, stopPoints[0] ?? [0, 0], stopPoints[stopPoints.length - 1] ?? [0, 0]);
    return {
      externalId: plan.externalId,
      routeGroup: route.routeId,
      routeRank: plan.rank,
      directionId: pattern.directionId,
      cityId: stationsById.get(first?.stopId ?? '')?.cityId ?? 0,
      agencyExternalId: agencyIds.get(route.agencyId) ?? route.agencyId,
      code: route.shortName || route.longName,
      name: names.get(plan) ?? route.longName,
      type: route.lineType,
      isPriced,
      priceCents: flat ?? (fromFares?.kind === 'pairs' ? fromFares.priceCents : 0),
      fares: flat === null && fromFares?.kind === 'pairs' ? fromFares.pairs : [],
      isWhiteList: route.isWhiteList,
      acceptsTransitCard: route.acceptsTransitCard,
      color: route.color,
      description: route.description,
      shape,
      distanceM: pathLengthMeters(shape && shape.length > 1 ? shape : stopPoints),
      reverseExternalId: reverseOf(plan, byRoute, ids, problems),
      stops,
    };
  });
  problems.throwIfAny();
  if (unpricedCodes.size > 0) {
    const listed = [...unpricedCodes].slice(0, 10).join(', ') + (unpricedCodes.size > 10 ? '…' : '');
    warnings.push(['unpricedLines', { count: lines.filter((l) => !l.isPriced).length, codes: listed }]);
  }
  const lineOfPattern = new Map(planned.map((plan) => [plan.pattern, plan.externalId]));
  const routesWithLines = new Set(planned.map((p) => p.route.routeId));

  return {
    agencies,
    stations,
    lines,
    services: feed.services.map((s) => ({
      externalId: s.serviceId,
      weekdays: s.weekdays,
      startDate: s.startDate,
      endDate: s.endDate,
      followsCnWorkdays: s.followsCnWorkdays,
      exceptions: [...s.exceptions].map(([day, isRunning]) => ({ day, isRunning })),
    })),
    trips: feed.runs.map((run) => {
      const pattern = feed.patterns[run.pattern];
      return {
        externalId: run.externalId,
        lineExternalId: (pattern && lineOfPattern.get(pattern)) ?? '',
        serviceExternalId: run.serviceId,
        departureMinutes: minuteOf(run.departureSeconds),
        capacity: run.capacity,
        headsign: run.headsign,
      };
    }),
    skippedRouteIds: feed.routes.filter((route) => !routesWithLines.has(route.routeId)).map((route) => route.routeId),
    patternLines: planned.filter((p) => (byRoute.get(p.route.routeId)?.length ?? 0) > 1).length,
    unpricedLines: lines.filter((l) => !l.isPriced).length,
    warnings,
  };
};
