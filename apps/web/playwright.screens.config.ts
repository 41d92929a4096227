import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screens`: the product's main pages photographed at 375 px into docs/screens, against the same
 * server and demo data as the end-to-end tests. Not part of `npm test` (it writes into the repository).
 */
export default defineConfig({
  ...base,
  testDir: './screens',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
});
