import gcoord from 'gcoord';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { encodeMessage, gtfsTime, messageJson, tripUpdatesMessage, vehiclePositionsMessage, type LiveRun } from './gtfs-rt-feed-message';

const { transit_realtime: rt } = createRequire(import.meta.url)('gtfs-realtime-bindings') as typeof import('gtfs-realtime-bindings');

const at = new Date('2026-11-30T00:10:00Z'); // 08:10 in Shanghai
const run = (over: Partial<LiveRun> = {}): LiveRun => ({
  vehicle: { id: 7, plate: '粤B·T0007', lng: 114.0553, lat: 22.537, heading: 265, speedKmh: 36, recordedAt: new Date('2026-11-30T00:09:55Z'), nextStopSeq: 2 },
  trip: { tripId: 'T-0800', routeId: 'R-1', serviceDate: '2026-11-30', departureMinutes: 480 },
  stops: [
    { seq: 0, stopId: 'S-a', minutesFromStart: 0 },
    { seq: 1, stopId: 'S-b', minutesFromStart: 5 },
    { seq: 2, stopId: 'S-c', minutesFromStart: 15 },
    { seq: 3, stopId: 'S-d', minutesFromStart: 30 },
  ],
  predictions: [
    { seq: 2, arrivesAt: new Date('2026-11-30T00:17:30.400Z') },
    { seq: 3, arrivesAt: new Date('2026-11-30T00:31:00Z') },
  ],
  ...over,
});

describe('GTFS-Realtime messages', () => {
  it('writes start times past midnight as GTFS does', () => {
    expect(gtfsTime(480)).toBe('08:00:00');
    expect(gtfsTime(65)).toBe('01:05:00');
    expect(gtfsTime(1500)).toBe('25:00:00');
  });

  it('places a bus in WGS-84 with its trip, speed in m/s and the stop it heads for', () => {
    const feed = rt.FeedMessage.decode(encodeMessage(vehiclePositionsMessage([run()], at)));
    expect(feed.header).toMatchObject({ gtfsRealtimeVersion: '2.0', incrementality: rt.FeedHeader.Incrementality.FULL_DATASET });
    expect(Number(feed.header.timestamp)).toBe(at.getTime() / 1000);
    const vehicle = feed.entity[0]!.vehicle!;
    expect(vehicle.trip).toMatchObject({ tripId: 'T-0800', routeId: 'R-1', startDate: '20261130', startTime: '08:00:00', scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.SCHEDULED });
    expect(vehicle.vehicle).toMatchObject({ id: '7', label: '粤B·T0007', licensePlate: '粤B·T0007' });
    const [lng, lat] = gcoord.transform([114.0553, 22.537], gcoord.GCJ02, gcoord.WGS84);
    expect(vehicle.position!.longitude).toBeCloseTo(lng, 5);
    expect(vehicle.position!.latitude).toBeCloseTo(lat, 5);
    expect(vehicle.position!.speed).toBeCloseTo(10, 4);
    expect(vehicle.position!.bearing).toBe(265);
    expect(Number(vehicle.timestamp)).toBe(Date.parse('2026-11-30T00:09:55Z') / 1000);
    expect(vehicle).toMatchObject({ currentStopSequence: 2, stopId: 'S-c', currentStatus: rt.VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO });
  });

  it('gives each predicted stop its arrival in unix seconds and its delay against the timetable', () => {
    const feed = rt.FeedMessage.decode(encodeMessage(tripUpdatesMessage([run(), run({ vehicle: { ...run().vehicle, id: 8 }, trip: { ...run().trip, tripId: 'T-off' }, predictions: [] })], at)));
    // The bus off its route (no predictions) has no TripUpdate.
    expect(feed.entity.map((e) => e.tripUpdate!.trip!.tripId)).toEqual(['T-0800']);
    const update = feed.entity[0]!.tripUpdate!;
    expect(update.vehicle).toMatchObject({ id: '7', label: '粤B·T0007' });
    // S-c, due at 08:15, arrives 08:17:30: 150 s late; the last stop, due 08:30, at 08:31.
    expect(update.stopTimeUpdate!.map((u) => [u.stopSequence, u.stopId, Number(u.arrival!.time), u.arrival!.delay])).toEqual([
      [2, 'S-c', Date.parse('2026-11-30T00:17:30Z') / 1000, 150],
      [3, 'S-d', Date.parse('2026-11-30T00:31:00Z') / 1000, 60],
    ]);
  });

  it('answers JSON as the decoded message with enums by name and timestamps as numbers', () => {
    const json = JSON.parse(messageJson(encodeMessage(tripUpdatesMessage([run()], at)))) as { header: Record<string, unknown>; entity: { tripUpdate: { stopTimeUpdate: { arrival: { time: unknown } }[] } }[] };
    expect(json.header).toEqual({ gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET', timestamp: at.getTime() / 1000 });
    expect(json.entity[0]!.tripUpdate.stopTimeUpdate[0]!.arrival.time).toBe(Date.parse('2026-11-30T00:17:30Z') / 1000);
  });
});
