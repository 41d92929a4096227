import type { GtfsRtFormat } from '@udian/contracts/endpoints/gtfs-realtime/gtfs-realtime-feeds';
import { ETA_LIVE_SECONDS } from '@udian/contracts/schemas/eta';
import type { EtaRepository } from '../eta/eta.repository';
import { currentDeparture, DEPARTURES_AFTER_MS, DEPARTURES_BEFORE_MS, type EtaService } from '../eta/eta.service';
import { encodeMessage, messageJson, tripUpdatesMessage, vehiclePositionsMessage, type LiveRun } from './gtfs-rt-feed-message';
import type { GtfsRtFeedRepository } from './gtfs-rt-feed.repository';

/** A built pair of feeds is served this long: however many planners poll, one build per instance per interval. */
export const FEED_CACHE_MS = 5_000;

export type GtfsRtFeedKind = 'vehiclePositions' | 'tripUpdates';
export type FeedAnswer = { contentType: string; body: Uint8Array | string };

type Snapshot = { builtAt: number; bytes: Record<GtfsRtFeedKind, Uint8Array>; json: Partial<Record<GtfsRtFeedKind, string>> };

/**
 * GTFS-Realtime out (decision 064). A bus is in the feeds when it is live as the app's live view says
 * (its latest position at most ETA_LIVE_SECONDS old), it runs a departure (the ETA engine's current one: its
 * latest that has begun, allowing for waiting at the first stop), that departure's line is public (running,
 * kept for no group, no phone list) and it has not passed the line's last stop. Positions and predictions are
 * the ETA engine's own answer for the line (lineEta), so the feeds and the line page never disagree.
 */
export const createGtfsRtFeedService = (deps: { etas: EtaRepository; feeds: GtfsRtFeedRepository; etaService: EtaService; now?: () => Date }) => {
  const { etas, feeds, etaService } = deps;
  const now = deps.now ?? (() => new Date());

  const liveRuns = async (at: Date): Promise<LiveRun[]> => {
    const recent = await etas.recentlyReported(new Date(at.getTime() - ETA_LIVE_SECONDS * 1000));
    const departures = await etas.departuresOf(
      recent.map((v) => v.vehicle_id),
      { from: new Date(at.getTime() - DEPARTURES_BEFORE_MS), to: new Date(at.getTime() + DEPARTURES_AFTER_MS) },
    );
    const running = recent.flatMap((vehicle) => {
      const current = currentDeparture(departures, vehicle);
      return current ? [{ vehicle, current }] : [];
    });
    const lines = await feeds.publicLines([...new Set(running.map((r) => r.current.line_id))]);
    const routeIds = new Map(lines.map((l) => [l.id, l.route_id]));
    const onPublic = running.filter((r) => routeIds.has(r.current.line_id));
    const lineIds = lines.map((l) => l.id);
    const [runs, stops, states] = await Promise.all([
      feeds.runs(onPublic.map((r) => r.current.id)),
      feeds.stops(lineIds),
      Promise.all(lineIds.map((id) => etaService.lineEta(String(id), at))),
    ]);
    const tripOf = new Map(runs.map((r) => [r.departure_id, r]));
    const stateOf = new Map(lineIds.map((id, i) => [id, states[i]!]));

    return onPublic.flatMap(({ vehicle, current }): LiveRun[] => {
      const id = String(vehicle.vehicle_id);
      const state = stateOf.get(current.line_id);
      const shown = state?.vehicles.find((v) => v.vehicleId === id);
      const trip = tripOf.get(current.id);
      // Not snapped by the engine, stale by its clock, or past the last stop: not running this trip now.
      if (!state || !shown || shown.isStale || shown.nextStopSeq === null || !trip) return [];
      return [
        {
          vehicle: { id: vehicle.vehicle_id, plate: vehicle.plate, lng: vehicle.lng, lat: vehicle.lat, heading: vehicle.heading, speedKmh: vehicle.speed_kmh, recordedAt: vehicle.recorded_at, nextStopSeq: shown.nextStopSeq },
          trip: { tripId: trip.trip_id, routeId: routeIds.get(current.line_id)!, serviceDate: trip.service_date, departureMinutes: trip.departure_minutes },
          stops: stops.filter((s) => s.line_id === current.line_id).map((s) => ({ seq: s.seq, stopId: s.stop_id, minutesFromStart: s.minutes_from_start })),
          predictions: state.stops.flatMap((s) => s.etas.filter((e) => e.vehicleId === id).map((e) => ({ seq: s.seq, arrivesAt: new Date(e.arrivesAt) }))),
        },
      ];
    });
  };

  const build = async (): Promise<Snapshot> => {
    const at = now();
    const runs = (await liveRuns(at)).sort((a, b) => a.vehicle.id - b.vehicle.id);
    return {
      builtAt: at.getTime(),
      bytes: { vehiclePositions: encodeMessage(vehiclePositionsMessage(runs, at)), tripUpdates: encodeMessage(tripUpdatesMessage(runs, at)) },
      json: {},
    };
  };

  // One build at a time: requests while it runs wait for it rather than start their own.
  let cached: Snapshot | null = null;
  let building: Promise<Snapshot> | null = null;
  const snapshot = async (): Promise<Snapshot> => {
    const age = cached ? now().getTime() - cached.builtAt : Infinity;
    if (cached && age >= 0 && age < FEED_CACHE_MS) return cached;
    building ??= build()
      .then((built) => (cached = built))
      .finally(() => (building = null));
    return building;
  };

  return {
    /** A feed as protobuf bytes or JSON, from the snapshot of the last FEED_CACHE_MS. */
    feed: async (kind: GtfsRtFeedKind, format: GtfsRtFormat): Promise<FeedAnswer> => {
      const current = await snapshot();
      if (format === 'protobuf') return { contentType: 'application/x-protobuf', body: current.bytes[kind] };
      current.json[kind] ??= messageJson(current.bytes[kind]);
      return { contentType: 'application/json; charset=utf-8', body: current.json[kind] };
    },
  };
};

export type GtfsRtFeedService = ReturnType<typeof createGtfsRtFeedService>;
