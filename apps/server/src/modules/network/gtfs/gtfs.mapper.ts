import gcoord from 'gcoord';
import type { LineType } from '../../../db/schema';
import { GtfsError } from './gtfs-error';
import type { GtfsFeed, GtfsRoute, GtfsShapePoint, GtfsTrip } from './gtfs-feed.types';
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
  cityId: number;
  agencyExternalId: string;
  code: string;
  name: string;
  type: LineType;
  priceCents: number;
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
};

export type KnownCity = { id: number; lng: number; lat: number };

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** GTFS is WGS-84; Chinese maps draw GCJ-02. */
export const toGcj02 = ({ lng, lat }: GtfsShapePoint): [number, number] => {
  const [gLng, gLat] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
  return [round6(gLng), round6(gLat)];
};

const minuteOf = (seconds: number): number => Math.floor(seconds / 60);

const nearestCity = (cities: readonly KnownCity[], point: LngLat): KnownCity | undefined => {
  let best: { city: KnownCity; meters: number } | undefined;
  for (const city of cities) {
    const meters = lngLatMeters(point, [city.lng, city.lat]);
    if (!best || meters < best.meters) best = { city, meters };
  }
  return best?.city;
};

const placeStations = (feed: GtfsFeed, cities: readonly KnownCity[]): ImportStation[] => {
  const cityIds = new Set(cities.map((c) => c.id));
  return feed.stops.map((stop) => {
    const [lng, lat] = toGcj02(stop);
    if (stop.cityId !== null && !cityIds.has(stop.cityId)) {
      throw new GtfsError('stops.txt', stop.line, 'unknownCity', { cityId: stop.cityId });
    }
    const cityId = stop.cityId ?? nearestCity(cities, [lng, lat])?.id;
    if (cityId === undefined) {
      throw new GtfsError('stops.txt', stop.line, 'noCity');
    }
    return { externalId: stop.stopId, cityId, name: stop.name, alias: stop.alias, lng, lat };
  });
};

type LineContext = { feed: GtfsFeed; stations: Map<string, ImportStation>; agencyIds: Map<string, string> };

const toLine = (route: GtfsRoute, trips: GtfsTrip[], { feed, stations, agencyIds }: LineContext): ImportLine => {
  const [firstTrip] = trips;
  if (!firstTrip) throw new Error(`route ${route.routeId} has no trips`);
  if (route.priceCents === null) {
    throw new GtfsError('routes.txt', route.line, 'noPrice', { routeId: route.routeId });
  }
  const start = minuteOf(firstTrip.stopTimes[0]?.departureSeconds ?? 0);
  const stops = firstTrip.stopTimes.map((stopTime, index) => ({
    seq: index + 1,
    stationExternalId: stopTime.stopId,
    minutesFromStart: minuteOf(stopTime.departureSeconds) - start,
    canBoard: stopTime.pickupType !== 1,
    canAlight: stopTime.dropOffType !== 1,
  }));
  const shapeId = trips.find((trip) => trip.shapeId !== null)?.shapeId;
  const shape = shapeId ? (feed.shapes.get(shapeId) ?? []).map(toGcj02) : null;
  const stopPoints = stops.map((stop): LngLat => {
    const station = stations.get(stop.stationExternalId);
    return [station?.lng ?? 0, station?.lat ?? 0];
  });
  return {
    externalId: route.routeId,
    cityId: stations.get(firstTrip.stopTimes[0]?.stopId ?? '')?.cityId ?? 0,
    agencyExternalId: agencyIds.get(route.agencyId) ?? route.agencyId,
    code: route.shortName || route.longName,
    name: route.longName || route.shortName,
    type: route.lineType,
    priceCents: route.priceCents,
    isWhiteList: route.isWhiteList,
    acceptsTransitCard: route.acceptsTransitCard,
    color: route.color,
    description: route.description,
    shape,
    distanceM: pathLengthMeters(shape && shape.length > 1 ? shape : stopPoints),
    reverseExternalId: route.reverseRouteId,
    stops,
  };
};

/** Turns a parsed feed into rows for this product's tables. Pure, apart from the cities it is given. */
export const mapGtfsFeed = (feed: GtfsFeed, cities: readonly KnownCity[]): ImportNetwork => {
  const stations = placeStations(feed, cities);
  const stationsById = new Map(stations.map((s) => [s.externalId, s]));
  const agencies = feed.agencies.map((a) => ({ externalId: a.agencyId || a.name, name: a.name, phone: a.phone, url: a.url }));
  const agencyIds = new Map(feed.agencies.map((a) => [a.agencyId, a.agencyId || a.name]));

  const tripsByRoute = new Map<string, GtfsTrip[]>();
  for (const trip of feed.trips) {
    const routeTrips = tripsByRoute.get(trip.routeId);
    if (routeTrips) routeTrips.push(trip);
    else tripsByRoute.set(trip.routeId, [trip]);
  }
  const routesWithTrips = feed.routes.filter((route) => tripsByRoute.has(route.routeId));
  const context = { feed, stations: stationsById, agencyIds };
  const lines = routesWithTrips.map((route) => toLine(route, tripsByRoute.get(route.routeId) ?? [], context));
  const lineIds = new Set(lines.map((l) => l.externalId));

  return {
    agencies,
    stations,
    // A reverse route that was skipped (no trips) cannot be linked.
    lines: lines.map((line) => ({
      ...line,
      reverseExternalId: line.reverseExternalId && lineIds.has(line.reverseExternalId) ? line.reverseExternalId : null,
    })),
    services: feed.services.map((s) => ({
      externalId: s.serviceId,
      weekdays: s.weekdays,
      startDate: s.startDate,
      endDate: s.endDate,
      followsCnWorkdays: s.followsCnWorkdays,
      exceptions: [...s.exceptions].map(([day, isRunning]) => ({ day, isRunning })),
    })),
    trips: feed.trips.map((trip) => ({
      externalId: trip.tripId,
      lineExternalId: trip.routeId,
      serviceExternalId: trip.serviceId,
      departureMinutes: minuteOf(trip.stopTimes[0]?.departureSeconds ?? 0),
      capacity: trip.capacity,
      headsign: trip.headsign,
    })),
    skippedRouteIds: feed.routes.filter((route) => !tripsByRoute.has(route.routeId)).map((route) => route.routeId),
  };
};
