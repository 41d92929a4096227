import type { CalendarDay, DepartureSlot } from '@udian/contracts/schemas/lines';
import { addDays, shanghaiClock } from '../../../time/shanghai-time';

/** A departure as the departures call needs it; the instant as epoch milliseconds and as ISO 8601 (UTC). */
export type CalendarDeparture = {
  id: number;
  service_date: string;
  departs_at_ms: number;
  departs_at_iso: string;
  capacity: number;
  seats_sold: number;
  price_cents: number;
};

/** One service date's departures still to come, counted, and the seats they have left. */
export type SeatDay = { service_date: string; departures: number; seats_left: number };

export type OfficialDay = { day: string; kind: 'holiday' | 'workday'; name: string };

/** Departures by time (then id), with the seats each has left. */
export const toDepartureSlots = (departures: readonly CalendarDeparture[]): DepartureSlot[] =>
  [...departures]
    .sort((a, b) => a.departs_at_ms - b.departs_at_ms || a.id - b.id)
    .map((d) => ({
      departureId: String(d.id),
      time: shanghaiClock(d.departs_at_ms),
      departsAt: d.departs_at_iso,
      seatsLeft: Math.max(0, d.capacity - d.seats_sold),
      priceCents: d.price_cents,
    }));

/**
 * A line's service calendar for `days` dates from `today`: a date is a service day when it has scheduled
 * departures still to come (the repository leaves out cancelled and departed ones), its seats are what
 * those departures have left, and the official calendar names its holidays and make-up workdays.
 */
export const buildCalendar = ({
  today,
  days,
  seatDays,
  officialDays,
}: {
  today: string;
  days: number;
  seatDays: readonly SeatDay[];
  officialDays: ReadonlyMap<string, OfficialDay>;
}): CalendarDay[] => {
  const byDate = new Map(seatDays.map((d) => [d.service_date, d]));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i);
    const seats = byDate.get(date);
    const day = officialDays.get(date);
    const isServiceDay = (seats?.departures ?? 0) > 0;
    const seatsLeft = seats?.seats_left ?? 0;
    return {
      date,
      isServiceDay,
      holidayName: day?.kind === 'holiday' ? day.name : null,
      isMakeUpWorkday: day?.kind === 'workday',
      seatsLeft,
      isSoldOut: isServiceDay && seatsLeft === 0,
    };
  });
};
