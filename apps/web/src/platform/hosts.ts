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
};

export const hostTable: readonly HostEntry[] = [
  { host: 'superApp', token: 'MyNanJing', defaultChannel: '10010', isChannelFixed: true, channelIdName: 'wdnj' },
  { host: 'hengFengXing', token: 'HengFengXing', defaultChannel: '20000', isChannelFixed: false, channelIdName: 'hfx' },
  { host: 'iShenzhen', token: 'iShenzhen', defaultChannel: null, isChannelFixed: false, channelIdName: 'asz' },
  { host: 'qingdao', token: 'QingdaoApp', defaultChannel: '20001', isChannelFixed: false, channelIdName: 'udian' },
  { host: 'citizenApp', token: 'CitizenApp', defaultChannel: null, isChannelFixed: false, channelIdName: 'udian' },
  { host: 'jinhua', token: 'JinhuaApp', defaultChannel: null, isChannelFixed: false, channelIdName: 'udian' },
  { host: 'wechat', token: 'MicroMessenger', defaultChannel: null, isChannelFixed: false, channelIdName: 'udian' },
  { host: 'browser', token: null, defaultChannel: null, isChannelFixed: false, channelIdName: 'udian' },
];

const browserEntry: HostEntry = hostTable[hostTable.length - 1] as HostEntry;

export const detectHost = (userAgent: string): HostEntry => {
  const haystack = userAgent.toLowerCase();
  return hostTable.find((entry) => entry.token !== null && haystack.includes(entry.token.toLowerCase())) ?? browserEntry;
};
