import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadPage } from './lazy-page';

const Page = () => null;

describe('loadPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 120000 ms for a chunk (SPEC section 7)', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('yields the page when its chunk arrives in time', async () => {
    const loading = loadPage(() => new Promise((resolve) => setTimeout(() => resolve(Page), 119_000)));
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(loading).resolves.toBe(Page);
  });

  it('fails with a ChunkLoadError when the chunk has not arrived after the time-out', async () => {
    const loading = loadPage(() => new Promise(() => undefined));
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let isSettled = false;
    void outcome.then(() => {
      isSettled = true;
    });
    await Promise.resolve();
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadPage(() => Promise.reject(cause)).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('clears its timer once the chunk is in', async () => {
    await loadPage(() => Promise.resolve(Page));
    expect(vi.getTimerCount()).toBe(0);
  });
});
