// What every bench shares: its tiny mode, its timestamped log, and where its figures go.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `--tiny` (or BENCH_TINY=1): the same code on a toy workload, done in seconds. `npm test` runs every bench
 * this way so that none rots unnoticed; its figures mean nothing and go to `<name>.tiny.json`, leaving the
 * real ones alone. A tiny run fails only when the bench breaks or finds a wrong answer, never on a bar.
 */
export const isTiny = process.argv.includes('--tiny') || process.env.BENCH_TINY === '1';

/** A number from the environment, or the tiny or full default. */
export const setting = (name: string, full: number, tiny: number): number => {
  const value = process.env[name];
  return value === undefined || value === '' ? (isTiny ? tiny : full) : Number(value);
};

export const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;

const startedAt = Date.now();
export const elapsedSeconds = (): number => Math.round((Date.now() - startedAt) / 1000);
export const log = (message: string): void => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] ${message}`);

/** Writes bench/results/<name>.json (or <name>.tiny.json in the tiny mode); answers the path written. */
export const writeResult = (name: string, result: unknown): string => {
  const file = path.join('bench/results', `${name}${isTiny ? '.tiny' : ''}.json`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, file), `${JSON.stringify(result, null, 2)}\n`);
  return file;
};

/** Ends a run: a tiny run fails on a wrong answer only; a full run reports its bars and exits 0 either way. */
export const finish = ({ file, isEveryBarMet, problems = [] }: { file: string; isEveryBarMet: boolean; problems?: string[] }): void => {
  for (const problem of problems) console.error(`PROBLEM: ${problem}`);
  log(`${isTiny ? 'tiny run (figures not meaningful)' : isEveryBarMet ? 'every bar met' : 'SOME BAR NOT MET'}; wrote ${file}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
};
