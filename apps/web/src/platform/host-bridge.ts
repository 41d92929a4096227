/**
 * Host apps inject their native API into the page's window. The adapters for login, payment, location
 * and sharing add the calls they need to HostBridge; this file only knows where the object lives, so
 * that a page never touches `window` directly and end-to-end tests can inject a fake.
 */
/** A point from the host's own location service; GCJ-02 unless the host says it is WGS-84. */
export type HostLocation = { lng: number; lat: number; coordType?: 'gcj02' | 'wgs84' };

export type HostBridge = {
  /** Sets the title of the host's navigation bar. */
  setTitle?: (title: string) => void;
  /** The native location (SPEC section 9: location type gcj02); may reject or never answer. */
  getLocation?: (options: { type: 'gcj02' }) => Promise<HostLocation> | HostLocation;
  /** City super-app (MyNanJing): the host auth object; absent where the host does not offer its login. */
  superAppAuth?: SuperAppAuth;
  /** Citizen app: the native API object; present once the host's device-ready event has fired. */
  citizenApp?: CitizenAppNative;
};

/** What a super-app call answers: data, or why not (`message` is the host's own failure text, if any). */
export type SuperAppAnswer<T> = { isSuccess: true; data: T } | { isSuccess: false; message?: string; reason: string };

/** City super-app login (SPEC section 4): an access token, then the user data the host signed for it. */
export type SuperAppAuth = {
  getAccessToken: () => Promise<SuperAppAnswer<{ accessToken: string }>>;
  /** `userData` is the exact string the host signed (JSON `{ userId, phone, timestamp }`); `sign` is hex. */
  getUserInfo: (accessToken: string) => Promise<SuperAppAnswer<{ userData: string; sign: string }>>;
};

/** Login ticket result (SPEC section 3): code 200 with the ticket and the host's appId, or a code with msg. */
export type HostTicketResult = { code: number; data?: { accessticket: string; appId: string }; msg?: string };

/** Citizen app native calls (SPEC section 7: get access ticket, login, pop view on failure). */
export type CitizenAppNative = {
  getAccessTicket: () => Promise<HostTicketResult>;
  /** Opens the host's own login dialog and answers a ticket for the account logged in there. */
  login: () => Promise<HostTicketResult>;
  /** Closes this web view and returns to the host. */
  popView: () => void;
};

/** Fired on `document` by the citizen app when its native layer (and `citizenApp`) is ready. */
export const CITIZEN_DEVICE_READY_EVENT = 'deviceready';

/** wx.config options of the messaging-app JS-SDK. */
export type WechatConfig = {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: readonly string[];
};

/**
 * The messaging-app JS-SDK (`window.wx`, from the script tag the app adds in the messaging app). Only the
 * calls the app itself makes are typed; each API of SPEC section 7 is called as `wx[name](options)`.
 */
export type WechatJsSdk = {
  config: (options: WechatConfig) => void;
  ready: (callback: () => void) => void;
  error: (callback: (result: { errMsg: string }) => void) => void;
  /** What a share to a chat shows (the share itself is the passenger's, from the app's own menu). */
  updateAppMessageShareData?: (options: WechatShareData) => void;
  /** What a share to the timeline shows. */
  updateTimelineShareData?: (options: Omit<WechatShareData, 'desc'>) => void;
};

/** The card of a share through the messaging app's menu; link must be on the signed domain. */
export type WechatShareData = { title: string; desc: string; link: string; imgUrl: string; success?: () => void };

/** The global the host (or an end-to-end test's fake host) injects. */
export const HOST_BRIDGE_GLOBAL = 'UdianHostBridge';

type WindowWithBridge = Window & { [HOST_BRIDGE_GLOBAL]?: HostBridge };

export const getHostBridge = (): HostBridge | undefined => {
  const bridge = (window as WindowWithBridge)[HOST_BRIDGE_GLOBAL];
  return typeof bridge === 'object' && bridge !== null ? bridge : undefined;
};

/** A bridge call the host may not offer: undefined when absent, so callers can fall back. */
export const getBridgeCall = <K extends keyof HostBridge>(name: K): NonNullable<HostBridge[K]> | undefined => {
  const call = getHostBridge()?.[name];
  return typeof call === 'function' ? (call.bind(getHostBridge()) as NonNullable<HostBridge[K]>) : undefined;
};
