import type { CalendarDay } from '@udian/contracts/schemas/lines';
import { addDays, shanghaiClock } from './shanghai-time';

/** A departure as the calendar needs it; the instant as epoch milliseconds and as ISO 8601 (UTC). */
export type CalendarDeparture = {
  id: number;
  service_date: string;
  departs_at_ms: number;
  departs_at_iso: string;
  capacity: number;
  seats_sold: number;
  price_cents: number;
};

export type OfficialDay = { day: string; kind: 'holiday' | 'workday'; name: string };

/**
 * A line's service calendar for `days` dates from `today`: a date is a service day when it has scheduled
 * departures still to come (the repository leaves out cancelled and departed ones), its seats are what
 * those departures have left, and the official calendar names its holidays and make-up workdays.
 */
export const buildCalendar = ({
  today,
  days,
  departures,
  officialDays,
}: {
  today: string;
  days: number;
  departures: readonly CalendarDeparture[];
  officialDays: readonly OfficialDay[];
}): CalendarDay[] => {
  const byDate = new Map<string, CalendarDeparture[]>();
  for (const d of departures) {
    const sameDay = byDate.get(d.service_date);
    if (sameDay) sameDay.push(d);
    else byDate.set(d.service_date, [d]);
  }
  const official = new Map(officialDays.map((d) => [d.day, d]));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i);
    const slots = (byDate.get(date) ?? [])
      .sort((a, b) => a.departs_at_ms - b.departs_at_ms || a.id - b.id)
      .map((d) => ({
        departureId: String(d.id),
        time: shanghaiClock(d.departs_at_ms),
        departsAt: d.departs_at_iso,
        seatsLeft: Math.max(0, d.capacity - d.seats_sold),
        priceCents: d.price_cents,
      }));
    const seatsLeft = slots.reduce((sum, slot) => sum + slot.seatsLeft, 0);
    const day = official.get(date);
    const isServiceDay = slots.length > 0;
    return {
      date,
      isServiceDay,
      holidayName: day?.kind === 'holiday' ? day.name : null,
      isMakeUpWorkday: day?.kind === 'workday',
      seatsLeft,
      isSoldOut: isServiceDay && seatsLeft === 0,
      departures: slots,
    };
  });
};
