/**
 * Which ride code to show at a moment. The server hands out the codes of a ticket's whole check window, one
 * per step of `stepSeconds` (step = floor(unix seconds / stepSeconds)); the page shows the current step's
 * code and, between fetches or offline, keeps rotating through that list by the clock alone.
 */
import type { RideCodes } from '@udian/contracts/schemas/tickets';

export type RideCodeView =
  | { kind: 'code'; code: string; step: number; secondsLeft: number }
  /** The window has not opened: the first code starts at `opensAtMs`. */
  | { kind: 'notYet'; opensAtMs: number }
  /** The window has closed: the last code has run out. */
  | { kind: 'over' }
  /** The list has no code for now (it was cut short): only a fresh list can help. */
  | { kind: 'missing' };

export const currentStep = (nowMs: number, stepSeconds: number): number => Math.floor(nowMs / 1000 / stepSeconds);

/** Whole seconds until the next step, 1…stepSeconds. */
export const secondsToNextStep = (nowMs: number, stepSeconds: number): number =>
  stepSeconds - (Math.floor(nowMs / 1000) % stepSeconds);

/** `nowMs` is the server's time as best known (the device clock plus the offset measured at the last fetch). */
export const rideCodeAt = (set: RideCodes, nowMs: number): RideCodeView => {
  const step = currentStep(nowMs, set.stepSeconds);
  const found = set.codes.find((entry) => entry.step === step);
  if (found) return { kind: 'code', code: found.code, step, secondsLeft: secondsToNextStep(nowMs, set.stepSeconds) };
  const steps = set.codes.map((entry) => entry.step);
  if (steps.length === 0) return { kind: 'missing' };
  const first = Math.min(...steps);
  const last = Math.max(...steps);
  if (step < first) return { kind: 'notYet', opensAtMs: first * set.stepSeconds * 1000 };
  if (step > last) return { kind: 'over' };
  return { kind: 'missing' };
};

/** The last instant a list can show a code; a cached list past it is of no more use. */
export const rideCodesEndMs = (set: RideCodes): number => {
  const last = set.codes.reduce((max, entry) => Math.max(max, entry.step), Number.NEGATIVE_INFINITY);
  return Number.isFinite(last) ? (last + 1) * set.stepSeconds * 1000 : 0;
};
