import { describe, expect, it } from 'vitest';
import { dayOf, defaultDepartureTime, stopsFrom, toShuttleInput } from './shuttle-input';

const place = (name: string, lng: number) => ({ name, lng, lat: 22.5 });

describe('a new shuttle for some enrolments', () => {
  it('starts from their distinct boarding places, then where most of them go', () => {
    const stops = stopsFrom([
      { from: place('长沙南站', 113.06), to: place('科技园', 113.95) },
      { from: place('株洲西站', 113.1), to: place('科技园', 113.95) },
      { from: place('长沙南站', 113.06), to: place('南山园区', 113.9) },
    ]);
    expect(stops).toEqual([
      { name: '长沙南站', lng: 113.06, lat: 22.5, minutesFromStart: 0 },
      { name: '株洲西站', lng: 113.1, lat: 22.5, minutesFromStart: 10 },
      { name: '科技园', lng: 113.95, lat: 22.5, minutesFromStart: 70 },
    ]);
  });

  it('runs on their one day, or on none when they travel on several', () => {
    expect(dayOf([{ travelDate: '2026-12-05' }, { travelDate: '2026-12-05' }])).toBe('2026-12-05');
    expect(dayOf([{ travelDate: '2026-12-05' }, { travelDate: '2026-12-06' }])).toBeNull();
  });

  it('departs at 08:00 on a later day, and two whole hours on from now today (Asia/Shanghai)', () => {
    const now = new Date('2026-12-04T07:20:00Z'); // 15:20 in Shanghai
    expect(defaultDepartureTime('2026-12-05', now)).toBe('08:00');
    expect(defaultDepartureTime('2026-12-04', now)).toBe('17:00');
    expect(defaultDepartureTime('2026-12-04', new Date('2026-12-04T14:50:00Z'))).toBe('23:00');
  });

  it('sends an empty number as no number, for the contract to ask for', () => {
    const input = toShuttleInput('7', { code: 'FG01', seats: null, stops: [{ name: '甲地', lng: 113, lat: 22, minutesFromStart: null }] }) as { seats: number; stops: { minutesFromStart: number }[] };
    expect(input.seats).toBeNaN();
    expect(input.stops[0]!.minutesFromStart).toBeNaN();
  });
});
