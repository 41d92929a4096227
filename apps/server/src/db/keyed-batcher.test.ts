import { describe, expect, it } from 'vitest';
import { createKeyedBatcher, type Settled } from './keyed-batcher';

/** A run that the test finishes by hand, recording every batch it was given. */
const controlledRun = () => {
  const batches: number[][] = [];
  const pending: { resolve: (outcomes: Settled<string>[]) => void; reject: (error: unknown) => void; inputs: number[] }[] = [];
  const run = (inputs: number[]) =>
    new Promise<Settled<string>[]>((resolve, reject) => {
      batches.push(inputs);
      pending.push({ resolve, reject, inputs });
    });
  const answerNext = () => {
    const next = pending.shift()!;
    next.resolve(next.inputs.map((n) => (n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: `v${n}` })));
  };
  const failNext = (error: Error) => pending.shift()!.reject(error);
  return { run, batches, answerNext, failNext };
};

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createKeyedBatcher', () => {
  it('runs the first call at once, alone, and the calls that arrive meanwhile as the next batch', async () => {
    const c = controlledRun();
    const call = createKeyedBatcher(c.run, { maxBatch: 10 });
    const first = call('k', 1);
    const rest = [call('k', 2), call('k', 3), call('k', 4)];
    expect(c.batches).toEqual([[1]]);
    c.answerNext();
    expect(await first).toBe('v1');
    await tick();
    expect(c.batches).toEqual([[1], [2, 3, 4]]);
    c.answerNext();
    expect(await Promise.all(rest)).toEqual(['v2', 'v3', 'v4']);
  });

  it('caps a batch at maxBatch and keeps the order of arrival', async () => {
    const c = controlledRun();
    const call = createKeyedBatcher(c.run, { maxBatch: 2 });
    const calls = [1, 2, 3, 4, 5].map((n) => call('k', n));
    c.answerNext();
    await tick();
    c.answerNext();
    await tick();
    c.answerNext();
    expect(await Promise.all(calls)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);
    expect(c.batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('runs batches of different keys side by side', () => {
    const c = controlledRun();
    const call = createKeyedBatcher(c.run, { maxBatch: 10 });
    void call('a', 1);
    void call('b', 2);
    void call('a', 3);
    expect(c.batches).toEqual([[1], [2]]);
  });

  it('rejects only the caller whose input failed, and every caller of a batch whose run failed', async () => {
    const c = controlledRun();
    const call = createKeyedBatcher(c.run, { maxBatch: 10 });
    const first = call('k', 1);
    const good = call('k', 2);
    const bad = call('k', -3);
    c.answerNext();
    await first;
    await tick();
    c.answerNext();
    expect(await good).toBe('v2');
    await expect(bad).rejects.toThrow('bad -3');

    const lost = [call('k', 4)];
    lost.push(call('k', 5));
    c.failNext(new Error('connection lost'));
    await expect(lost[0]).rejects.toThrow('connection lost');
    await tick();
    c.failNext(new Error('still down'));
    await expect(lost[1]).rejects.toThrow('still down');
  });

  it('forgets an idle key: the next call starts a batch of its own', async () => {
    const c = controlledRun();
    const call = createKeyedBatcher(c.run, { maxBatch: 10 });
    const first = call('k', 1);
    c.answerNext();
    await first;
    await tick();
    const second = call('k', 2);
    expect(c.batches).toEqual([[1], [2]]);
    c.answerNext();
    expect(await second).toBe('v2');
  });
});
