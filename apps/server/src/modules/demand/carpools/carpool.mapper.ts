import type { Carpool, CarpoolPlan } from '@udian/contracts/schemas/carpool';
import { carpoolRideMinutes } from '@udian/contracts/schemas/carpool';
import { clockOfMinutes } from '../../../time/shanghai-time';
import { isJoinable, type MatchCandidate } from './carpool-match';
import type { CarpoolRow } from './carpools.repository';

/** The row as the match rules read it. */
export const candidateOf = (row: CarpoolRow): MatchCandidate & { row: CarpoolRow } => ({
  id: row.id,
  from: { lng: Number(row.from_lng), lat: Number(row.from_lat) },
  to: { lng: Number(row.to_lng), lat: Number(row.to_lat) },
  status: row.status,
  deadline: row.deadline,
  departsAt: row.departs_at,
  departure:
    row.departure_id === null || row.departure_status === null
      ? null
      : { status: row.departure_status, capacity: Number(row.capacity), seatsSold: Number(row.seats_sold) },
  row,
});

/** A carpool as anyone sees it; `committed` is its paid riders (buying's count). */
export const toCarpool = (row: CarpoolRow, committed: number, now: Date): Carpool => ({
  id: String(row.id),
  lineId: String(row.line_id),
  code: row.line_code,
  status: row.status,
  from: { name: row.from_name, lng: Number(row.from_lng), lat: Number(row.from_lat) },
  to: { name: row.to_name, lng: Number(row.to_lng), lat: Number(row.to_lat) },
  date: row.first_day,
  time: clockOfMinutes(row.departure_minutes),
  departsAt: row.departs_at.toISOString(),
  arrivalTime: clockOfMinutes(row.departure_minutes + carpoolRideMinutes(row.distance_m)),
  distanceM: row.distance_m,
  priceCents: row.price_cents,
  seats: row.seats,
  seatsLeft: row.departure_status === 'scheduled' ? Math.max(0, Number(row.capacity) - Number(row.seats_sold)) : 0,
  minimum: row.target,
  committed,
  deadline: row.deadline.toISOString(),
  isJoinable: isJoinable(candidateOf(row), now),
  endedAt: row.ended_at?.toISOString() ?? null,
});

/** What buying a seat takes: the one departure, from the origin (stop 0) to the destination (stop 1). */
export const planOf = (row: CarpoolRow): CarpoolPlan | null =>
  row.departure_id === null || row.departure_status !== 'scheduled'
    ? null
    : { lineId: String(row.line_id), departureIds: [String(row.departure_id)], boardSeq: 0, alightSeq: 1 };
