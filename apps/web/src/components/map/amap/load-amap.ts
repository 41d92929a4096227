/**
 * Loads AMap JS API 2.0 once per page load (the adapter every AMap map and search goes through).
 * - Production: AMap's official loader (@amap/amap-jsapi-loader) with the key, after the key's security
 *   code is set where AMap reads it (window._AMapSecurityConfig, which must exist before the script runs).
 * - Tests: the web config names a stand-in script (AMAP_JS_URL, refused by the server in production). It is
 *   loaded the way AMap's loader loads AMap (?v=&key=&plugin=&callback=), since that loader cannot be
 *   pointed anywhere but AMap's host, and no test may reach AMap.
 * A script that neither arrives nor answers within AMAP_LOAD_TIMEOUT_MS counts as failed, so the maps fall
 * back to Leaflet instead of waiting for ever; the next map tries again.
 */
import * as loaderModule from '@amap/amap-jsapi-loader';
import type { AmapSettings } from '../map-source';
import type { AmapNamespace } from './amap-types';

export const AMAP_VERSION = '2.0';
export const AMAP_PLUGINS = ['AMap.Scale', 'AMap.AutoComplete', 'AMap.PlaceSearch'] as const;
export const AMAP_LOAD_TIMEOUT_MS = 10_000;
/** The global the stand-in script calls back, as AMap's script calls the loader's. */
export const STAND_IN_CALLBACK = '__udianAmapLoaded';

type AmapWindow = Window & {
  AMap?: AmapNamespace;
  _AMapSecurityConfig?: { securityJsCode: string };
  [STAND_IN_CALLBACK]?: (error?: unknown) => void;
};

type Loader = { load: (options: { key: string; version: string; plugins: string[] }) => Promise<unknown>; reset?: () => void };
// A UMD bundle: a default import in one bundler, a namespace in another.
const loader = ((loaderModule as unknown as { default?: Loader }).default ?? loaderModule) as Loader;

const amapWindow = () => window as AmapWindow;

const viaStandIn = (scriptUrl: string, key: string): Promise<AmapNamespace> =>
  new Promise((resolve, reject) => {
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set('v', AMAP_VERSION);
    url.searchParams.set('key', key);
    url.searchParams.set('plugin', AMAP_PLUGINS.join(','));
    url.searchParams.set('callback', STAND_IN_CALLBACK);
    const script = document.createElement('script');
    amapWindow()[STAND_IN_CALLBACK] = (error?: unknown) => {
      delete amapWindow()[STAND_IN_CALLBACK];
      const amap = amapWindow().AMap;
      if (amap && !error) return resolve(amap);
      script.remove();
      reject(error ?? new Error('AMap script answered without AMap'));
    };
    script.src = url.toString();
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error('AMap script did not load'));
    };
    document.head.append(script);
  });

const viaLoader = async (key: string): Promise<AmapNamespace> =>
  (await loader.load({ key, version: AMAP_VERSION, plugins: [...AMAP_PLUGINS] })) as AmapNamespace;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('AMap took too long to load')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

let pending: Promise<AmapNamespace> | undefined;

export const loadAmap = (settings: AmapSettings): Promise<AmapNamespace> => {
  if (pending) return pending;
  if (settings.securityCode) amapWindow()._AMapSecurityConfig = { securityJsCode: settings.securityCode };
  pending = withTimeout(settings.scriptUrl ? viaStandIn(settings.scriptUrl, settings.key) : viaLoader(settings.key), AMAP_LOAD_TIMEOUT_MS).catch(
    (error: unknown) => {
      pending = undefined;
      // AMap's loader remembers a failure and refuses every later call until it is reset.
      if (!settings.scriptUrl) loader.reset?.();
      throw error;
    },
  );
  return pending;
};

/** Forgets the loaded or failed AMap (tests). */
export const forgetAmap = (): void => {
  pending = undefined;
};
