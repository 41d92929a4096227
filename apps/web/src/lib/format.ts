/**
 * Display formatting of distances, durations and money (SPEC section 9). Money is integer cents everywhere
 * (DESIGN "Data"); this is the one place that turns cents into yuan for the screen.
 */

const METERS_PER_KILOMETER = 1000;
const SECONDS_PER_MINUTE = 60;
const CENTS_PER_YUAN = 100;

/** Up to 1000 m in metres, above in kilometres with two decimals. */
export const formatDistance = (meters: number): string =>
  meters <= METERS_PER_KILOMETER
    ? `${Math.round(meters)}米`
    : `${(meters / METERS_PER_KILOMETER).toFixed(2)}公里`;

/** 60 s or more in whole minutes, otherwise in seconds. */
export const formatDuration = (seconds: number): string =>
  seconds >= SECONDS_PER_MINUTE
    ? `${Math.round(seconds / SECONDS_PER_MINUTE)}分钟`
    : `${Math.round(seconds)}秒`;

/** A fractional or unsafe amount means a bug upstream (yuan passed as cents, float maths): fail loudly. */
const assertCents = (cents: number): void => {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be a safe integer number of cents, got ${cents}`);
  }
};

export function centsToYuan(cents: number): number {
  assertCents(cents);
  return cents / CENTS_PER_YUAN;
}

/** '12.50' from 1250. Built from integer parts, so no binary-float artefacts such as 0.1 + 0.2 can leak in. */
export function formatYuan(cents: number): string {
  assertCents(cents);
  const absolute = Math.abs(cents);
  const yuan = Math.floor(absolute / CENTS_PER_YUAN);
  const fraction = String(absolute % CENTS_PER_YUAN).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${yuan}.${fraction}`;
}
