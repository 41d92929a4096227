import { addDays } from '../../../time/shanghai-time';
import type { OfficialDay } from '../buying.ports';
import type { SaleDepartureRow } from '../orders/orders.repository';

/** Why a weekday of the term has no ride (decision 049), in the guardian's words. */
export const NO_SCHOOL_REASONS = { holiday: '法定节假日', closed: '学校停课', notRunning: '不运营' } as const;

const MINUTE_MS = 60_000;

/** 0 = Monday … 6 = Sunday. */
const weekdayOf = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export type TermPassDays = {
  /** One departure per school day (the day's first still on sale), by service date ascending. */
  departures: SaleDepartureRow[];
  /** The term's weekdays from `from` without a ride, with the reason. */
  daysWithoutSchool: { day: string; reason: string }[];
};

/**
 * The school days of a term pass: the service dates in [from, endsOn] on which the student's line has a
 * departure still on sale (scheduled, its sales not closed at `now`), minus the term's closed days. The line's
 * departures follow China's official calendar, so holidays are already without one; each weekday (Mon-Fri)
 * left out is listed with why: an official holiday first, then a day the school is closed, else the line does
 * not run (or no longer sells) that day.
 */
export const termPassDays = (input: {
  departures: readonly SaleDepartureRow[];
  from: string;
  endsOn: string;
  closedDays: readonly string[];
  officialDays: readonly OfficialDay[];
  now: Date;
  salesCloseMinutes: number;
}): TermPassDays => {
  const closesAt = input.now.getTime() + input.salesCloseMinutes * MINUTE_MS;
  const closed = new Set(input.closedDays);
  const holidays = new Set(input.officialDays.filter((d) => d.kind === 'holiday').map((d) => d.day));
  const firstOnSale = new Map<string, SaleDepartureRow>();
  for (const d of input.departures) {
    if (d.status !== 'scheduled' || d.departs_at.getTime() <= closesAt) continue;
    if (d.service_date < input.from || d.service_date > input.endsOn || closed.has(d.service_date)) continue;
    const known = firstOnSale.get(d.service_date);
    if (!known || d.departs_at < known.departs_at) firstOnSale.set(d.service_date, d);
  }
  const daysWithoutSchool: { day: string; reason: string }[] = [];
  for (let day = input.from; day <= input.endsOn; day = addDays(day, 1)) {
    if (firstOnSale.has(day) || weekdayOf(day) > 4) continue;
    const reason = holidays.has(day) ? NO_SCHOOL_REASONS.holiday : closed.has(day) ? NO_SCHOOL_REASONS.closed : NO_SCHOOL_REASONS.notRunning;
    daysWithoutSchool.push({ day, reason });
  }
  return { departures: [...firstOnSale.values()].sort((a, b) => a.service_date.localeCompare(b.service_date)), daysWithoutSchool };
};
