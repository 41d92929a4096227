import { describe, expect, it } from 'vitest';
import { buildCalendar, toDepartureSlots, type CalendarDeparture } from './line-calendar';

const departure = (id: number, date: string, utc: string, sold: number, capacity = 10): CalendarDeparture => ({
  id,
  service_date: date,
  departs_at_ms: Date.parse(utc),
  departs_at_iso: new Date(utc).toISOString(),
  capacity,
  seats_sold: sold,
  price_cents: 800,
});

describe('buildCalendar', () => {
  const calendar = buildCalendar({
    today: '2025-09-30',
    days: 4,
    seatDays: [
      { service_date: '2025-09-30', departures: 2, seats_left: 8 },
      { service_date: '2025-10-02', departures: 2, seats_left: 0 },
    ],
    officialDays: new Map([
      ['2025-10-01', { day: '2025-10-01', kind: 'holiday', name: '国庆节' }],
      ['2025-10-03', { day: '2025-10-03', kind: 'workday', name: '国庆节调休' }],
    ]),
  });

  it('covers every date from today, in order', () => {
    expect(calendar.map((d) => d.date)).toEqual(['2025-09-30', '2025-10-01', '2025-10-02', '2025-10-03']);
  });

  it('gives a service day the seats its departures have left', () => {
    expect(calendar[0]).toEqual({ date: '2025-09-30', isServiceDay: true, holidayName: null, isMakeUpWorkday: false, seatsLeft: 8, isSoldOut: false });
  });

  it('names holidays and make-up workdays; a date without departures is no service day', () => {
    expect(calendar[1]).toMatchObject({ isServiceDay: false, holidayName: '国庆节', isSoldOut: false, seatsLeft: 0 });
    expect(calendar[3]).toMatchObject({ isServiceDay: false, holidayName: null, isMakeUpWorkday: true });
  });

  it('marks a service day with no seat left as sold out', () => {
    expect(calendar[2]).toMatchObject({ isServiceDay: true, seatsLeft: 0, isSoldOut: true });
  });
});

describe('toDepartureSlots', () => {
  it('lists departures by time in Shanghai with the seats each has left, never below zero', () => {
    expect(
      toDepartureSlots([
        departure(2, '2025-09-30', '2025-09-30T10:00:00Z', 3),
        departure(1, '2025-09-30', '2025-09-29T23:30:00Z', 9),
        departure(3, '2025-09-30', '2025-09-30T10:00:00Z', 12),
      ]),
    ).toEqual([
      { departureId: '1', time: '07:30', departsAt: '2025-09-29T23:30:00.000Z', seatsLeft: 1, priceCents: 800 },
      { departureId: '2', time: '18:00', departsAt: '2025-09-30T10:00:00.000Z', seatsLeft: 7, priceCents: 800 },
      { departureId: '3', time: '18:00', departsAt: '2025-09-30T10:00:00.000Z', seatsLeft: 0, priceCents: 800 },
    ]);
  });
});
