import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed';
import { loadTraceLines, parseDays, recordTrace } from '../modules/live/simulation/record-trace';

/**
 * `npm run sim:trace -- --seed 7 --days 2026-06-01..2026-06-07 --out bench/eta/trace-*.json`: records a
 * simulated trace of the demo network (built in memory, so the trace never depends on a local database)
 * for the ETA bench (decision 027). A `*` in --out stands for the seed. --lines U101,U102 keeps some lines.
 */
const usage = 'Usage: npm run sim:trace -- --seed 7 --days 2026-06-01..2026-06-07 [--out bench/eta/trace-*.json] [--lines U101,U102] [--every 10]';

const main = async (): Promise<number> => {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        seed: { type: 'string', default: '7' },
        days: { type: 'string' },
        out: { type: 'string', default: 'bench/eta/trace-*.json' },
        lines: { type: 'string' },
        every: { type: 'string', default: '10' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const seed = Number(values.seed);
  const every = Number(values.every);
  const days = values.days ? parseDays(values.days) : null;
  if (!Number.isInteger(seed) || seed < 0 || !days || !Number.isInteger(every) || every < 1 || every > 600) {
    console.error(usage);
    return 2;
  }
  const codes = values.lines ? values.lines.split(',').map((s) => s.trim()).filter(Boolean) : undefined;

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    const lines = await loadTraceLines(database.db, codes);
    const missing = (codes ?? []).filter((code) => !lines.some((l) => l.code === code));
    if (missing.length > 0) {
      console.error(`No such demo line: ${missing.join(', ')}`);
      return 2;
    }
    const trace = recordTrace({ lines, days, seed, pointEverySeconds: every });
    // npm runs scripts from the repository root; a relative path means relative to where the command was typed.
    const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out.replaceAll('*', String(seed)));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(trace));
    const points = trace.trips.reduce((sum, t) => sum + t.points.length, 0);
    console.log(`Trace written to ${out}: ${lines.length} lines, ${days.length} days, ${trace.trips.length} trips, ${points} points (seed ${seed}).`);
    return 0;
  } finally {
    await database.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Trace recording failed:', error);
    process.exit(1);
  },
);
