import type { LineEta } from '@udian/contracts/schemas/eta';
import { describe, expect, it } from 'vitest';
import { liveBusOf } from './live-buses';

const AT = new Date('2026-11-23T00:30:00Z'); // 08:30 in Shanghai
const DEPARTS = new Date('2026-11-23T00:00:00Z');

const vehicle = { vehicle_id: 7, plate: '粤B·D10001', line_id: 3, lng: 114.03, lat: 22.536, speed_kmh: 25, heading: 270, recorded_at: new Date(AT.getTime() - 10_000) };
const line = { id: 3, code: 'M101', name: '福田—南山通勤快线' };
const current = { id: 91, line_id: 3, vehicle_id: 7, departs_at: DEPARTS };

const lineEta = (arrivesAt: string | null, nextStopSeq: number | null = 2): LineEta => ({
  lineId: '3',
  isLive: true,
  generatedAt: AT.toISOString(),
  vehicles: [{ vehicleId: '7', plate: '粤B·D10001', lng: 114.03, lat: 22.536, heading: 270, speedKmh: 25, recordedAt: vehicle.recorded_at.toISOString(), progressMeters: 1500, nextStopSeq, isStale: false }],
  stops: [2, 3].map((seq) => ({
    seq,
    stationId: String(seq),
    name: seq === 2 ? '车公庙' : '科技园',
    lng: 0,
    lat: 0,
    etas: arrivesAt && seq === 2 ? [{ vehicleId: '7', etaSeconds: 120, arrivesAt }] : [],
  })),
});

const minutes = new Map([
  [2, 15],
  [3, 30],
]);

describe('liveBusOf', () => {
  it('measures lateness at the next stop: predicted arrival against departure + the stop’s minutes', () => {
    const bus = liveBusOf({ vehicle, line, current, lineEta: lineEta('2026-11-23T00:32:00Z'), scheduleMinutesBySeq: minutes, liveSeconds: 120, at: AT });
    expect(bus).toMatchObject({ lateMinutes: 17, isLate: true, isStale: false, nextStop: { seq: 2, name: '车公庙' }, departure: { id: '91' }, line: { code: 'M101' } });
  });

  it('is on time up to the threshold and early below zero', () => {
    expect(liveBusOf({ vehicle, line, current, lineEta: lineEta('2026-11-23T00:20:00Z'), scheduleMinutesBySeq: minutes, liveSeconds: 120, at: AT })).toMatchObject({ lateMinutes: 5, isLate: false });
    expect(liveBusOf({ vehicle, line, current, lineEta: lineEta('2026-11-23T00:12:00Z'), scheduleMinutesBySeq: minutes, liveSeconds: 120, at: AT })).toMatchObject({ lateMinutes: -3, isLate: false });
  });

  it('gives no lateness without a run, without a prediction or past the last stop', () => {
    expect(liveBusOf({ vehicle, line, current: undefined, lineEta: lineEta('2026-11-23T00:32:00Z'), scheduleMinutesBySeq: minutes, liveSeconds: 120, at: AT })).toMatchObject({ lateMinutes: null, departure: null });
    expect(liveBusOf({ vehicle, line, current, lineEta: lineEta(null), scheduleMinutesBySeq: minutes, liveSeconds: 120, at: AT }).lateMinutes).toBeNull();
    expect(liveBusOf({ vehicle, line, current, lineEta: lineEta(null, null), scheduleMinutesBySeq: minutes, liveSeconds: 120, at: AT })).toMatchObject({ lateMinutes: null, nextStop: null });
  });

  it('flags a bus whose last report is older than the liveness rule', () => {
    const old = { ...vehicle, recorded_at: new Date(AT.getTime() - 121_000) };
    expect(liveBusOf({ vehicle: old, line: null, current: undefined, lineEta: null, scheduleMinutesBySeq: new Map(), liveSeconds: 120, at: AT })).toMatchObject({ isStale: true, line: null, nextStop: null });
  });
});
