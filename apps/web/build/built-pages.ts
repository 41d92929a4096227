/**
 * Which page paths have a page: the keys of src/app/page-loaders.ts, each a constant of
 * src/app/page-paths.ts. The build writes them to dist/built-pages.json so that the server answers every
 * other `.html` path with HTTP 404 (the app still renders its not-found page there). Read from the source
 * text, since the loaders' modules are React pages that Node cannot import; a unit test checks the result
 * against the loaders themselves.
 */
import fs from 'node:fs';
import type { Plugin } from 'vite';

export const BUILT_PAGES_FILE = 'built-pages.json';

const pathConstants = (pagePathsSource: string): Map<string, string> =>
  new Map([...pagePathsSource.matchAll(/export const (\w+_PATH) = '([^']+)';/g)].map((match) => [match[1] ?? '', match[2] ?? '']));

/** The router paths (no base path, no `.html`) that page-loaders.ts gives a page. */
export const readBuiltPages = (pageLoadersSource: string, pagePathsSource: string): string[] => {
  const constants = pathConstants(pagePathsSource);
  const keys = [...pageLoadersSource.matchAll(/^\s*\[(\w+_PATH)\]:/gm)].map((match) => match[1] ?? '');
  return keys.map((key) => {
    const path = constants.get(key);
    if (!path) throw new Error(`page-loaders.ts names ${key}, which page-paths.ts does not define`);
    return path;
  });
};

export const builtPagesPlugin = (sourceDir: URL): Plugin => ({
  name: 'udian-built-pages',
  // The client build only: the server render's bundle (build.ssr) is neither served nor listed.
  apply: (config, { command }) => command === 'build' && !config.build?.ssr,
  generateBundle() {
    const read = (name: string) => fs.readFileSync(new URL(name, sourceDir), 'utf8');
    const pages = readBuiltPages(read('app/page-loaders.ts'), read('app/page-paths.ts'));
    this.emitFile({ type: 'asset', fileName: BUILT_PAGES_FILE, source: `${JSON.stringify(pages, null, 1)}\n` });
  },
});
