import { z } from 'zod';

/**
 * Runtime settings the server hands to the web app. The server writes them as JSON into
 * `<meta name="app-config" content="...">` in index.html; the web app reads them once at start and
 * falls back to these defaults when the tag is absent (for example under the Vite dev server).
 */
export const WebConfig = z.object({
  productName: z.string().min(1).default('优点巴士'),
  /** Origin of the API; '' means the page's own origin. */
  apiBaseUrl: z.string().default(''),
  /** Origin of the behaviour-log collector; '' means the page's own origin. */
  logHost: z.string().default(''),
  /** SkyWalking collector URL; monitoring is off when it is empty. */
  monitorCollector: z.string().default(''),
  /**
   * Map tiles in GCJ-02, as a Leaflet URL template ('https://…/{z}/{x}/{y}.png'); '' draws lines, stations
   * and vehicles on a blank background (no tiles offline or in tests).
   */
  mapTileUrl: z.string().default(''),
  /**
   * AMap (Gaode) JS API 2.0 web key; when set, maps and the address picker's place search use AMap
   * (GCJ-02, like our points) and mapTileUrl is not used. '' = AMap off.
   */
  amapKey: z.string().default(''),
  /** The key's security code (window._AMapSecurityConfig.securityJsCode); '' when the key needs none. */
  amapSecurityCode: z.string().default(''),
  /** Tests only: load a stand-in AMap script from here instead of AMap's host. '' = AMap's own loader. */
  amapJsUrl: z.string().default(''),
  /** The messaging app's JS-SDK script (loaded only inside it); '' = not loaded. */
  wechatJsSdkUrl: z.string().default(''),
  /** Buying: WeChat Pay JSAPI is configured, so the messaging app pays with it (else the sandbox). */
  isWechatPayOn: z.boolean().default(false),
  /**
   * The super-app's payment deep link ('wdnj://pay' or similar) the browser opens with type, sign and params;
   * '' when super-app payment is off (the super-app then pays in the sandbox, outside production).
   */
  superAppPayLink: z.string().default(''),
  /** The sandbox cashier is available (never in production unless PAYMENT_SANDBOX=on). */
  isSandboxPayOn: z.boolean().default(true),
  /** Hostnames that count as production (no debug console), besides the environment rules. */
  productionHosts: z.array(z.string()).default([]),
});
export type WebConfig = z.infer<typeof WebConfig>;

export const WEB_CONFIG_META = 'app-config';
