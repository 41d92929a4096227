// The server the end-to-end specs run (scripts/e2e-server.ts spawns it): the real one (apps/server/src/server.ts
// starts the same way), with the e2e clock, so a spec can make a request at a later time (scripts/e2e-clock.ts).
import { startServer } from '../apps/server/src/start-server';
import { e2eNow, registerE2eClock } from './e2e-clock';

startServer({ now: e2eNow, beforeListen: registerE2eClock }).catch((error: unknown) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});
