import { GtfsError } from './gtfs-error';
import type { GtfsFiles } from './gtfs-feed.reader';
import type { GtfsFeed, GtfsTrip } from './gtfs-feed.types';
import { parseAgencies, parseRoutes, parseStops } from './gtfs-network.parser';
import { parseServices, parseShapes, parseTrips } from './gtfs-schedule.parser';

/**
 * A line in this product is one stop pattern: a passenger buys from stop A to stop B of "the line". So every
 * trip of a route must call at the same stops in the same order as the route's first trip (in trips.txt
 * order); a route whose trips differ must be split into routes, one per pattern.
 */
const checkOneStopPattern = (trips: GtfsTrip[]) => {
  const firstOfRoute = new Map<string, GtfsTrip>();
  for (const trip of trips) {
    const first = firstOfRoute.get(trip.routeId);
    if (!first) {
      firstOfRoute.set(trip.routeId, trip);
      continue;
    }
    const length = Math.max(first.stopTimes.length, trip.stopTimes.length);
    for (let i = 0; i < length; i += 1) {
      const expected = first.stopTimes[i]?.stopId;
      const actual = trip.stopTimes[i]?.stopId;
      if (expected === actual) continue;
      const line = (trip.stopTimes[i] ?? trip.stopTimes[trip.stopTimes.length - 1])?.line ?? trip.line;
      const pattern = { tripId: trip.tripId, routeId: trip.routeId, firstTripId: first.tripId };
      if (actual === undefined) {
        throw new GtfsError('stop_times.txt', line, 'patternEndsEarly', { ...pattern, count: trip.stopTimes.length, expected: expected ?? '' });
      }
      if (expected === undefined) throw new GtfsError('stop_times.txt', line, 'patternGoesOn', { ...pattern, actual });
      throw new GtfsError('stop_times.txt', line, 'patternDiffers', { ...pattern, actual, expected });
    }
  }
};

/** Parses and checks a whole feed; nothing is written anywhere, so a refused feed changes nothing. */
export const parseGtfsFeed = (files: GtfsFiles): GtfsFeed => {
  const agencies = parseAgencies(files);
  const { stops, otherLocations } = parseStops(files);
  const routes = parseRoutes(files, agencies);
  const services = parseServices(files);
  const shapes = parseShapes(files);
  const trips = parseTrips(files, {
    routeIds: new Set(routes.map((r) => r.routeId)),
    serviceIds: new Set(services.keys()),
    shapeIds: new Set(shapes.keys()),
    stopIds: new Set(stops.map((s) => s.stopId)),
    otherLocations,
  });
  checkOneStopPattern(trips);
  return { agencies, stops, routes, services: [...services.values()], trips, shapes };
};
