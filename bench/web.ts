// `npm run bench:web`: gzip sizes of what the home route loads before it can render (entry chunk, the
// home page chunk and their static imports, and their CSS), from a production build (made when its inputs
// changed). Budget (decision 012): initial JS <= 100 KB gzip, with no map code in it (Leaflet or the AMap
// loader: maps load with the pages that show one). Writes bench/results/web.json. The tiny mode measures the
// same build: it is seconds already.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebIfNeeded } from '../scripts/build-web';
import { finish, root, writeResult } from './shared/bench-run';

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; css?: string[]; imports?: string[]; dynamicImports?: string[] };
type Measured = { file: string; rawBytes: number; gzipBytes: number };

const dist = path.join(root, 'apps/web/dist');
const HOME_PAGE_MODULE = 'src/features/home/home-page.tsx';
const JS_BUDGET_BYTES = 100 * 1024;

buildWebIfNeeded();
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey || !manifest[HOME_PAGE_MODULE]) {
  console.error(`Cannot find the entry or ${HOME_PAGE_MODULE} in the Vite manifest`);
  process.exit(1);
}

// The entry, the chunks it imports at once (main.tsx loads React's DOM renderer and the app's start as two
// dynamic imports, decision 043), the home page chunk, and everything they import statically: what the home
// route loads before it is live.
const js = new Set<string>();
const css = new Set<string>();
/** Lazy chunks are named by their hash alone (vite.config.ts): the table says which chunk each one is. */
const chunkNames = new Map<string, string>();
const visit = (key: string): void => {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  chunkNames.set(chunk.file, chunk.name ?? key);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
for (const started of manifest[entryKey]?.dynamicImports ?? []) visit(started);
visit(HOME_PAGE_MODULE);

const measure = (file: string): Measured => {
  const content = fs.readFileSync(path.join(dist, file));
  return { file, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
};
const jsFiles = [...js].map(measure);
const cssFiles = [...css].map(measure);
const sum = (files: Measured[], key: 'rawBytes' | 'gzipBytes'): number => files.reduce((total, f) => total + f[key], 0);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Marks of map code in a bundle: Leaflet's own identifiers and the AMap loader's script address. */
const MAP_CODE_MARKS = [/leaflet-container/, /L\.Map\b|Leaflet/, /webapi\.amap\.com|AMapLoader/];
const mapCodeFiles = [...js].filter((file) => {
  const content = fs.readFileSync(path.join(dist, file), 'utf8');
  return MAP_CODE_MARKS.some((mark) => mark.test(content));
});

const jsGzipBytes = sum(jsFiles, 'gzipBytes');
const isMet = jsGzipBytes <= JS_BUDGET_BYTES && mapCodeFiles.length === 0;
const result = {
  measuredAt: new Date().toISOString(),
  route: 'home',
  js: { files: jsFiles, gzipBytes: jsGzipBytes, rawBytes: sum(jsFiles, 'rawBytes') },
  css: { files: cssFiles, gzipBytes: sum(cssFiles, 'gzipBytes'), rawBytes: sum(cssFiles, 'rawBytes') },
  mapCodeFiles,
  budget: { jsGzipBytes: JS_BUDGET_BYTES, isMet },
};

console.log('\nInitial load of the home route (gzip -9)\n');
console.log(`${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
for (const f of [...jsFiles, ...cssFiles]) console.log(`${`${f.file}${chunkNames.has(f.file) ? ` (${chunkNames.get(f.file)})` : ''}`.padEnd(48)} ${kb(f.rawBytes).padStart(10)} ${kb(f.gzipBytes).padStart(10)}`);
console.log(`${'JS total'.padEnd(48)} ${kb(result.js.rawBytes).padStart(10)} ${kb(result.js.gzipBytes).padStart(10)}`);
console.log(`${'CSS total'.padEnd(48)} ${kb(result.css.rawBytes).padStart(10)} ${kb(result.css.gzipBytes).padStart(10)}`);
console.log(`\nBudget: initial JS <= ${kb(JS_BUDGET_BYTES)} gzip: ${jsGzipBytes <= JS_BUDGET_BYTES ? 'met' : 'NOT MET'}`);
console.log(`Map code in the initial JS: ${mapCodeFiles.length === 0 ? 'none' : mapCodeFiles.join(', ')}\n`);

finish({
  file: writeResult('web', result),
  isEveryBarMet: isMet,
  problems: [
    ...(jsFiles.length === 0 ? ['no JS found for the home route'] : []),
    ...mapCodeFiles.map((file) => `map code in the home route's initial JS: ${file}`),
  ],
});
