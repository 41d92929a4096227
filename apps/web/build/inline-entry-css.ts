/**
 * The entry's stylesheet (the design tokens and the base rules every first screen needs, a few KB) written
 * into index.html instead of linked: a linked stylesheet blocks the first paint for a round trip on a slow
 * network. Pages' own styles still arrive with their chunks.
 */
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/** index.html with each linked stylesheet of the build replaced by its text; `read` answers null for others. */
export const inlineStylesheets = (html: string, read: (href: string) => string | null): string =>
  html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = read(href);
    // A closing tag inside the CSS would end the <style> element early.
    return css === null ? link : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });

export const inlineEntryCssPlugin = (): Plugin => {
  let base = '/';
  return {
    name: 'udian-inline-entry-css',
    // The client build only: the server render's bundle (build.ssr) is neither served nor listed.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, (href) => {
          const fileName = href.startsWith(base) ? href.slice(base.length) : href;
          const asset = bundle[fileName];
          return asset?.type === 'asset' ? String(asset.source) : null;
        });
      },
    },
  };
};
