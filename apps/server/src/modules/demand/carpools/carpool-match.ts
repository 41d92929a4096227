import {
  CARPOOL_MATCH_METERS_PER_MINUTE,
  CARPOOL_MATCH_RADIUS_M,
  CARPOOL_MATCH_WINDOW_MINUTES,
  CARPOOL_NEAR_RADIUS_M,
} from '@udian/contracts/schemas/carpool';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { clockMinutes } from '@udian/contracts/schemas/demand';
import { distanceM } from '../../../lib/geo';
import { shanghaiInstant } from '../../../time/shanghai-time';

/**
 * How carpools are matched (decision 051), written once and tested on its edges (carpool-match.test.ts).
 *
 * - Distance: great-circle metres on the contracts' sphere (great-circle.ts), rounded to whole metres as the
 *   API answers them (lib/geo distanceM). A carpool matches when its origin is within CARPOOL_MATCH_RADIUS_M
 *   of my origin AND its destination within CARPOOL_MATCH_RADIUS_M of my destination; exactly at the radius
 *   matches.
 * - Time: my date and time are one Shanghai instant; a carpool matches when its departure instant is within
 *   CARPOOL_MATCH_WINDOW_MINUTES of it, either side, inclusive. Instants, not clock times, are compared, so
 *   23:40 matches 00:20 the next day and never 00:20 the same day.
 * - Only carpools one may join now: gathering before their deadline, or already running before departure,
 *   with a seat left on their departure. Full, failed, closed and departed ones are left out.
 * - Best first: the walking a passenger adds at both ends plus the wait, as metres: fromM + toM +
 *   CARPOOL_MATCH_METERS_PER_MINUTE × minutes apart; ties by earlier departure, then lower id.
 */

export type JoinableInput = {
  status: 'gathering' | 'opened' | 'failed' | 'closed';
  deadline: Date;
  departsAt: Date;
  departure: { status: 'scheduled' | 'cancelled'; capacity: number; seatsSold: number } | null;
};

/** A seat may be bought now: gathering before the deadline, or running before departure; a seat left. */
export const isJoinable = (c: JoinableInput, now: Date): boolean => {
  const d = c.departure;
  if (!d || d.status !== 'scheduled' || d.capacity - d.seatsSold <= 0) return false;
  if (now.getTime() >= c.departsAt.getTime()) return false;
  return c.status === 'opened' || (c.status === 'gathering' && now.getTime() < c.deadline.getTime());
};

export type MatchCandidate = JoinableInput & { id: number; from: GeoPoint; to: GeoPoint };

export type Wanted = { from: GeoPoint; to: GeoPoint; at: Date };

export type Ranked<T> = { candidate: T; fromDistanceM: number; toDistanceM: number; minutesApart: number };

const MINUTE_MS = 60_000;

/** My date and time ('YYYY-MM-DD', 'HH:mm', Asia/Shanghai) as the instant a match compares with. */
export const wantedInstant = (date: string, time: string): Date => shanghaiInstant(date, clockMinutes(time));

/** The departure instants a match may find: my instant ± the window. */
export const matchWindow = (at: Date): { from: Date; until: Date } => ({
  from: new Date(at.getTime() - CARPOOL_MATCH_WINDOW_MINUTES * MINUTE_MS),
  until: new Date(at.getTime() + CARPOOL_MATCH_WINDOW_MINUTES * MINUTE_MS),
});

/** The carpools matching what I want, best first (the rules above). */
export const matchCarpools = <T extends MatchCandidate>(wanted: Wanted, candidates: readonly T[], now: Date): Ranked<T>[] => {
  const windowMs = CARPOOL_MATCH_WINDOW_MINUTES * MINUTE_MS;
  const scored: (Ranked<T> & { score: number })[] = [];
  for (const candidate of candidates) {
    const apartMs = Math.abs(candidate.departsAt.getTime() - wanted.at.getTime());
    if (apartMs > windowMs || !isJoinable(candidate, now)) continue;
    const fromDistanceM = distanceM(wanted.from, candidate.from);
    if (fromDistanceM > CARPOOL_MATCH_RADIUS_M) continue;
    const toDistanceM = distanceM(wanted.to, candidate.to);
    if (toDistanceM > CARPOOL_MATCH_RADIUS_M) continue;
    const minutes = apartMs / MINUTE_MS;
    scored.push({ candidate, fromDistanceM, toDistanceM, minutesApart: Math.round(minutes), score: fromDistanceM + toDistanceM + CARPOOL_MATCH_METERS_PER_MINUTE * minutes });
  }
  scored.sort((a, b) => a.score - b.score || a.candidate.departsAt.getTime() - b.candidate.departsAt.getTime() || a.candidate.id - b.candidate.id);
  return scored.map(({ score: _score, ...ranked }) => ranked);
};

/** 附近的拼车: joinable carpools setting off within CARPOOL_NEAR_RADIUS_M of a point, nearest first, then soonest. */
export const nearCarpools = <T extends MatchCandidate>(at: GeoPoint, candidates: readonly T[], now: Date): { candidate: T; distanceM: number }[] =>
  candidates
    .filter((candidate) => isJoinable(candidate, now))
    .map((candidate) => ({ candidate, distanceM: distanceM(at, candidate.from) }))
    .filter((c) => c.distanceM <= CARPOOL_NEAR_RADIUS_M)
    .sort((a, b) => a.distanceM - b.distanceM || a.candidate.departsAt.getTime() - b.candidate.departsAt.getTime() || a.candidate.id - b.candidate.id);
