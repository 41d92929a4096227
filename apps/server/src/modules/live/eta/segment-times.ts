/**
 * Per-segment travel times (live buses, decision 028). Pure. A segment is stop i → stop i + 1 of a line, from the moment the
 * bus reaches stop i (leaves it, for the first stop) to the moment it reaches stop i + 1, so the dwell at
 * stop i is inside it. History is kept per hour of the day (Asia/Shanghai) as an exponentially weighted
 * mean: a plain average over the first samples, then each new sample weighs EWMA_WEIGHT, so the means follow
 * roadworks and timetable changes within a few weeks.
 */

export const EWMA_WEIGHT = 0.1;

/** A segment's learned mean at one hour of the day. */
export type SegmentStat = { meanSeconds: number; samples: number };

/** Learned means of one line, keyed by segmentKey. */
export type SegmentTable = Map<string, SegmentStat>;

export const segmentKey = (fromSeq: number, hourOfDay: number): string => `${fromSeq}:${hourOfDay}`;

/** The hour of the day in Asia/Shanghai (UTC+8, no daylight saving). */
export const shanghaiHour = (at: Date): number => (at.getUTCHours() + 8) % 24;

/** The mean after one more sample. */
export const updateStat = (stat: SegmentStat | undefined, seconds: number): SegmentStat => {
  if (!stat || stat.samples <= 0) return { meanSeconds: seconds, samples: 1 };
  const weight = Math.max(1 / (stat.samples + 1), EWMA_WEIGHT);
  return { meanSeconds: stat.meanSeconds + weight * (seconds - stat.meanSeconds), samples: stat.samples + 1 };
};

/** A sample further than this factor from the current mean (either way) is an outlier (a detour, a lost GPS): ignored. */
export const OUTLIER_FACTOR = 3;

export const isPlausibleSample = (stat: SegmentStat | undefined, seconds: number): boolean => {
  if (!(seconds > 0) || seconds > 3 * 3600) return false;
  if (!stat || stat.samples < 3) return true;
  return seconds <= stat.meanSeconds * OUTLIER_FACTOR && seconds >= stat.meanSeconds / OUTLIER_FACTOR;
};

export const learnSample = (table: SegmentTable, fromSeq: number, startedAt: Date, seconds: number): void => {
  const key = segmentKey(fromSeq, shanghaiHour(startedAt));
  const stat = table.get(key);
  if (isPlausibleSample(stat, seconds)) table.set(key, updateStat(stat, seconds));
};

/**
 * The learned time of a segment starting at an hour: the hour's own mean when it has enough samples,
 * else the neighbouring hours' (weighted by samples), else whatever the hour has; null with no history.
 */
export const learnedSeconds = (table: SegmentTable, fromSeq: number, hourOfDay: number, minSamples = 3): number | null => {
  const own = table.get(segmentKey(fromSeq, hourOfDay));
  if (own && own.samples >= minSamples) return own.meanSeconds;
  let weighted = own ? own.meanSeconds * own.samples : 0;
  let samples = own ? own.samples : 0;
  for (const hour of [(hourOfDay + 23) % 24, (hourOfDay + 1) % 24]) {
    const near = table.get(segmentKey(fromSeq, hour));
    if (near) {
      weighted += near.meanSeconds * near.samples;
      samples += near.samples;
    }
  }
  return samples > 0 ? weighted / samples : null;
};
