import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The passenger build's brotli/gzip twins, reused: the server sends them as they are (@fastify/static preCompressed).
import { precompressPlugin } from '../web/build/precompress';

const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:3001';

/**
 * The operator console: a build of its own, served by the server under /ops/, so nothing of it reaches the
 * passenger bundle (apps/web/dist).
 */
export default defineConfig({
  base: '/ops/',
  plugins: [react(), precompressPlugin()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // A desktop tool on office networks: antd and React in one start chunk is fine; sections are split off.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: Number(process.env.CONSOLE_PORT ?? 3002),
    strictPort: true,
    proxy: { '/ops-api': { target: apiTarget, changeOrigin: false } },
  },
});
