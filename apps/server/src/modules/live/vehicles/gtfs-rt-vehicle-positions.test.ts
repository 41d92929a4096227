import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { encodeFeed, vehicleEntity } from '../../../test/fake-gtfs-rt-feed';
import { decodeFeed, vehiclePointsOf } from './gtfs-rt-vehicle-positions';

const receivedAt = new Date('2026-11-23T01:00:00Z');
const t = receivedAt.getTime() / 1000;
const decoded = (entities: Parameters<typeof encodeFeed>[0]['entity'], headerTimestamp?: number) =>
  vehiclePointsOf(
    decodeFeed(encodeFeed({ header: { gtfsRealtimeVersion: '2.0', ...(headerTimestamp ? { timestamp: headerTimestamp } : {}) }, entity: entities })),
    receivedAt,
  );

describe('GTFS-Realtime VehiclePositions as our points', () => {
  it('names a vehicle by its licence plate, else its label, else its id', () => {
    const points = decoded([
      vehicleEntity('1', { id: 'bus-1', label: 'L1', licensePlate: '粤B·A1' }, { latitude: 22.5, longitude: 114 }, t),
      vehicleEntity('2', { id: 'bus-2', label: '粤B·A2' }, { latitude: 22.5, longitude: 114 }, t),
      vehicleEntity('3', { id: '粤B·A3' }, { latitude: 22.5, longitude: 114 }, t),
      vehicleEntity('4', {}, { latitude: 22.5, longitude: 114 }, t),
    ]);
    expect(points.map((p) => p.name)).toEqual(['粤B·A1', '粤B·A2', '粤B·A3', '']);
  });

  it('moves WGS-84 to GCJ-02 (some hundreds of metres in Shenzhen), m/s to km/h, and keeps the bearing', () => {
    const [p] = decoded([vehicleEntity('1', { label: 'A' }, { latitude: 22.5431, longitude: 114.0579, speed: 10, bearing: 275.5 }, t - 5)]);
    const [lng, lat] = gcoord.transform([114.0579, 22.5431], gcoord.WGS84, gcoord.GCJ02);
    // GTFS-Realtime carries degrees as 32-bit floats: about a metre of precision.
    expect(p!.point.lng).toBeCloseTo(lng, 5);
    expect(p!.point.lat).toBeCloseTo(lat, 5);
    expect(Math.abs(p!.point.lng - 114.0579) + Math.abs(p!.point.lat - 22.5431)).toBeGreaterThan(0.002);
    expect(p!.point.speedKmh).toBe(36);
    expect(p!.point.heading).toBe(275.5);
    expect(p!.point.recordedAt.toISOString()).toBe('2026-11-23T00:59:55.000Z');
  });

  it('takes the feed’s time when the vehicle gives none, else the time it arrived; no speed or bearing reads 0', () => {
    const withHeader = decoded([vehicleEntity('1', { label: 'A' }, { latitude: 22.5, longitude: 114 })], t - 30);
    expect(withHeader[0]!.point).toMatchObject({ speedKmh: 0, heading: 0, recordedAt: new Date((t - 30) * 1000) });
    const without = decoded([vehicleEntity('1', { label: 'A' }, { latitude: 22.5, longitude: 114 })]);
    expect(without[0]!.point.recordedAt).toEqual(receivedAt);
  });

  it('skips entities without a vehicle position (trip updates, alerts) and deleted ones', () => {
    const points = decoded([
      { id: 'tu', tripUpdate: { trip: { tripId: 'x' }, stopTimeUpdate: [] } },
      { id: 'gone', isDeleted: true, vehicle: { vehicle: { label: 'A' }, position: { latitude: 22.5, longitude: 114 } } },
      { id: 'nopos', vehicle: { vehicle: { label: 'A' } } },
    ]);
    expect(points).toEqual([]);
  });

  it('refuses bytes that are not a feed', () => {
    expect(() => decodeFeed(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x0f]))).toThrow();
  });
});
