import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarDeparture } from './line-calendar';

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
    departures: [
      departure(2, '2025-09-30', '2025-09-30T10:00:00Z', 3),
      departure(1, '2025-09-30', '2025-09-29T23:30:00Z', 9),
      departure(3, '2025-10-02', '2025-10-01T23:30:00Z', 10),
      departure(4, '2025-10-02', '2025-10-02T00:00:00Z', 10),
    ],
    officialDays: [
      { day: '2025-10-01', kind: 'holiday', name: '国庆节' },
      { day: '2025-10-03', kind: 'workday', name: '国庆节调休' },
    ],
  });

  it('covers every date from today, in order', () => {
    expect(calendar.map((d) => d.date)).toEqual(['2025-09-30', '2025-10-01', '2025-10-02', '2025-10-03']);
  });

  it('lists departures by time in Shanghai with the seats each has left', () => {
    expect(calendar[0]).toEqual({
      date: '2025-09-30',
      isServiceDay: true,
      holidayName: null,
      isMakeUpWorkday: false,
      seatsLeft: 8,
      isSoldOut: false,
      departures: [
        { departureId: '1', time: '07:30', departsAt: '2025-09-29T23:30:00.000Z', seatsLeft: 1, priceCents: 800 },
        { departureId: '2', time: '18:00', departsAt: '2025-09-30T10:00:00.000Z', seatsLeft: 7, priceCents: 800 },
      ],
    });
  });

  it('names holidays and make-up workdays; a date without departures is no service day', () => {
    expect(calendar[1]).toMatchObject({ isServiceDay: false, holidayName: '国庆节', isSoldOut: false, seatsLeft: 0 });
    expect(calendar[3]).toMatchObject({ isServiceDay: false, holidayName: null, isMakeUpWorkday: true });
  });

  it('marks a service day with no seat left as sold out', () => {
    expect(calendar[2]).toMatchObject({ isServiceDay: true, seatsLeft: 0, isSoldOut: true });
  });
});
