// Builds the web app when its inputs changed since the last build (or when there is no build).
// Used by `npm start` and the end-to-end tests; `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const stampFile = path.join(distDir, '.build-stamp');

const inputs = ['apps/web/src', 'apps/web/build', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/contracts/src', 'package-lock.json'];

const walk = (entry: string, files: string[]): void => {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) {
      if (/\.test\.tsx?$/.test(name)) continue;
      walk(path.join(entry, name), files);
    }
  } else files.push(entry);
};

export const webInputsHash = (): string => {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const input of inputs) walk(input, files);
  for (const file of files) hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file)));
  // The base path is compiled into asset URLs, so a different one needs a new build.
  hash.update(`BASE_PATH=${process.env.BASE_PATH ?? ''}`);
  return hash.digest('hex');
};

export const buildWebIfNeeded = ({ force = false }: { force?: boolean } = {}): void => {
  const wanted = webInputsHash();
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (!force && current === wanted && fs.existsSync(path.join(distDir, 'index.html'))) {
    console.log('[build] web app is up to date');
    return;
  }
  console.log('[build] building the web app ...');
  const started = Date.now();
  const vite = path.join(root, 'node_modules/.bin/vite');
  // The browser's bundle, then the server's render of pages (decision 043) into dist/server, which the
  // server reads but never serves.
  for (const args of [['build'], ['build', '--ssr', 'src/ssr/render-page.tsx', '--outDir', 'dist/server', '--emptyOutDir']]) {
    const result = spawnSync(vite, [...args, '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('[build] the web build failed');
      process.exit(result.status ?? 1);
    }
  }
  fs.writeFileSync(stampFile, wanted);
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfNeeded({ force: process.argv.includes('--force') });
