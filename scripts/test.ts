// `npm test`: every check of the house, one tier after the other, with a summary at the end.
//   1. rules         the tools that keep the house rules: ESLint (boundaries, cycles, page paths, colours),
//                    stylelint (colours), tsgo over every project (apps, contracts, bench, scripts), and the
//                    names check (no tracker numbers in source)
//   2. unit          Vitest, beside the code (node and jsdom)
//   3. integration   Vitest + app.inject against a freshly migrated database
//                    (PGlite, or a database of its own on TEST_DATABASE_URL)
//   4. end-to-end    Playwright on Debian's Chromium against the built apps (the passenger app's journeys, its crawl,
//                    then the console) and a real server
//   5. benches       every `npm run bench:*` in its tiny mode (seconds), so that none rots unnoticed
// A tier's failure does not stop the later tiers; the exit code is non-zero if anything failed.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoleIfNeeded } from './build-console';
import { buildWebIfNeeded } from './build-web';

type Tier = { name: string; passed: number; failed: number; skipped: number; failures: string[] };
type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numTotalTests?: number;
  testResults?: Array<{ name: string; message?: string; assertionResults?: Array<{ fullName: string; status: string }> }>;
};
type PlaywrightSuite = { title: string; file?: string; specs?: Array<{ title: string; ok: boolean }>; suites?: PlaywrightSuite[] };
type PlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }; suites?: PlaywrightSuite[] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
fs.mkdirSync(reports, { recursive: true });
const bin = (name: string): string => path.join(root, 'node_modules/.bin', name);
const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null);
const run = (command: string, args: string[], options: SpawnSyncOptions = {}): boolean =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status === 0;

/** A tier of named commands: each one passes (exit 0) or fails. */
const commandTier = (name: string, commands: Array<{ label: string; command: string; args: string[]; env?: NodeJS.ProcessEnv }>): Tier => {
  const tier: Tier = { name, passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const { label, command, args, env } of commands) {
    console.log(`\n[${name}] ${label}`);
    if (run(command, args, { env: { ...process.env, ...env } })) tier.passed += 1;
    else {
      tier.failed += 1;
      tier.failures.push(label);
    }
  }
  return tier;
};

/** Where a failure is, named in the summary at the end: a long log's tail then still says what failed. */
const vitestFailures = (report: VitestReport | null): string[] =>
  (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => `${where} > ${t.fullName}`);
    // A file that failed before any of its tests ran (an import or a hook) names the file itself.
    return tests.length || !file.message ? tests : [`${where}: ${file.message.split('\n')[0]}`];
  });

const playwrightFailures = (suites: PlaywrightSuite[] = [], file = ''): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${suite.file ?? file} > ${spec.title}`),
    ...playwrightFailures(suite.suites, suite.file ?? file),
  ]);

const vitestTier = (name: string, projects: string[]): Tier => {
  const output = path.join(reports, `${name}.json`);
  fs.rmSync(output, { force: true });
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  const isOk = run(bin('vitest'), args);
  const report = readJson<VitestReport>(output);
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + (!isOk && !report?.numFailedTests ? 1 : 0);
  // Whatever neither passed nor failed (skipped or not yet written) counts as skipped.
  return {
    name,
    passed,
    failed,
    skipped: Math.max(0, (report?.numTotalTests ?? 0) - passed - (report?.numFailedTests ?? 0)),
    failures: vitestFailures(report),
  };
};

/** One Playwright run (a config, or one project of it) and its counts (a run that failed without a report counts as one failure). */
const playwrightRun = (config: string, report: string, project?: string) => {
  const output = path.join(reports, report);
  fs.rmSync(output, { force: true });
  const isOk = run(bin('playwright'), ['test', '-c', config, ...(project ? ['--project', project] : []), '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  const json = readJson<PlaywrightReport>(output);
  const stats = json?.stats;
  return {
    failures: playwrightFailures(json?.suites),
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + (!isOk && !stats?.unexpected ? 1 : 0),
    skipped: stats?.skipped ?? 0,
  };
};

/**
 * The passenger app's journeys, then its crawl of every page, then the operator console's specs
 * (apps/console/e2e), each run against a server of its own. One after the other: on two cores, the crawl
 * beside the journeys slowed both until specs timed out.
 */
const e2eTier = (): Tier => {
  buildWebIfNeeded();
  buildConsoleIfNeeded();
  const runs = [
    playwrightRun('apps/web/playwright.config.ts', 'e2e.json', 'journeys'),
    playwrightRun('apps/web/playwright.config.ts', 'e2e-crawl.json', 'crawl'),
    playwrightRun('apps/console/playwright.config.ts', 'e2e-console.json'),
  ];
  return {
    name: 'end-to-end',
    passed: runs.reduce((sum, r) => sum + r.passed, 0),
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
    skipped: runs.reduce((sum, r) => sum + r.skipped, 0),
    failures: runs.flatMap((r) => r.failures),
  };
};

const npmScript = (script: string, extra: string[] = []) => ({ label: `npm run ${script}`, command: 'npm', args: ['run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])] });

const started = Date.now();
/** A tier and how long it took: the summary says where a run's time went. */
const timed = (makeTier: () => Tier): Tier & { seconds: number } => {
  const tierStarted = Date.now();
  const tier = makeTier();
  return { ...tier, seconds: Math.round((Date.now() - tierStarted) / 1000) };
};
const tiers = [
  timed(() => commandTier('rules', [npmScript('lint'), npmScript('typecheck')])),
  timed(() => vitestTier('unit', ['unit:node', 'unit:web', 'unit:console'])),
  timed(() => vitestTier('integration', ['integration'])),
  timed(e2eTier),
  timed(() =>
    commandTier(
      'benches',
      ['web', 'lighthouse', 'api', 'purchase', 'eta', 'gtfs'].map((name) => ({
        ...npmScript(`bench:${name}`, ['--tiny']),
        env: process.env.TEST_DATABASE_URL && !process.env.BENCH_DATABASE_URL ? { BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL } : {},
      })),
    ),
  ),
];

console.log('\nTest tiers');
for (const t of tiers) {
  console.log(`  ${t.name.padEnd(12)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped, ${t.seconds} s`);
  for (const failure of t.failures) console.log(`      failed: ${failure}`);
}
const total = tiers.reduce((sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`  database     ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded PGlite'}`);
console.log(`  time         ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || tiers.some((t) => t.passed === 0) ? 1 : 0);
