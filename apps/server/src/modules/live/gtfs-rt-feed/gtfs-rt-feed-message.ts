import gcoord from 'gcoord';
import type { transit_realtime } from 'gtfs-realtime-bindings';
import { createRequire } from 'node:module';
import { shanghaiInstant } from '../../../time/shanghai-time';

// The bindings are a CommonJS module whose exports Node cannot name statically (decision 026).
const { transit_realtime: rt } = createRequire(import.meta.url)('gtfs-realtime-bindings') as typeof import('gtfs-realtime-bindings');

/**
 * A live bus on a run of a public line, as the feeds need it (pure data; decision 064). Coordinates are ours
 * (GCJ-02); the stops are the line's, in order; the predictions are the ETA engine's for this bus.
 */
export type LiveRun = {
  vehicle: { id: number; plate: string; lng: number; lat: number; heading: number; speedKmh: number; recordedAt: Date; nextStopSeq: number };
  trip: { tripId: string; routeId: string; serviceDate: string; departureMinutes: number };
  stops: { seq: number; stopId: string; minutesFromStart: number }[];
  predictions: { seq: number; arrivesAt: Date }[];
};

const pad2 = (n: number): string => String(n).padStart(2, '0');
const unixSeconds = (at: Date): number => Math.round(at.getTime() / 1000);
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** GTFS's HH:MM:SS of a trip's start, past 24:00:00 for a run after midnight of its service date. */
export const gtfsTime = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:00`;

/**
 * The trip as the static export names it; every run we serve is in the static timetable (SCHEDULED). Its start
 * time is the first stop's departure_time in the export's stop_times.txt.
 */
const tripDescriptor = ({ trip, stops }: LiveRun): transit_realtime.ITripDescriptor => ({
  tripId: trip.tripId,
  routeId: trip.routeId,
  startDate: trip.serviceDate.replaceAll('-', ''),
  startTime: gtfsTime(trip.departureMinutes + (stops[0]?.minutesFromStart ?? 0)),
  scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.SCHEDULED,
});

const vehicleDescriptor = ({ vehicle }: LiveRun): transit_realtime.IVehicleDescriptor => ({
  id: String(vehicle.id),
  label: vehicle.plate,
  licensePlate: vehicle.plate,
});

const header = (at: Date): transit_realtime.IFeedHeader => ({
  gtfsRealtimeVersion: '2.0',
  incrementality: rt.FeedHeader.Incrementality.FULL_DATASET,
  timestamp: unixSeconds(at),
});

/**
 * One VehiclePosition per run: the fix in WGS-84 (GTFS-Realtime's datum, from our GCJ-02 with gcoord), bearing
 * in degrees, speed in m/s, its own time, and the stop it is heading for (the ETA engine's next stop: a stop
 * counts as reached within 10 m, so a bus at a stop is already on its way to the next one: IN_TRANSIT_TO).
 */
export const vehiclePositionsMessage = (runs: readonly LiveRun[], at: Date): transit_realtime.IFeedMessage => ({
  header: header(at),
  entity: runs.map((run) => {
    const { vehicle } = run;
    const [longitude, latitude] = gcoord.transform([vehicle.lng, vehicle.lat], gcoord.GCJ02, gcoord.WGS84);
    const stop = run.stops.find((s) => s.seq === vehicle.nextStopSeq);
    return {
      id: `vehicle-${vehicle.id}`,
      vehicle: {
        trip: tripDescriptor(run),
        vehicle: vehicleDescriptor(run),
        position: { latitude: round6(latitude), longitude: round6(longitude), bearing: vehicle.heading, speed: Math.round((vehicle.speedKmh / 3.6) * 100) / 100 },
        timestamp: unixSeconds(vehicle.recordedAt),
        currentStopSequence: vehicle.nextStopSeq,
        ...(stop ? { stopId: stop.stopId } : {}),
        currentStatus: rt.VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO,
      },
    };
  }),
});

/**
 * One TripUpdate per run with predictions: a StopTimeUpdate for every stop ahead (the engine predicts none for
 * stops passed), arrival.time its predicted instant, arrival.delay against the static timetable (the trip's
 * start plus the stop's minutes_from_start on its service date, Asia/Shanghai). A run without predictions (a
 * bus off its route) has no TripUpdate: the spec wants at least one StopTimeUpdate for a scheduled trip.
 */
export const tripUpdatesMessage = (runs: readonly LiveRun[], at: Date): transit_realtime.IFeedMessage => ({
  header: header(at),
  entity: runs
    .filter((run) => run.predictions.length > 0)
    .map((run) => {
      const minutes = new Map(run.stops.map((s) => [s.seq, s]));
      return {
        id: `trip-${run.trip.tripId}-${run.trip.serviceDate.replaceAll('-', '')}`,
        tripUpdate: {
          trip: tripDescriptor(run),
          vehicle: vehicleDescriptor(run),
          timestamp: unixSeconds(run.vehicle.recordedAt),
          stopTimeUpdate: run.predictions.flatMap((prediction) => {
            const stop = minutes.get(prediction.seq);
            if (!stop) return [];
            const time = unixSeconds(prediction.arrivesAt);
            const scheduled = unixSeconds(shanghaiInstant(run.trip.serviceDate, run.trip.departureMinutes + stop.minutesFromStart));
            return [
              {
                stopSequence: stop.seq,
                stopId: stop.stopId,
                arrival: { time, delay: time - scheduled },
                scheduleRelationship: rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED,
              },
            ];
          }),
        },
      };
    }),
});

/** The message as protobuf bytes (what the feeds answer by default). */
export const encodeMessage = (message: transit_realtime.IFeedMessage): Uint8Array => rt.FeedMessage.encode(rt.FeedMessage.fromObject(message)).finish();

/**
 * The encoded message decoded again, as JSON: the bindings' toObject with the proto's camelCase names, enums by
 * name and 64-bit integers (the timestamps) as numbers (unix seconds fit a double for millions of years).
 */
export const messageJson = (bytes: Uint8Array): string =>
  JSON.stringify(rt.FeedMessage.toObject(rt.FeedMessage.decode(bytes), { enums: String, longs: Number }));
