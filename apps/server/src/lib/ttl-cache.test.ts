import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('keeps a value for its lifetime, then loads again', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = vi.fn(async () => clock);
    expect(await cache.get('a', load)).toBe(0);
    clock = 999;
    expect(await cache.get('a', load)).toBe(0);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('x'), 5)));
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual(['x', 'x', 'x']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so that the next caller retries', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('drops the oldest entry beyond maxEntries', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
