// `npm test`: the three test tiers of DESIGN "Tests", one after the other, with a summary at the end.
//   1. unit          Vitest, beside the code (node and jsdom)
//   2. integration   Vitest + app.inject against a freshly migrated database
//                    (PGlite, or a database of its own on TEST_DATABASE_URL)
//   3. end-to-end    Playwright on Debian's Chromium against the built app and a real server
// A tier's failure does not stop the later tiers; the exit code is non-zero if any test failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const vitestTier = (name, projects) => {
  const output = path.join(reports, `${name}.json`);
  fs.rmSync(output, { force: true });
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  const { status } = spawnSync(bin('vitest'), args, { cwd: root, stdio: 'inherit' });
  const report = readJson(output);
  return {
    name,
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + (status !== 0 && !report?.numFailedTests ? 1 : 0),
    // Whatever neither passed nor failed (skipped or not yet written) counts as skipped.
    skipped: Math.max(0, (report?.numTotalTests ?? 0) - (report?.numPassedTests ?? 0) - (report?.numFailedTests ?? 0)),
  };
};

const e2eTier = () => {
  buildWebIfNeeded();
  const output = path.join(reports, 'e2e.json');
  fs.rmSync(output, { force: true });
  const { status } = spawnSync(bin('playwright'), ['test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  const stats = readJson(output)?.stats;
  return {
    name: 'end-to-end',
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + (status !== 0 && !stats?.unexpected ? 1 : 0),
    skipped: stats?.skipped ?? 0,
  };
};

const started = Date.now();
const tiers = [vitestTier('unit', ['unit:node', 'unit:web']), vitestTier('integration', ['integration']), e2eTier()];

console.log('\nTest tiers');
for (const t of tiers) console.log(`  ${t.name.padEnd(12)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
const total = tiers.reduce((sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`  database     ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded PGlite'}`);
console.log(`  time         ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || tiers.some((t) => t.passed === 0) ? 1 : 0);
