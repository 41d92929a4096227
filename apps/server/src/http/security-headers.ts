import helmet from '@fastify/helmet';
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
 * Security headers for pages and API alike. The page talks only to its own origin unless the API, log
 * or monitoring hosts are configured elsewhere; styles allow inline attributes because antd-mobile sets them.
 */
export const registerSecurityHeaders = async (
  app: App,
  config: { apiBaseUrl: string; logHost: string; monitorCollector: string; mapTileUrl: string; wechatJsSdkUrl: string },
) => {
  const connectSrc = ["'self'", ...originOf(config.apiBaseUrl), ...originOf(config.logHost), ...originOf(config.monitorCollector)];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...originOf(config.wechatJsSdkUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Tiles may come from a plain-http tile server inside an operator's network.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...originOf(config.mapTileUrl.replace(/\{[a-z]\}/g, '0'))],
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
