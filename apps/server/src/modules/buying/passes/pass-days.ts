import { addDays, shanghaiClock } from '../../../time/shanghai-time';
import { isoWeekday } from '../../../time/periods';
import type { OfficialDay } from '../buying.ports';
import type { SaleDepartureRow } from '../orders/orders.repository';

/** Why a weekday of a pass's span has no ride (decisions 049 and 050), in the holder's words. */
export const NO_RIDE_REASONS = { holiday: '法定节假日', closed: '学校停课', notRunning: '不运营' } as const;

const MINUTE_MS = 60_000;

export type PassDays = {
  /** One departure per day of the pass, by service date ascending. */
  departures: SaleDepartureRow[];
  /** The span's weekdays (Mon-Fri) from `from` without a ride, with the reason. */
  daysWithoutRide: { day: string; reason: string }[];
};

/**
 * The days of a pass (a term pass, decision 049; a period pass, decision 050): the service dates in [from, to]
 * on which the line has a departure still on sale (scheduled, its sales not closed at `now`) and that are not
 * closed (a school's closed days), each with its first such departure, or the one at `clock` ('HH:mm' at the
 * first stop) when a clock is given. The line's departures follow China's official calendar, so holidays are
 * already without one; each weekday (Mon-Fri) left out is listed with why: an official holiday first, then a
 * closed day, else the line does not run (at that time, or no longer sells) that day.
 */
export const passDays = (input: {
  departures: readonly SaleDepartureRow[];
  from: string;
  to: string;
  closedDays?: readonly string[];
  officialDays: readonly OfficialDay[];
  now: Date;
  salesCloseMinutes: number;
  clock?: string;
}): PassDays => {
  const closesAt = input.now.getTime() + input.salesCloseMinutes * MINUTE_MS;
  const closed = new Set(input.closedDays ?? []);
  const holidays = new Set(input.officialDays.filter((d) => d.kind === 'holiday').map((d) => d.day));
  const firstOnSale = new Map<string, SaleDepartureRow>();
  for (const d of input.departures) {
    if (d.status !== 'scheduled' || d.departs_at.getTime() <= closesAt) continue;
    if (d.service_date < input.from || d.service_date > input.to || closed.has(d.service_date)) continue;
    if (input.clock !== undefined && shanghaiClock(d.departs_at) !== input.clock) continue;
    const known = firstOnSale.get(d.service_date);
    if (!known || d.departs_at < known.departs_at) firstOnSale.set(d.service_date, d);
  }
  const daysWithoutRide: { day: string; reason: string }[] = [];
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    if (firstOnSale.has(day) || isoWeekday(day) > 5) continue;
    const reason = holidays.has(day) ? NO_RIDE_REASONS.holiday : closed.has(day) ? NO_RIDE_REASONS.closed : NO_RIDE_REASONS.notRunning;
    daysWithoutRide.push({ day, reason });
  }
  return { departures: [...firstOnSale.values()].sort((a, b) => a.service_date.localeCompare(b.service_date)), daysWithoutRide };
};
