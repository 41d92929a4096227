/**
 * Brotli and gzip twins of every text file of the build, made once at build time at the highest levels, so
 * the server sends them as they are (`@fastify/static` with `preCompressed`) instead of compressing per
 * request. index.html is left alone: the server writes its runtime settings into it at start and
 * compresses the result then (apps/server/src/http/web-app.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text types worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Below this a compressed twin saves less than its framing and a round trip costs more than the bytes. */
const MIN_BYTES = 512;

export const compressFile = (file: string): void => {
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) return;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = gzipSync(content, { level: 9 });
  // A twin that is not smaller is not sent; the server then sends the file itself.
  if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
};

const walk = (dir: string, files: string[] = []): string[] => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Vite's own folder (.vite: the manifest) is read by tools, never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) walk(full, files);
    } else files.push(full);
  }
  return files;
};

export const precompressPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'udian-precompress',
    // The client build only: the server render's bundle (build.ssr) is neither served nor listed.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) if (COMPRESSIBLE.test(file)) compressFile(file);
    },
  };
};
