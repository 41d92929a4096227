type Entry<V> = { expiresAt: number; value: Promise<V> };

export type TtlCache<V> = {
  /** The cached value for the key, or the result of `load`, shared by every caller asking meanwhile. */
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  clear: () => void;
};

/**
 * A small in-process cache for read-mostly views: entries live `ttlMs`, concurrent misses share one load,
 * a failed load is forgotten (the next caller retries), and the oldest entry goes when `maxEntries` is passed.
 */
export const createTtlCache = <V>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<V> => {
  const entries = new Map<string, Entry<V>>();
  return {
    get: (key, load) => {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { expiresAt: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return value;
    },
    clear: () => entries.clear(),
  };
};
