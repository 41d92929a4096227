/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every
 * machine, which is what makes a simulated trip (and a recorded ETA trace) reproducible. Not for secrets.
 */
export type Random = {
  /** A uniform number in [0, 1). */
  next: () => number;
  /** A uniform number in [min, max). */
  between: (min: number, max: number) => number;
  /** A standard normal number (Box-Muller), clipped to ±3 so that one unlucky draw cannot fly off. */
  gaussian: () => number;
};

export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export const seededRandom = (seed: number): Random => {
  const next = mulberry32(seed);
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    gaussian: () => {
      // 1 - next() is in (0, 1], so the logarithm is finite.
      const g = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return Math.max(-3, Math.min(3, g));
    },
  };
};

/** A 32-bit hash of a string or of numbers (FNV-1a), for seeds such as "departure 42" or (seed, trip, day). */
export const hashSeed = (...parts: (string | number)[]): number => {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};
