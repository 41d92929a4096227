import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../../scripts/debian-chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// The crowdfund journey (crowdfund.spec.ts) proposes its line in the operator console: the server's start
// makes an admin as the console's specs do, its one-time password in this file (apps/console/e2e/e2e-admin.ts
// reads E2E_OPS_ADMIN_FILE).
process.env.E2E_OPS_ADMIN_FILE ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/e2e-web-admin-${port}.txt`);

/**
 * End-to-end tests on Debian's Chromium (never a downloaded browser) with a phone viewport, against the
 * built web app served by the real server on a cold embedded database.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Journeys of several pages on two workers of two cores: 30 s left the longest of them at the edge.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../../.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['iPhone 13'],
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    screen: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The crawl of every page (navigation.spec.ts) is by far the longest test. npm test runs the journeys, then
  // the crawl, each project on its own (scripts/test.ts): beside each other on two cores, both slowed until
  // specs timed out.
  projects: [
    { name: 'crawl', testMatch: /navigation\.spec\.ts$/ },
    { name: 'journeys', testIgnore: /navigation\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/e2e-server.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port), HOST: '127.0.0.1', E2E_OPS_ADMIN: 'e2e-admin', E2E_OPS_ADMIN_FILE: process.env.E2E_OPS_ADMIN_FILE },
    // A cold start migrates and seeds the embedded database: on a busy machine that takes well over a minute.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
