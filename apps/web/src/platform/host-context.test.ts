import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const deviceData = vi.hoisted(() => ({
  stored: null as string | null,
  getStoredChannelId: vi.fn(() => deviceData.stored),
  setStoredChannelId: vi.fn((id: string) => {
    deviceData.stored = id;
  }),
  setAppPlatform: vi.fn(),
}));

vi.mock('../lib/device-data', () => ({
  getStoredChannelId: deviceData.getStoredChannelId,
  setStoredChannelId: deviceData.setStoredChannelId,
  setAppPlatform: deviceData.setAppPlatform,
}));

import { readEntryChannelId, resolveHostContext } from './host-context';
import { detectHost, hostTable } from './hosts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 13; SM-S9180 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36';

/** One user agent per host, as the host's web view would send it. */
const hostCases = [
  { host: 'superApp', ua: `${iphone} MyNanJing/3.2.0`, platform: 'H5', channel: '10010', storedChannel: '10010', name: 'wdnj', appPlatform: 'NJ' },
  { host: 'wechat', ua: `${iphone} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`, platform: 'PUBLIC', channel: '10000', storedChannel: '30001', name: 'udian', appPlatform: null },
  { host: 'hengFengXing', ua: `${android} HengFengXing/2.1`, platform: 'H5', channel: '20000', storedChannel: '30001', name: 'hfx', appPlatform: null },
  { host: 'iShenzhen', ua: `${iphone} iShenzhen/4.0.1`, platform: 'H5', channel: '10000', storedChannel: '30001', name: 'asz', appPlatform: null },
  { host: 'qingdao', ua: `${android} QingdaoApp/5.3`, platform: 'H5', channel: '20001', storedChannel: '30001', name: 'udian', appPlatform: null },
  { host: 'citizenApp', ua: `${android} CitizenApp/1.8.0`, platform: 'H5', channel: '10000', storedChannel: '30001', name: 'udian', appPlatform: null },
  { host: 'jinhua', ua: `${iphone} JinhuaApp/2.0`, platform: 'H5', channel: '10000', storedChannel: '30001', name: 'udian', appPlatform: null },
  { host: 'browser', ua: `${iphone} Version/17.4 Safari/604.1`, platform: 'H5', channel: '10000', storedChannel: '30001', name: 'udian', appPlatform: null },
] as const;

describe('host detection', () => {
  it('has one row per host of SPEC section 1', () => {
    expect(hostTable.map((entry) => entry.host).sort()).toEqual(hostCases.map((c) => c.host).sort());
  });

  it.each(hostCases)('$host: platform $platform, channel $channel, channel id name $name', (c) => {
    const context = resolveHostContext(c.ua, null);
    expect(context.host).toBe(c.host);
    expect(context.platform).toBe(c.platform);
    expect(context.channel).toBe(c.channel);
    expect(context.channelIdName).toBe(c.name);
    expect(context.appPlatform).toBe(c.appPlatform);
  });

  it.each(hostCases)('$host with a stored channelId 30001 uses channel $storedChannel', (c) => {
    expect(resolveHostContext(c.ua, '30001').channel).toBe(c.storedChannel);
  });

  it('ignores a stored channelId that is not a channel number', () => {
    expect(resolveHostContext(iphone, 'abc').channel).toBe('10000');
  });

  it('matches tokens regardless of case', () => {
    expect(detectHost(`${iphone} micromessenger/8.0`).host).toBe('wechat');
  });

  it('prefers a host app over the messaging-app token its web view may also carry', () => {
    expect(detectHost(`${iphone} MicroMessenger/8.0 HengFengXing/2.1`).host).toBe('hengFengXing');
  });
});

describe('readEntryChannelId', () => {
  it.each([
    ['?channelId=30005', '30005'],
    ['?a=1&channelId=20001', '20001'],
    ['?channelId=', null],
    ['?channelId=abc', null],
    ['?channelId=123456789', null],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(readEntryChannelId(search)).toBe(expected);
  });
});

describe('getHostContext', () => {
  const originalUserAgent = navigator.userAgent;

  beforeEach(() => {
    vi.resetModules();
    deviceData.stored = null;
    deviceData.setAppPlatform.mockClear();
    deviceData.setStoredChannelId.mockClear();
  });

  afterEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(originalUserAgent);
    window.history.replaceState(null, '', '/');
  });

  const load = async (userAgent: string, url = '/') => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    window.history.replaceState(null, '', url);
    const { getHostContext } = await import('./host-context');
    return getHostContext;
  };

  it.each(hostCases)('stores AppPlatform only in the super-app ($host)', async (c) => {
    const getHostContext = await load(c.ua);
    getHostContext();
    if (c.host === 'superApp') expect(deviceData.setAppPlatform).toHaveBeenCalledWith('NJ');
    else expect(deviceData.setAppPlatform).not.toHaveBeenCalled();
  });

  it('stores a channelId from the entry link and uses it', async () => {
    const getHostContext = await load(`${iphone} Safari/604.1`, '/udianbus/app/home.html?channelId=30008');
    expect(getHostContext().channel).toBe('30008');
    expect(deviceData.setStoredChannelId).toHaveBeenCalledWith('30008');
  });

  it('is computed once per page load', async () => {
    const getHostContext = await load(`${iphone} MyNanJing/3.2.0`);
    const first = getHostContext();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${iphone} MicroMessenger/8.0`);
    expect(getHostContext()).toBe(first);
    expect(deviceData.setAppPlatform).toHaveBeenCalledTimes(1);
  });
});
