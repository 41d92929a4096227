export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type KeyedBatcher<In, Out> = (key: string, input: In) => Promise<Out>;

/**
 * Group commit: calls that arrive for a key while a batch of that key is under way wait, and go together
 * as the next batch (up to `maxBatch` inputs), so a hot key costs one round trip and one commit per batch
 * instead of per call. The first call of an idle key runs at once, alone: nothing waits on a timer.
 *
 * One batch per key runs at a time; batches of different keys run side by side. `run` answers one outcome
 * per input, in order: a failed input rejects only its own caller. If `run` itself fails, every caller of
 * that batch gets the error.
 */
export const createKeyedBatcher = <In, Out>(
  run: (inputs: In[]) => Promise<Settled<Out>[]>,
  { maxBatch }: { maxBatch: number },
): KeyedBatcher<In, Out> => {
  type Waiting = { input: In; resolve: (value: Out) => void; reject: (error: unknown) => void };
  const queues = new Map<string, Waiting[]>();

  const drain = async (key: string, queue: Waiting[]): Promise<void> => {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const outcomes = await run(batch.map((w) => w.input));
        batch.forEach((waiting, i) => {
          const outcome = outcomes[i];
          if (!outcome) waiting.reject(new Error(`batch answered ${outcomes.length} outcomes for ${batch.length} inputs`));
          else if (outcome.ok) waiting.resolve(outcome.value);
          else waiting.reject(outcome.error);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    queues.delete(key);
  };

  return (key, input) =>
    new Promise<Out>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ input, resolve, reject });
        return;
      }
      const fresh: Waiting[] = [{ input, resolve, reject }];
      queues.set(key, fresh);
      void drain(key, fresh);
    });
};
