import type { WebConfig } from '@udian/contracts/web-config';

/**
 * The defaults of the WebConfig schema in packages/contracts. The schema itself is not used here because
 * zod would add about 23 KB (gzip) to the first page's bundle; web-config.test.ts checks that these
 * defaults and the field rules below agree with the schema, so the contract stays the authority.
 */
/** WEB_CONFIG_META of the contract (importing the value would bring zod along). */
export const WEB_CONFIG_META_NAME = 'app-config';

export const webConfigDefaults: Readonly<WebConfig> = {
  productName: '优点巴士',
  apiBaseUrl: '',
  logHost: '',
  monitorCollector: '',
  mapTileUrl: '',
  amapKey: '',
  amapSecurityCode: '',
  amapJsUrl: '',
  wechatJsSdkUrl: '',
  isWechatPayOn: false,
  superAppPayLink: '',
  isSandboxPayOn: true,
  productionHosts: [],
};

const isString = (value: unknown): value is string => typeof value === 'string';

/** Per field, as the schema says: a value of the wrong type makes the whole config invalid. */
const fieldRules: { [K in keyof WebConfig]: (value: unknown) => boolean } = {
  productName: (value) => isString(value) && value.length > 0,
  apiBaseUrl: isString,
  logHost: isString,
  monitorCollector: isString,
  mapTileUrl: isString,
  amapKey: isString,
  amapSecurityCode: isString,
  amapJsUrl: isString,
  wechatJsSdkUrl: isString,
  isWechatPayOn: (value) => typeof value === 'boolean',
  superAppPayLink: isString,
  isSandboxPayOn: (value) => typeof value === 'boolean',
  productionHosts: (value) => Array.isArray(value) && value.every(isString),
};

const fieldNames = Object.keys(fieldRules) as (keyof WebConfig)[];

/** Parses the server's meta tag content; a missing or broken tag must not stop the app, so it yields defaults. */
export const parseWebConfig = (content: string | null | undefined): WebConfig => {
  if (!content) return { ...webConfigDefaults };
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return { ...webConfigDefaults };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ...webConfigDefaults };
  const input = raw as Record<string, unknown>;
  const config = { ...webConfigDefaults } as Record<keyof WebConfig, unknown>;
  for (const name of fieldNames) {
    const value = input[name];
    if (value === undefined) continue;
    if (!fieldRules[name](value)) return { ...webConfigDefaults };
    config[name] = value;
  }
  return config as WebConfig;
};

let config: WebConfig | undefined;

/** Read once per page load from `<meta name="app-config">`, which the server writes into index.html. */
export const getWebConfig = (): WebConfig => {
  config ??= parseWebConfig(document.querySelector(`meta[name="${WEB_CONFIG_META_NAME}"]`)?.getAttribute('content'));
  return config;
};
