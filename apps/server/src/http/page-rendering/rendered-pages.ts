import fs from 'node:fs';
import path from 'node:path';
import { APP_STATE_ELEMENT_ID, LOGIN_COOKIE } from '@udian/contracts/page-rendering';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-instance';
import { createCriticalCss } from './critical-css';
import { startPageRenderer } from './page-renderer';

export type PageRenderingConfig = { isOn: boolean; timeoutMs: number };

/** The web build's server bundle (apps/web/src/ssr/render-page.tsx), beside the browser's files. */
const BUNDLE = 'server/render-page.js';
const ROOT_ELEMENT = '<div id="root"></div>';
/** A login cookie longer than this is not one the app wrote. */
const MAX_LOGIN_COOKIE_LENGTH = 2048;

type ManifestChunk = { file: string; isEntry?: boolean; css?: string[]; imports?: string[]; dynamicImports?: string[] };

/**
 * The build's stylesheets in the order the app's own loading gives them, each chunk's imports before the chunk
 * (as Vite orders a chunk's CSS dependencies: the importer's rules win), and what a chunk loads on demand
 * after it; without the entry's own, which index.html already holds.
 */
const stylesheetsInLoadOrder = (distDir: string): string[] => {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const files: string[] = [];
  const entryCss = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    for (const file of chunk.css ?? []) if (!files.includes(file)) files.push(file);
    for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    for (const file of chunk.css ?? []) entryCss.add(file);
    visit(key);
  }
  return files.filter((file) => !entryCss.has(file)).map((file) => fs.readFileSync(path.join(distDir, file), 'utf8'));
};

/** The stored login the browser mirrors into its cookie (apps/web/src/lib/login-info.ts), if it looks like one. */
export const loginFromCookie = (cookieHeader: string | undefined): string | null => {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== LOGIN_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw.length === 0 || raw.length > MAX_LOGIN_COOKIE_LENGTH) return null;
    try {
      const login = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>;
      return typeof login.token === 'string' && typeof login.userId === 'string' ? JSON.stringify(login) : null;
    } catch {
      return null;
    }
  }
  return null;
};

/** JSON inside a <script> element: nothing in it may close the element or break a line of JavaScript. */
const jsonForScript = (json: string): string => json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * Pages rendered on the server (decision 043), when the build has its server bundle and rendering is on:
 * answers, for a page request, index.html with the rendered page in #root, the CSS it needs inline and the
 * render's query answers for hydration, or null (not rendered in time: the browser renders the page).
 */
export const startRenderedPages = (
  app: App,
  { distDir, template, headHtml, config }: { distDir: string; template: string; headHtml: string; config: PageRenderingConfig },
): ((request: FastifyRequest, url: string) => Promise<string | null>) | null => {
  const bundle = path.join(distDir, BUNDLE);
  if (!config.isOn || !fs.existsSync(bundle) || !template.includes(ROOT_ELEMENT)) return null;
  const criticalCss = createCriticalCss(stylesheetsInLoadOrder(distDir));
  const renderer = startPageRenderer({
    setup: { bundle, headHtml },
    timeoutMs: config.timeoutMs,
    logger: app.log,
    inject: async (call) => {
      const answer = await app.inject({ method: call.method as 'GET', url: call.url, headers: call.headers, payload: call.body });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers[name] = value;
      return { status: answer.statusCode, headers, body: answer.body };
    },
  });
  app.addHook('onClose', async () => renderer.close());

  return async (request, url) => {
    const page = await renderer.render({
      origin: `${request.protocol}://${request.host}`,
      url,
      userAgent: request.headers['user-agent'] ?? '',
      login: loginFromCookie(request.headers.cookie),
    });
    if (!page) return null;
    // The page's CSS opens the body: after every stylesheet the app's script adds to the head later, so that
    // one of those arriving alone (a component's, before the page's own) cannot reorder the rules on screen.
    const style = `<style>${criticalCss(page.html).replaceAll('</style', '<\\/style')}</style>`;
    return template.replace(
      ROOT_ELEMENT,
      `${style}<div id="root">${page.html}</div><script type="application/json" id="${APP_STATE_ELEMENT_ID}">${jsonForScript(page.state)}</script>`,
    );
  };
};
