// Builds the operator console (apps/console) when its inputs changed since the last build (or when there is
// no build). Used by `npm start` and the end-to-end tests like scripts/build-web.ts; `npm run build` always builds.
import { fileURLToPath } from 'node:url';
import { buildWhenChanged } from './build-when-changed';

// apps/web/build: the console's build reuses the web build's precompress plugin.
const inputs = ['apps/console/src', 'apps/console/index.html', 'apps/console/vite.config.ts', 'apps/console/package.json', 'apps/web/build/precompress.ts', 'packages/contracts/src', 'package-lock.json'];

export const buildConsoleIfNeeded = ({ force = false }: { force?: boolean } = {}): void =>
  buildWhenChanged({ name: 'operator console', dir: 'apps/console', inputs, runs: [['build']] }, { force });

if (process.argv[1] === fileURLToPath(import.meta.url)) buildConsoleIfNeeded({ force: process.argv.includes('--force') });
