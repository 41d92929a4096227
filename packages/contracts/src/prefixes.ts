/** The service prefixes of SPEC section 7 and DESIGN "API surface". */
export const ApiPrefix = {
  auth: '/ydbus-zuul/ydbus-auth/ydbus-auth',
  api: '/ydbus-api-v2',
  order: '/ydbus-zuul/order-api/order-api',
  shuttle: '/shuttle-bus-api',
  legacy: '/ydbus-api',
  taxi: '/ydbus-taxi-api',
  rideHailing: '/ydbus-ride-hailing',
  zuul: '/ydbus-zuul',
  wechat: '/ydbus-weixin-cgi',
  /**
   * Carpools (拼车, decision 051). SPEC section 7 names "a carpool prefix (not shown)" and its one call,
   * /car/carpool/match; this is ours, in the style of the taxi and ride-hailing services' prefixes.
   */
  carpool: '/ydbus-carpool-api',
  /** The operator console's API (decision 044): its own prefix, cookie sessions, roles per endpoint. */
  ops: '/ops-api',
} as const;

export type ApiPrefix = (typeof ApiPrefix)[keyof typeof ApiPrefix];

/** Longest first, so that `/ydbus-api-v2` is never mistaken for `/ydbus-api`. */
export const apiPrefixes: readonly string[] = Object.values(ApiPrefix).sort((a, b) => b.length - a.length);

export const isApiPath = (path: string): boolean =>
  apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
