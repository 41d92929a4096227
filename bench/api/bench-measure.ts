// Measuring helpers: autocannon against one URL, and plain timing of a query run many times.
import autocannon from 'autocannon';

/** The p-th percentile of sorted values (nearest rank); 0 for none. */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export type Timing = { count: number; p50Ms: number; p99Ms: number; maxMs: number };

/** Runs `query` `count` times one after another; milliseconds at p50, p99 and the worst. */
export const timeSequential = async (count: number, query: (i: number) => Promise<unknown>): Promise<Timing> => {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    await query(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number): number => Math.round(ms * 1000) / 1000;
  return { count, p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)), maxMs: round(times.at(-1) ?? 0) };
};

/**
 * autocannon in this process: throughput and latency. Bodies are not inspected during the run (that would
 * load the same event loop); the caller checks the answer before and after.
 */
export type Load = { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; errors: number; processCpuUsPerRequest: number | null };

export const runLoad = async ({ url, headers, connections, durationSeconds }: { url: string; headers: Record<string, string>; connections: number; durationSeconds: number }): Promise<Load> => {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ url, headers, connections, duration: durationSeconds });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    // This process's CPU (server and load generator) per request: with PostgreSQL the database's own CPU
    // is not in it, which shows what the app needs per call when the database has cores of its own.
    processCpuUsPerRequest: result.requests.total ? Math.round((cpu.user + cpu.system) / result.requests.total) : null,
  };
};
