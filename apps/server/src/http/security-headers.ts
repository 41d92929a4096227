import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { tileOrigins } from '@udian/contracts/map-tiles';
import type { App } from './app-instance';

const originOf = (url: string): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * AMap JS API 2.0 loads its script and plugins from webapi.amap.com, asks its services (place search, tiles
 * metadata) at restapi/vdata.amap.com and *.is.autonavi.com, and renders in workers made from blob: URLs.
 */
const AMAP_ORIGINS = ['https://*.amap.com', 'https://*.autonavi.com'];

type SecurityConfig = {
  apiBaseUrl: string;
  logHost: string;
  monitorCollector: string;
  mapTileUrl: string;
  wechatJsSdkUrl: string;
  amap: { key: string; scriptUrl: string };
};

/**
 * Security headers for pages and API alike. The page talks only to its own origin unless the API, log
 * or monitoring hosts are configured elsewhere; styles allow inline attributes because antd-mobile sets them.
 * With an AMap key, AMap's hosts (or, in tests, the stand-in script's origin) are allowed too.
 */
export const registerSecurityHeaders = async (app: App, config: SecurityConfig) => {
  // A stand-in script (tests) is allowed even without a key: an end-to-end test gives one page a key.
  const amapOrigins = config.amap.scriptUrl ? originOf(config.amap.scriptUrl) : config.amap.key ? AMAP_ORIGINS : [];
  const connectSrc = ["'self'", ...originOf(config.apiBaseUrl), ...originOf(config.logHost), ...originOf(config.monitorCollector), ...amapOrigins];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...originOf(config.wechatJsSdkUrl), ...amapOrigins],
        workerSrc: ["'self'", ...(amapOrigins.length > 0 ? ['blob:'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Tiles may come from a plain-http tile server inside an operator's network.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigins(config.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Pages open inside host apps' web views and share links; a strict referrer policy keeps query
    // strings (which may carry codes) from leaking to other origins.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
};

/** The CSP source for an inline script's exact text. */
export const inlineScriptSource = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The inline scripts (no attributes) of a page: the web build's loader, which the page's CSP must allow. */
export const inlineScriptsOf = (html: string): string[] => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

/**
 * Allows these sources in script-src of the CSP helmet set for this answer: a page's own inline scripts, by
 * hash, and nothing else inline.
 */
export const allowScriptSources = (reply: FastifyReply, sources: readonly string[]): void => {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  reply.header('content-security-policy', policy.replace(/(^|;)\s*script-src ([^;]*)/, (_match, start: string, list: string) => `${start}script-src ${list} ${sources.join(' ')}`));
};
