import type { LineStopEtaData } from '@udian/contracts/endpoints/eta/line-eta';
import { ETA_LIVE_SECONDS, type EtaStop, type EtaVehicle, type LineEta, type LineVehicles } from '@udian/contracts/schemas/eta';
import { LATE_THRESHOLD_MINUTES, LIVE_MAP_RECENT_MINUTES } from '@udian/contracts/endpoints/ops/live/live-buses';
import { AppError } from '../../../http/app-error';
import { LINE_NOT_FOUND } from '../../network/lines/line-detail.service';
import { predictArrivals, type EtaLine } from './eta-engine';
import type { EtaDepartureRow, EtaRepository, RecentVehicleRow } from './eta.repository';
import { liveBusOf } from './live-buses';
import { buildRoute, nextStopIndex } from '../../../lib/route-geometry';
import { ARRIVED_WITHIN_M, trackOf } from './vehicle-track';

const MINUTE_MS = 60_000;
/** Vehicles of departures leaving in this window around now may be on the line. */
export const DEPARTURES_BEFORE_MS = 6 * 60 * MINUTE_MS;
export const DEPARTURES_AFTER_MS = 60 * MINUTE_MS;
/** A bus may report from its first stop this long before its departure time. */
const EARLY_AT_FIRST_STOP_MS = 15 * MINUTE_MS;
/** The track behind the latest position that snapping and today's segment times are read from. */
const TRACK_MS = 30 * MINUTE_MS;
/** Farther than this from the route, a bus is not on it (at the depot, on a detour): shown, but no ETAs. */
export const OFF_ROUTE_M = 300;

/** The run a bus is on: its latest departure that has begun (allowing for waiting at the first stop). */
export const currentDeparture = (departures: readonly EtaDepartureRow[], position: { vehicle_id: number; recorded_at: Date }) =>
  departures.filter((d) => d.vehicle_id === position.vehicle_id && d.departs_at.getTime() <= position.recorded_at.getTime() + EARLY_AT_FIRST_STOP_MS).at(-1);

/**
 * Live buses on a line (decision 028): each vehicle's latest position snapped to the route (with its recent
 * track, so overlapping roads and loops keep the right pass), its progress and next stop, and the ETA of
 * every live vehicle at each stop ahead. A vehicle whose last position is older than ETA_LIVE_SECONDS is
 * stale: listed and flagged, but it gives no ETAs; with no live vehicle the line is not live and no stop
 * has an ETA (decision 028).
 */
export const createEtaService = ({ etas, now = () => new Date() }: { etas: EtaRepository; now?: () => Date }) => {
  const lineEta = async (lineIdText: string, at = now()): Promise<LineEta> => {
    const lineId = Number(lineIdText);
    const line = await etas.findLine(lineId);
    if (!line?.is_active) throw new AppError('notFound', LINE_NOT_FOUND);
    const [stops, table, vehicles] = await Promise.all([
      etas.lineStops(lineId),
      etas.segmentTable(lineId),
      etas.lineVehicles(lineId, { from: new Date(at.getTime() - DEPARTURES_BEFORE_MS), to: new Date(at.getTime() + DEPARTURES_AFTER_MS) }),
    ]);
    const route = buildRoute(line.shape, stops.map((s) => ({ seq: s.seq, lng: s.lng, lat: s.lat })));
    const etaLine: EtaLine = { route, scheduleMinutes: stops.map((s) => s.minutes_from_start), table };
    const vehicleIds = vehicles.map((v) => v.id);
    const [latest, departures] = await Promise.all([
      etas.latestPositions(vehicleIds),
      etas.departuresOf(vehicleIds, { from: new Date(at.getTime() - DEPARTURES_BEFORE_MS), to: new Date(at.getTime() + DEPARTURES_AFTER_MS) }),
    ]);
    const plates = new Map(vehicles.map((v) => [v.id, v.plate]));
    const etasByStop = new Map<number, LineEta['stops'][number]['etas']>();
    const shown: EtaVehicle[] = [];

    for (const position of latest) {
      // The run the bus is on: its latest departure that has begun (allowing for waiting at the first stop).
      const current = currentDeparture(departures, position);
      // Serving another line now (an owned bus lent to the return run): not this line's.
      if (current && current.line_id !== lineId) continue;
      const trackFrom = Math.max(position.recorded_at.getTime() - TRACK_MS, current ? current.departs_at.getTime() - EARLY_AT_FIRST_STOP_MS : -Infinity);
      const points = await etas.positionsBetween(position.vehicle_id, new Date(trackFrom), position.recorded_at);
      const track = trackOf(
        route,
        points.map((p) => ({ lng: p.lng, lat: p.lat, recordedAt: p.recorded_at })),
      );
      if (!track) continue;
      const isStale = at.getTime() - position.recorded_at.getTime() > ETA_LIVE_SECONDS * 1000;
      const next = nextStopIndex(route, track.along, ARRIVED_WITHIN_M);
      const vehicleId = String(position.vehicle_id);
      shown.push({
        vehicleId,
        plate: plates.get(position.vehicle_id) ?? '',
        lng: position.lng,
        lat: position.lat,
        heading: position.heading,
        speedKmh: position.speed_kmh,
        recordedAt: position.recorded_at.toISOString(),
        progressMeters: Math.round(track.along),
        nextStopSeq: next < route.stopSeqs.length ? route.stopSeqs[next]! : null,
        isStale,
      });
      if (isStale || track.offset > OFF_ROUTE_M) continue;
      for (const prediction of predictArrivals(etaLine, track, current?.departs_at ?? null)) {
        const list = etasByStop.get(prediction.seq) ?? [];
        list.push({
          vehicleId,
          etaSeconds: Math.max(0, Math.round((prediction.arrivesAt.getTime() - at.getTime()) / 1000)),
          arrivesAt: prediction.arrivesAt.toISOString(),
        });
        etasByStop.set(prediction.seq, list);
      }
    }

    return {
      lineId: String(lineId),
      isLive: shown.some((v) => !v.isStale),
      generatedAt: at.toISOString(),
      vehicles: shown,
      stops: stops.map(
        (s): EtaStop => ({
          seq: s.seq,
          stationId: String(s.station_id),
          name: s.name,
          lng: s.lng,
          lat: s.lat,
          etas: (etasByStop.get(s.seq) ?? []).sort((a, b) => a.etaSeconds - b.etaSeconds),
        }),
      ),
    };
  };

  return {
    lineEta,

    /** The line page's call: LineEta, and the passenger's stop on its own when they name one. */
    lineStopEta: async (lineId: string, stationId: string | undefined): Promise<LineStopEtaData> => {
      const answer = await lineEta(lineId);
      if (stationId === undefined) return { ...answer, station: null };
      const station = answer.stops.find((s) => s.stationId === stationId);
      if (!station) throw new AppError('etaStationNotOnLine');
      return { ...answer, station };
    },

    /**
     * The operator's live map: every bus that reported within LIVE_MAP_RECENT_MINUTES, on the line of the run
     * it is on (else its own line), with the ETA engine's next stop and the lateness there (live-buses.ts).
     */
    liveBuses: async () => {
      const at = now();
      const recent = await etas.recentlyReported(new Date(at.getTime() - LIVE_MAP_RECENT_MINUTES * MINUTE_MS));
      const departures = await etas.departuresOf(
        recent.map((v) => v.vehicle_id),
        { from: new Date(at.getTime() - DEPARTURES_BEFORE_MS), to: new Date(at.getTime() + DEPARTURES_AFTER_MS) },
      );
      const currents = new Map(recent.map((v) => [v.vehicle_id, currentDeparture(departures, v)]));
      const lineIdOf = (v: RecentVehicleRow) => currents.get(v.vehicle_id)?.line_id ?? v.line_id;
      const lines = await etas.lineRefs([...new Set(recent.map(lineIdOf).filter((id): id is number => id !== null))]);
      const states = new Map(
        await Promise.all(
          lines
            .filter((l) => l.is_active)
            .map(async (l) => {
              const [state, stops] = await Promise.all([lineEta(String(l.id), at), etas.lineStops(l.id)]);
              return [l.id, { state, minutes: new Map(stops.map((s) => [s.seq, s.minutes_from_start])) }] as const;
            }),
        ),
      );
      const buses = recent.map((vehicle) => {
        const lineId = lineIdOf(vehicle);
        const state = lineId === null ? undefined : states.get(lineId);
        return liveBusOf({
          vehicle,
          line: lines.find((l) => l.id === lineId) ?? null,
          current: currents.get(vehicle.vehicle_id),
          lineEta: state?.state ?? null,
          scheduleMinutesBySeq: state?.minutes ?? new Map(),
          liveSeconds: ETA_LIVE_SECONDS,
          at,
        });
      });
      return {
        generatedAt: at.toISOString(),
        lateThresholdMinutes: LATE_THRESHOLD_MINUTES,
        summary: {
          live: buses.filter((b) => !b.isStale).length,
          late: buses.filter((b) => !b.isStale && b.isLate).length,
          stale: buses.filter((b) => b.isStale).length,
        },
        buses,
      };
    },

    /** The vehicles only (online-bus). */
    lineVehicles: async (lineId: string): Promise<LineVehicles> => {
      const { stops: _stops, ...vehicles } = await lineEta(lineId);
      return vehicles;
    },
  };
};

export type EtaService = ReturnType<typeof createEtaService>;
