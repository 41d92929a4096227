import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { builtPagesPlugin } from './build/built-pages';
import { inlineEntryCssPlugin } from './build/inline-entry-css';
import { precompressPlugin } from './build/precompress';
import { scriptAfterPaintPlugin } from './build/script-after-paint';
import { startChunk } from './build/start-chunk';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** The history base path, one setting for the server, the router and the asset URLs (README). */
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:3001';

const apiPrefixes = ['/ydbus-zuul', '/ydbus-api-v2', '/ydbus-api', '/shuttle-bus-api', '/ydbus-taxi-api', '/ydbus-ride-hailing', '/ydbus-carpool-api', '/ydbus-weixin-cgi', '/healthz', '/docs', '/dev'];

const start = startChunk('src/app/start-app.tsx');

export default defineConfig(({ isSsrBuild }) => ({
  base: `${basePath}/`,
  // The public files are the browser's; the server render's bundle (dist/server) needs none of them.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    // The browser never validates with zod; the contracts' schemas become one inert value (src/api/zod-inert.ts).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/api/zod-inert.ts', import.meta.url)) }],
  },
  plugins: [react(), builtPagesPlugin(new URL('./src/', import.meta.url)), inlineEntryCssPlugin(), scriptAfterPaintPlugin(), start.plugin, precompressPlugin()],
  // The appVersion header (SPEC section 9: front-end version v{version}).
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The server's render of pages (src/ssr, decision 043) is one self-contained Node bundle.
  ssr: { noExternal: true },
  build: {
    // ES2022 syntax as shipped (decision 036): Chrome 84+, Safari 15+. TanStack Query's private methods stay
    // native instead of becoming WeakMap helpers in the first load.
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // bench/web.ts reads the manifest to find what the home route loads first.
    manifest: true,
    // No preload links for a lazy chunk's imports: the browser fetches them itself, and adding dozens of links
    // at each page change was a long task on a slow phone (decision 043). CSS is still loaded with its chunk,
    // and the first page's chunks are preloaded by the loader in index.html (build/script-after-paint.ts).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Lazy chunks and their CSS are named by their hash alone: the router's table of pages (in the first
        // load) names every page's chunk and stylesheets, and a page's file name there is bytes on every
        // passenger's first load. The manifest still maps each source module to its file.
        ...(isSsrBuild ? {} : { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' }),
        // The browser's bundle: the app's start in one chunk (build/start-chunk.ts), and TanStack Query, where
        // a page loads it first, in one chunk too. The server render's bundle is split as Rolldown likes.
        advancedChunks: isSsrBuild
          ? undefined
          : { groups: [...start.groups, { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 1 }] },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
}));
