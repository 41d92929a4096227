/**
 * The host apps of SPEC section 1, recognised by a token in the user agent. This table is the one place
 * that knows the tokens; the README copies it. Order matters: the first row whose token appears wins, so
 * host apps that embed the messaging app's web view are listed before it.
 */
export type HostKey =
  | 'superApp'
  | 'hengFengXing'
  | 'iShenzhen'
  | 'qingdao'
  | 'citizenApp'
  | 'jinhua'
  | 'wechat'
  | 'browser';

export type HostEntry = {
  host: HostKey;
  /** Case-insensitive substring of navigator.userAgent; null only for the plain browser. */
  token: string | null;
  /** The host's own channel, used when no channelId was stored (SPEC section 1). */
  defaultChannel: string | null;
  /** The super-app's channel wins even over a stored channelId. */
  isChannelFixed: boolean;
  /** The `clientPlatform` header. */
  channelIdName: string;
  /**
   * The host draws its own navigation bar over the page (the super-app from the title its bridge is given,
   * the messaging app from document.title), so the app draws none of its own.
   */
  hasOwnTitleBar: boolean;
};

export const hostTable: readonly HostEntry[] = [
  { host: 'superApp', token: 'MyNanJing', defaultChannel: '10010', isChannelFixed: true, channelIdName: 'wdnj', hasOwnTitleBar: true },
  { host: 'hengFengXing', token: 'HengFengXing', defaultChannel: '20000', isChannelFixed: false, channelIdName: 'hfx', hasOwnTitleBar: false },
  { host: 'iShenzhen', token: 'iShenzhen', defaultChannel: null, isChannelFixed: false, channelIdName: 'asz', hasOwnTitleBar: false },
  { host: 'qingdao', token: 'QingdaoApp', defaultChannel: '20001', isChannelFixed: false, channelIdName: 'udian', hasOwnTitleBar: false },
  { host: 'citizenApp', token: 'CitizenApp', defaultChannel: null, isChannelFixed: false, channelIdName: 'udian', hasOwnTitleBar: false },
  { host: 'jinhua', token: 'JinhuaApp', defaultChannel: null, isChannelFixed: false, channelIdName: 'udian', hasOwnTitleBar: false },
  { host: 'wechat', token: 'MicroMessenger', defaultChannel: null, isChannelFixed: false, channelIdName: 'udian', hasOwnTitleBar: true },
  { host: 'browser', token: null, defaultChannel: null, isChannelFixed: false, channelIdName: 'udian', hasOwnTitleBar: false },
];

const browserEntry: HostEntry = hostTable[hostTable.length - 1] as HostEntry;

export const detectHost = (userAgent: string): HostEntry => {
  const haystack = userAgent.toLowerCase();
  return hostTable.find((entry) => entry.token !== null && haystack.includes(entry.token.toLowerCase())) ?? browserEntry;
};
