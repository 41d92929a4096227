import fastifyStatic from '@fastify/static';
import { isApiPath } from '@udian/contracts/prefixes';
import { WEB_CONFIG_META, type WebConfig } from '@udian/contracts/web-config';
import type { App } from './app-instance';
import fs from 'node:fs';
import path from 'node:path';
import { failureOf } from './envelope';
import { startRenderedPages, type PageRenderingConfig } from './page-rendering/rendered-pages';
import { allowScriptSources, inlineScriptSource, inlineScriptsOf } from './security-headers';
import { compressedVariants, pickEncoding } from './text-compression';

export const HOME_PATH = '/udianbus/app/home.html';

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const escapeText = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** The runtime settings as the page's meta tag, which the web app reads at start. */
const webConfigMeta = (webConfig: WebConfig): string => `<meta name="${WEB_CONFIG_META}" content="${escapeAttribute(JSON.stringify(webConfig))}">`;

/** index.html with the runtime settings written in: built once at start, served for every page. */
export const renderIndexHtml = (template: string, webConfig: WebConfig): string =>
  template.replace('<!--app-config-->', webConfigMeta(webConfig)).replace(/<title>[^<]*<\/title>/, `<title>${escapeText(webConfig.productName)}</title>`);

/** Written by the web build (apps/web/build/built-pages.ts): the router paths that have a page. */
const BUILT_PAGES_FILE = 'built-pages.json';

/** The page paths of the build, or null for a build without the list (every `.html` path is then a page). */
export const readBuiltPages = (distDir: string): Set<string> | null => {
  try {
    const pages: unknown = JSON.parse(fs.readFileSync(path.join(distDir, BUILT_PAGES_FILE), 'utf8'));
    return Array.isArray(pages) ? new Set(pages.filter((page): page is string => typeof page === 'string')) : null;
  } catch {
    return null;
  }
};

const notBuiltPage = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>页面尚未构建</title>
<body><p>网页资源尚未构建。请在项目根目录运行 npm run build（或 npm start）后刷新本页。</p></body></html>`;

/**
 * Serves the web app on the same origin as the API: hashed assets with long caching, every page path
 * (always ending in .html) answered with index.html, a path without .html redirected to it, and the root
 * redirected to the home page. Unknown API paths keep the envelope.
 */
export const registerWebApp = async (
  app: App,
  options: { distDir: string; basePath: string; webConfig: WebConfig; pageRendering: PageRenderingConfig },
) => {
  const { distDir, basePath, webConfig } = options;
  const indexFile = path.join(distDir, 'index.html');
  const isBuilt = fs.existsSync(indexFile);
  const indexHtml = isBuilt ? renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), webConfig) : notBuiltPage;
  // The page's own inline script (the web build's loader of the app's script), allowed by its hash.
  const pageScripts = inlineScriptsOf(indexHtml).map(inlineScriptSource);
  // Every page is the same document until the server renders it: compressed once here, sent as it is.
  const indexVariants = compressedVariants(indexHtml);
  // Decision 043: pages rendered on the server, when the build has the bundle for it.
  const renderPage = isBuilt ? startRenderedPages(app, { distDir, template: indexHtml, headHtml: webConfigMeta(webConfig), config: options.pageRendering }) : null;
  const builtPages = readBuiltPages(distDir);
  const topLevelFiles = new Set(
    isBuilt
      ? fs.readdirSync(distDir).filter((name) => name !== 'index.html' && name !== BUILT_PAGES_FILE && fs.statSync(path.join(distDir, name)).isFile())
      : [],
  );

  if (isBuilt) {
    // reply.sendFile for the few top-level files (icons, robots.txt); hashed assets get a route of their own.
    await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
    const assetsDir = path.join(distDir, 'assets');
    if (fs.existsSync(assetsDir)) {
      await app.register(fastifyStatic, {
        root: assetsDir,
        prefix: `${basePath}/assets/`,
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        index: false,
        // The build writes .br and .gz twins of every text file (apps/web/build/precompress.ts).
        preCompressed: true,
      });
    }
    // Content images from the web app's public/banners (the demo banners point here); not hashed, so cached briefly.
    const bannersDir = path.join(distDir, 'banners');
    if (fs.existsSync(bannersDir)) {
      await app.register(fastifyStatic, {
        root: bannersDir,
        prefix: `${basePath}/banners/`,
        decorateReply: false,
        maxAge: '1h',
        index: false,
        preCompressed: true,
      });
    }
  }

  const home = `${basePath}${HOME_PATH}`;

  app.get(`${basePath}/*`, async (request, reply) => {
    const [rawPath = '/', query] = request.url.split('?', 2);
    const suffix = query ? `?${query}` : '';
    if (isApiPath(rawPath)) return reply.status(404).send(failureOf('routeNotFound'));

    const inApp = rawPath.slice(basePath.length) || '/';
    if (inApp === '/' || inApp === '/index.html') return reply.redirect(`${home}${suffix}`, 302);
    if (inApp.endsWith('.html')) {
      // A path without a page still gets the app, which shows its not-found page; the status says so too.
      const isPage = builtPages === null || builtPages.has(inApp.slice(0, -'.html'.length));
      const status = !isBuilt ? 503 : isPage ? 200 : 404;
      allowScriptSources(reply, pageScripts);
      const rendered = renderPage ? await renderPage(request, `${rawPath}${suffix}`) : null;
      if (rendered !== null) {
        // Rendered for this passenger and host: never kept by a shared cache. Compressed on its way out.
        return reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, User-Agent').type('text/html; charset=utf-8').status(status).send(rendered);
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8').status(status);
      if (encoding === 'identity') return reply.send(indexHtml);
      return reply.header('content-encoding', encoding).send(indexVariants[encoding]);
    }
    const name = inApp.slice(1);
    if (topLevelFiles.has(name)) return reply.header('cache-control', 'public, max-age=3600').sendFile(name, distDir);
    const lastSegment = inApp.slice(inApp.lastIndexOf('/') + 1);
    if (!lastSegment.includes('.')) {
      const withSuffix = `${basePath}${inApp.replace(/\/+$/, '') || '/udianbus/app/home'}.html`;
      return reply.redirect(`${withSuffix}${suffix}`, 301);
    }
    return reply.status(404).send(failureOf('notFound'));
  });
  if (basePath) app.get('/', async (request, reply) => reply.redirect(home, 302));
};
