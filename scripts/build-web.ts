// Builds the web app when its inputs changed since the last build (or when there is no build).
// Used by `npm start` and the end-to-end tests; `npm run build` always builds.
import { fileURLToPath } from 'node:url';
import { buildWhenChanged } from './build-when-changed';

const inputs = ['apps/web/src', 'apps/web/build', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/contracts/src', 'package-lock.json'];

export const buildWebIfNeeded = ({ force = false }: { force?: boolean } = {}): void =>
  buildWhenChanged(
    {
      name: 'web app',
      dir: 'apps/web',
      inputs,
      // The base path is compiled into asset URLs, so a different one needs a new build.
      extraHash: `BASE_PATH=${process.env.BASE_PATH ?? ''}`,
      // The browser's bundle, then the server's render of pages (decision 043) into dist/server, which the
      // server reads but never serves.
      runs: [['build'], ['build', '--ssr', 'src/ssr/render-page.tsx', '--outDir', 'dist/server', '--emptyOutDir']],
    },
    { force },
  );

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfNeeded({ force: process.argv.includes('--force') });
