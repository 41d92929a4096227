import { describe, expect, it } from 'vitest';
import type { HostKey } from '../../platform/hosts';
import { choosePayChannel, superAppPayUrl } from './pay-channel';

const config = (overrides: { isWechatPayOn?: boolean; superAppPayLink?: string; isSandboxPayOn?: boolean } = {}) => ({
  isWechatPayOn: false,
  superAppPayLink: '',
  isSandboxPayOn: false,
  ...overrides,
});

describe('payment channel', () => {
  it.each<[string, HostKey, ReturnType<typeof config>, string | null]>([
    ['super-app with its link', 'superApp', config({ superAppPayLink: 'mynj://pay', isSandboxPayOn: true }), 'superApp'],
    ['super-app without a link falls back to the sandbox', 'superApp', config({ isSandboxPayOn: true }), 'sandbox'],
    ['messaging app with WeChat Pay on', 'wechat', config({ isWechatPayOn: true, isSandboxPayOn: true }), 'wechat'],
    ['messaging app with WeChat Pay off', 'wechat', config({ isSandboxPayOn: true }), 'sandbox'],
    ['a browser never uses WeChat Pay', 'browser', config({ isWechatPayOn: true, isSandboxPayOn: true }), 'sandbox'],
    ['a browser never uses the super-app link', 'browser', config({ superAppPayLink: 'mynj://pay' }), null],
    ['nothing allowed', 'citizenApp', config(), null],
  ])('%s', (_name, host, settings, expected) => {
    expect(choosePayChannel(host, settings)).toBe(expected);
  });

  it.each([
    ['mynj://pay', 'mynj://pay?type=order&sign=ab%2Bc&params=%7B%22a%22%3A1%7D'],
    ['https://host.example/pay?from=udian', 'https://host.example/pay?from=udian&type=order&sign=ab%2Bc&params=%7B%22a%22%3A1%7D'],
  ])('the deep link %s carries type, sign and params', (link, expected) => {
    expect(superAppPayUrl(link, { type: 'order', sign: 'ab+c', params: '{"a":1}' })).toBe(expected);
  });
});
