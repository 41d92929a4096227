/**
 * Which stops a passenger may board and alight at: boarding only where the line lets passengers on (and
 * some stop after it lets them off), alighting only after the boarding stop where it lets them off.
 */
import type { LineStop } from '@udian/contracts/schemas/lines';

export type StopChoice = { boardSeq: number; alightSeq: number };

export const alightingStops = (stops: readonly LineStop[], boardSeq: number): LineStop[] =>
  stops.filter((stop) => stop.canAlight && stop.seq > boardSeq);

export const boardingStops = (stops: readonly LineStop[]): LineStop[] =>
  stops.filter((stop) => stop.canBoard && alightingStops(stops, stop.seq).length > 0);

/** What a draft may ask for: stop numbers (a reload, order again), or stations (a route search). */
export type WantedStops = { boardSeq?: number; alightSeq?: number; boardStationId?: string; alightStationId?: string };

const wantedStop = (candidates: readonly LineStop[], seq: number | undefined, stationId: string | undefined): LineStop | undefined =>
  seq === undefined ? candidates.find((stop) => stop.stationId === stationId) : candidates.find((stop) => stop.seq === seq);

/**
 * The draft's stops where they are allowed (a stop number first, else the station); otherwise the first
 * boarding stop and the last alighting stop after it. Null when the line has no pair of stops to sell.
 */
export const resolveStops = (stops: readonly LineStop[], wanted: WantedStops): StopChoice | null => {
  const boarding = boardingStops(stops);
  const board = wantedStop(boarding, wanted.boardSeq, wanted.boardStationId) ?? boarding[0];
  if (!board) return null;
  const alighting = alightingStops(stops, board.seq);
  const alight = wantedStop(alighting, wanted.alightSeq, wanted.alightStationId) ?? alighting[alighting.length - 1];
  return alight ? { boardSeq: board.seq, alightSeq: alight.seq } : null;
};

/** A new boarding stop keeps the alighting stop when it is still after it. */
export const changeBoarding = (stops: readonly LineStop[], current: StopChoice, boardSeq: number): StopChoice =>
  resolveStops(stops, { boardSeq, alightSeq: current.alightSeq }) ?? current;

