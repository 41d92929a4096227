import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_ADMIN_FILE, E2E_CONSOLE_DATA_DIR, E2E_CONSOLE_PORT } from './e2e/e2e-admin';
import { chromiumLaunchOptions } from '../../scripts/debian-chromium';

/**
 * The operator console's end-to-end tests: desktop Chromium (Debian's, never a downloaded one) against the
 * built console served by the real server on a cold embedded database of its own (another port and data dir
 * than the passenger app's specs, so both can run). The server's start makes the first admin with the real
 * `npm run ops:admin` (scripts/e2e-server.ts, E2E_OPS_ADMIN).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../../.tmp/e2e-console-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_CONSOLE_PORT}`,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    screen: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node_modules/.bin/tsx scripts/e2e-server.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_CONSOLE_PORT}/healthz`,
    env: {
      PORT: String(E2E_CONSOLE_PORT),
      HOST: '127.0.0.1',
      E2E_DATA_DIR: E2E_CONSOLE_DATA_DIR,
      E2E_OPS_ADMIN: E2E_ADMIN,
      E2E_OPS_ADMIN_FILE: E2E_ADMIN_FILE,
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
