/**
 * Times of a ticket as the pages show them: clock times, check windows, minutes to a stop. Built on
 * lib/shanghai-time, so instants read as Shanghai's wall clock whatever the device's own time zone.
 */
import { DAY_MS, instantMs, shanghaiClockOf, shanghaiDateOf, shanghaiInstantOf } from '../../lib/shanghai-time';

/** '6月3日 07:30' for an instant in milliseconds. */
export const formatMonthDayTime = (ms: number): string => {
  const { month, day, clock } = shanghaiClockOf(ms);
  return `${month}月${day}日 ${clock}`;
};

/** 'HH:mm' of an ISO instant; '' when malformed. */
export const formatClock = (iso: string): string => {
  const ms = instantMs(iso);
  return Number.isNaN(ms) ? '' : shanghaiClockOf(ms).clock;
};

/** Minutes from one ISO instant to another, rounded; 0 when either is malformed. */
export const minutesBetween = (fromIso: string, toIso: string): number => {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  return Number.isNaN(from) || Number.isNaN(to) ? 0 : Math.round((to - from) / 60_000);
};

/**
 * The instant of a stop's clock time on a service date. `notBeforeIso` handles a trip crossing midnight: a
 * stop time earlier than the departure is on the next day.
 */
export const shanghaiInstant = (serviceDate: string, clock: string, notBeforeIso?: string): number => {
  const ms = shanghaiInstantOf(serviceDate, clock);
  const notBefore = instantMs(notBeforeIso);
  return !Number.isNaN(notBefore) && ms < notBefore ? ms + DAY_MS : ms;
};

/**
 * The two ends of a check window for the screen: '06:48' and '08:18' within one day; with the dates when it
 * spans two ('11月21日 08:30' and '11月22日 09:00', a window opened a day ahead). Null when malformed.
 */
export const windowEnds = (window: { opensAt: string; closesAt: string }): [string, string] | null => {
  const opens = Date.parse(window.opensAt);
  const closes = Date.parse(window.closesAt);
  if (Number.isNaN(opens) || Number.isNaN(closes)) return null;
  if (shanghaiDateOf(opens) === shanghaiDateOf(closes)) return [formatClock(window.opensAt), formatClock(window.closesAt)];
  return [formatMonthDayTime(opens), formatMonthDayTime(closes)];
};
