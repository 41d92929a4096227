import { describe, expect, it } from 'vitest';
import type { LineEta } from '@udian/contracts/schemas/eta';
import { arrivalText, etaText, secondsLeft, stopArrival } from './eta-countdown';

const vehicle = (vehicleId: string, nextStopSeq: number | null, isStale = false) => ({
  vehicleId,
  plate: `粤B1000${vehicleId}`,
  lng: 114,
  lat: 22.6,
  heading: 90,
  speedKmh: 30,
  recordedAt: '2026-06-24T00:00:00.000Z',
  progressMeters: 1000,
  nextStopSeq,
  isStale,
});

const stop = (seq: number, etas: Array<[string, number]>) => ({
  seq,
  stationId: String(9000 + seq),
  name: `站${seq}`,
  lng: 114,
  lat: 22.6,
  etas: etas.map(([vehicleId, etaSeconds]) => ({ vehicleId, etaSeconds, arrivesAt: '2026-06-24T00:05:00.000Z' })),
});

const answer = (overrides: Partial<LineEta> = {}): LineEta => ({
  lineId: '101',
  isLive: true,
  generatedAt: '2026-06-24T00:00:00.000Z',
  vehicles: [vehicle('1', 3), vehicle('2', 1)],
  stops: [stop(1, [['2', 40]]), stop(2, [['2', 200]]), stop(3, [['1', 90], ['2', 380]])],
  ...overrides,
});

describe('the ETA countdown between polls', () => {
  it('counts down in whole seconds from when the answer arrived, never below zero', () => {
    expect(secondsLeft(200, 1_000, 1_000)).toBe(200);
    expect(secondsLeft(200, 1_000, 1_999)).toBe(200);
    expect(secondsLeft(200, 1_000, 2_000)).toBe(199);
    expect(secondsLeft(200, 1_000, 11_000)).toBe(190);
    expect(secondsLeft(5, 1_000, 60_000)).toBe(0);
    // A clock that jumped back does not add time.
    expect(secondsLeft(200, 5_000, 1_000)).toBe(200);
  });

  it('reads as minutes and seconds, then seconds, then 即将到站', () => {
    expect(etaText(200)).toBe('约 3 分 20 秒后到站');
    expect(etaText(60)).toBe('约 1 分 0 秒后到站');
    expect(etaText(45)).toBe('约 45 秒后到站');
    expect(etaText(30)).toBe('即将到站');
    expect(etaText(0)).toBe('即将到站');
  });

  it('takes the soonest live bus at a stop, or the one bus asked about', () => {
    expect(stopArrival(answer(), '9003')).toMatchObject({ kind: 'eta', etaSeconds: 90, vehicle: { plate: '粤B10001' } });
    expect(stopArrival(answer(), '9003', '2')).toMatchObject({ kind: 'eta', etaSeconds: 380 });
    expect(arrivalText(stopArrival(answer(), '9002'), 0, 20_000)).toBe('约 3 分 0 秒后到站');
  });

  it('says 已过站 when every live bus is beyond the stop, and 暂无车辆前往 when none is coming yet', () => {
    const passed = answer({ vehicles: [vehicle('1', 3), vehicle('2', null)], stops: [stop(1, []), stop(2, []), stop(3, [['1', 90]])] });
    expect(arrivalText(stopArrival(passed, '9002'), 0, 0)).toBe('已过站');
    const none = answer({ vehicles: [vehicle('1', 1, true)], stops: [stop(1, []), stop(2, []), stop(3, [])] });
    expect(arrivalText(stopArrival(none, '9002'), 0, 0)).toBe('暂无车辆前往');
    expect(arrivalText(stopArrival(answer(), '9999'), 0, 0)).toBe('暂无车辆前往');
  });

  it('is honest when the line has no live data: no guessed ETA', () => {
    expect(arrivalText(stopArrival(answer({ isLive: false }), '9003'), 0, 0)).toBe('暂无实时车辆数据');
  });
});
