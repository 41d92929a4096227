import { describe, expect, it } from 'vitest';
import { parseDeviceInfo } from './user-agent';

describe('parseDeviceInfo', () => {
  it.each([
    {
      name: 'iPhone',
      ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
      expected: { os: 'iOS', osVersion: '17.4.1', manufacturer: 'Apple', phoneModel: 'iPhone' },
    },
    {
      name: 'Samsung web view',
      ua: 'Mozilla/5.0 (Linux; Android 13; SM-S9180 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36',
      expected: { os: 'Android', osVersion: '13', manufacturer: 'Samsung', phoneModel: 'SM-S9180' },
    },
    {
      name: 'Xiaomi with a locale',
      ua: 'Mozilla/5.0 (Linux; U; Android 12; zh-cn; Redmi K50 Build/SKQ1.211230.001) AppleWebKit/537.36 Mobile Safari/537.36',
      expected: { os: 'Android', osVersion: '12', manufacturer: 'Xiaomi', phoneModel: 'Redmi K50' },
    },
    {
      name: 'reduced Chrome user agent hides the model',
      ua: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      expected: { os: 'Android', osVersion: '10', manufacturer: '', phoneModel: '' },
    },
    {
      name: 'HarmonyOS',
      ua: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Mobile Safari/537.36 ArkWeb/4.1.6.1',
      expected: { os: 'HarmonyOS', osVersion: '4.1', manufacturer: 'Huawei', phoneModel: '' },
    },
    {
      name: 'desktop Windows',
      ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      expected: { os: 'Windows', osVersion: '10.0', manufacturer: '', phoneModel: '' },
    },
    { name: 'unknown', ua: 'curl/8.0', expected: { os: 'unknown', osVersion: '', manufacturer: '', phoneModel: '' } },
  ])('$name', ({ ua, expected }) => {
    expect(parseDeviceInfo(ua)).toEqual(expected);
  });
});
