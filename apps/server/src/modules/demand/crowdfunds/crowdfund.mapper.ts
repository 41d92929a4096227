import type { AssembleLine, AssemblePlan, AssembleStop } from '@udian/contracts/schemas/assemble';
import type { CrowdfundRow } from './crowdfunds.repository';

export type CrowdfundStopRow = { seq: number; station_id: number; name: string; lng: number; lat: number; minutes_from_start: number; can_board: boolean; can_alight: boolean };
export type CrowdfundDepartureRow = { id: number; service_date: string; status: 'scheduled' | 'cancelled'; capacity: number; seats_sold: number };

/** Minutes after midnight as 'HH:mm' (an after-midnight time wraps). */
export const clockOf = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const stopOf = (row: CrowdfundRow, stop: CrowdfundStopRow): AssembleStop => ({
  seq: stop.seq,
  stationId: String(stop.station_id),
  name: stop.name,
  lng: Number(stop.lng),
  lat: Number(stop.lat),
  time: clockOf(row.departure_minutes + stop.minutes_from_start),
  canBoard: stop.can_board,
  canAlight: stop.can_alight,
});

/** A crowdfund as anyone sees it: its line's stops and times, its progress, the seats its first date has left. */
export const toAssembleLine = (row: CrowdfundRow, stops: readonly CrowdfundStopRow[], departures: readonly CrowdfundDepartureRow[], committed: number): AssembleLine => {
  const first = departures.find((d) => d.service_date === row.period_dates[0] && d.status === 'scheduled');
  return {
    id: String(row.id),
    kind: row.kind,
    lineId: String(row.line_id),
    code: row.line_code,
    name: row.line_name,
    cityId: row.city_id,
    status: row.status,
    stops: stops.map((stop) => stopOf(row, stop)),
    departureTime: clockOf(row.departure_minutes),
    priceCents: row.price_cents,
    periodKind: row.period_kind,
    periodDates: row.period_dates,
    periodCents: row.price_cents * row.period_dates.length,
    weekdays: row.weekdays.map(Number),
    followsCnWorkdays: row.follows_cn_workdays,
    firstDay: row.first_day,
    target: row.target,
    committed,
    seats: row.seats,
    seatsLeft: first ? Math.max(0, first.capacity - first.seats_sold) : 0,
    deadline: row.deadline.toISOString(),
    shareCode: row.share_code,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
};

/**
 * What committing buys while the crowdfund gathers: every period date's departure (null when one is missing
 * or stopped), boarding at the first stop one may board at and alighting at the last one may alight at.
 */
export const planOf = (row: CrowdfundRow, stops: readonly CrowdfundStopRow[], departures: readonly CrowdfundDepartureRow[]): AssemblePlan | null => {
  const byDate = new Map(departures.filter((d) => d.status === 'scheduled').map((d) => [d.service_date, d.id]));
  const ids = row.period_dates.map((date) => byDate.get(date));
  const board = stops.find((s) => s.can_board);
  const alight = [...stops].reverse().find((s) => s.can_alight);
  if (ids.some((id) => id === undefined) || !board || !alight) return null;
  return { lineId: String(row.line_id), departureIds: ids.map(String), boardSeq: board.seq, alightSeq: alight.seq };
};
