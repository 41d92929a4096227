// The server the end-to-end tests run against: the built web app, a cold embedded database of its own
// (seeded like a newcomer's first `npm start`), on the port Playwright gives it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeHostApps, startFakeHostServer } from './fake-host-server';
import { startLiveFeed } from './e2e-live-feed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// E2E_DATA_DIR lets two runs (two engineers, two ports) keep their databases apart.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, '.tmp/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });

// The operator console's specs (apps/console/e2e) need an admin: made here exactly as the README says, with
// `npm run ops:admin -- <name>` on the fresh database BEFORE the server opens it (the embedded database takes
// one process at a time). Its output, with the one-time password, goes to E2E_OPS_ADMIN_FILE for the spec.
if (process.env.E2E_OPS_ADMIN) {
  const made = spawnSync('npm', ['run', '--silent', 'ops:admin', '--', process.env.E2E_OPS_ADMIN], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  if (made.status !== 0) throw new Error(`npm run ops:admin failed: ${made.stderr}`);
  fs.writeFileSync(process.env.E2E_OPS_ADMIN_FILE ?? path.join(dataDir, '..', 'e2e-ops-admin.txt'), made.stdout);
}

// The host apps' servers, faked on 127.0.0.1, so host logins go through our real HTTP host adapters.
const fakeHost = await startFakeHostServer();
// An operator's GTFS-Realtime feed with one demo bus driving now, at any hour (e2e-live-feed.ts says why).
const liveFeed = await startLiveFeed();

/** What the accounts and buying end-to-end specs rely on. An explicit env wins. */
const accountsEnv = {
  // Every browser of the run shares 127.0.0.1: the per-IP SMS cap would count all specs together.
  SMS_IP_HOURLY_LIMIT: '1000',
  // The fake super-app bridge of the specs signs its user data with this key.
  SUPER_APP_SIGN_KEY: 'e2e-super-app-sign-key-0001',
  CITIZEN_APP_ID: fakeHostApps.citizen.appId,
  CITIZEN_APP_SECRET: fakeHostApps.citizen.secret,
  CITIZEN_APP_API_URL: fakeHost.url,
  JINHUA_APP_ID: fakeHostApps.jinhua.appId,
  JINHUA_APP_SECRET: fakeHostApps.jinhua.secret,
  JINHUA_APP_API_URL: fakeHost.url,
  // apps/web/e2e/buying.spec.ts watches an unpaid order lapse and its seats come back.
  ORDER_HOLD_MINUTES: '0.75',
  ORDER_EXPIRY_SWEEP_SECONDS: '2',
  // The fake super-app cashier (fake-host-server.ts) is the host's payment deep link.
  SUPER_APP_PAY_LINK: `${fakeHost.url}/super-app/pay`,
  SUPER_APP_PAY_KEY: fakeHostApps.superAppPay.key,
  // apps/web/e2e/riding.spec.ts checks in tomorrow's ticket: its check window opens a day before the bus.
  TICKET_CHECK_OPENS_MINUTES: '1440',
  // apps/web/e2e/live-buses.spec.ts watches a bus move: the feed's bus, polled every 2 s (the simulator stays on).
  GTFS_RT_VEHICLE_POSITIONS_URL: liveFeed.url,
  GTFS_RT_POLL_SECONDS: '2',
  // The stand-in AMap script (fake-amap.js). No AMAP_KEY: maps are Leaflet without tiles unless a spec gives
  // a page a key (apps/web/e2e/maps.spec.ts), so no test ever reaches AMap.
  AMAP_JS_URL: `${fakeHost.url}/amap/maps`,
  // apps/web/e2e/crowdfund.spec.ts watches a crowdfund open at its target and another fail at its deadline.
  CROWDFUND_CHECK_SECONDS: '2',
  // apps/web/e2e/period-pass.spec.ts rides next month's pass on the e2e clock (scripts/e2e-clock.ts), up to about
  // six weeks ahead: its login must still hold then.
  SESSION_TTL_DAYS: '60',
};

// The real server's start with the e2e clock (scripts/e2e-app.ts): a spec's request may ask for a later time.
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/e2e-app.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...accountsEnv, ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void Promise.all([fakeHost.close(), liveFeed.close()]).finally(() => process.exit(code ?? 0));
});
