import { describe, expect, it } from 'vitest';
import { createCachedValue } from './cached-value';

describe('cached values', () => {
  it('shares one in-flight fetch and keeps the value for its lifetime minus the margin', async () => {
    let clock = 0;
    let fetches = 0;
    const cache = createCachedValue(
      async () => {
        fetches += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { value: `v${fetches}`, ttlSeconds: 7200 };
      },
      { marginSeconds: 300, now: () => clock },
    );
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual(['v1', 'v1', 'v1']);
    expect(fetches).toBe(1);
    clock = (7200 - 300) * 1000 - 1;
    expect(await cache.get()).toBe('v1');
    clock += 1;
    expect(await cache.get()).toBe('v2');
    cache.invalidate();
    expect(await cache.get()).toBe('v3');
  });

  it('does not keep a failure', async () => {
    let calls = 0;
    const cache = createCachedValue(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return { value: 'ok', ttlSeconds: 7200 };
    });
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toBe('ok');
  });
});
