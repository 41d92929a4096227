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

/**
 * The draft's stops where they are allowed; otherwise the first boarding stop and the last alighting stop
 * after it. Null when the line has no pair of stops to sell.
 */
export const resolveStops = (
  stops: readonly LineStop[],
  wanted: { boardSeq?: number; alightSeq?: number },
): StopChoice | null => {
  const boarding = boardingStops(stops);
  const board = boarding.find((stop) => stop.seq === wanted.boardSeq) ?? boarding[0];
  if (!board) return null;
  const alighting = alightingStops(stops, board.seq);
  const alight = alighting.find((stop) => stop.seq === wanted.alightSeq) ?? alighting[alighting.length - 1];
  return alight ? { boardSeq: board.seq, alightSeq: alight.seq } : null;
};

/** A new boarding stop keeps the alighting stop when it is still after it. */
export const changeBoarding = (stops: readonly LineStop[], current: StopChoice, boardSeq: number): StopChoice =>
  resolveStops(stops, { boardSeq, alightSeq: current.alightSeq }) ?? current;

