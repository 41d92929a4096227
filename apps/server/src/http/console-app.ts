import fastifyStatic from '@fastify/static';
import { CONSOLE_CONFIG_MARKER, CONSOLE_PRODUCT_NAME_META } from '@udian/contracts/console-page';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app-instance';
import { compressedVariants, pickEncoding } from './text-compression';

/** Where the operator console lives (apps/console/vite.config.ts base; its router's base). */
export const CONSOLE_BASE = '/ops';

const escapeHtml = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The console's index.html with the product name written in (its header, and the tab's title before the app starts). */
export const renderConsoleIndexHtml = (template: string, productName: string): string =>
  template
    .replace(CONSOLE_CONFIG_MARKER, `<meta name="${CONSOLE_PRODUCT_NAME_META}" content="${escapeHtml(productName)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(productName)}运营后台</title>`);

const notBuiltPage = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>运营后台尚未构建</title>
<body style="font-family:sans-serif;padding:2em"><h1>运营后台尚未构建</h1>
<p>The operator console is not built. 请在项目根目录运行 <code>npm run build</code>（或只构建运营后台：<code>npm run build -w apps/console</code>），然后刷新本页。</p></body></html>`;

/**
 * Serves the operator console (decision 044) under /ops/: hashed assets with long immutable caching and
 * their build-time brotli/gzip twins, every other path the console's index.html (its own router decides),
 * never cached so a new release is picked up at once. A missing build answers a page saying how to build it.
 */
export const registerConsoleApp = async (app: App, options: { distDir: string; productName: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const isBuilt = fs.existsSync(indexFile);
  const indexHtml = isBuilt ? renderConsoleIndexHtml(fs.readFileSync(indexFile, 'utf8'), options.productName) : notBuiltPage;
  const indexVariants = compressedVariants(indexHtml);

  const assetsDir = path.join(options.distDir, 'assets');
  if (isBuilt && fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: `${CONSOLE_BASE}/assets/`,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      preCompressed: true,
    });
  }

  app.get(CONSOLE_BASE, async (request, reply) => {
    const query = request.url.split('?', 2)[1];
    return reply.redirect(`${CONSOLE_BASE}/${query ? `?${query}` : ''}`, 301);
  });
  // Every path without a file is a page of the console (or its own not-found page): the same document.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .status(isBuilt ? 200 : 503)
      .header('cache-control', 'no-store')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(indexHtml);
    return reply.header('content-encoding', encoding).send(indexVariants[encoding]);
  };
  app.get(`${CONSOLE_BASE}/`, sendIndex);
  app.get(`${CONSOLE_BASE}/*`, sendIndex);
};
