import { WEB_CONFIG_META, WebConfig } from '@udian/contracts/web-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWebConfig, WEB_CONFIG_META_NAME, webConfigDefaults } from './web-config';

/** What the contract's zod schema makes of an input: its result, or the defaults when it rejects it. */
const bySchema = (input: unknown) => {
  const parsed = WebConfig.safeParse(input);
  return parsed.success ? parsed.data : WebConfig.parse({});
};

describe('parseWebConfig', () => {
  it('uses the defaults of the contract', () => {
    expect(webConfigDefaults).toEqual(WebConfig.parse({}));
    expect(WEB_CONFIG_META_NAME).toBe(WEB_CONFIG_META);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '{productName:'],
    ['an array', '[]'],
  ])('falls back to the defaults when the tag is %s', (_, content) => {
    expect(parseWebConfig(content)).toEqual(WebConfig.parse({}));
  });

  it.each([
    { productName: '通勤巴士' },
    { productName: '通勤巴士', apiBaseUrl: 'https://api.example.cn', logHost: 'https://log.example.cn' },
    { monitorCollector: 'https://sw.example.cn', productionHosts: ['h5.example.cn', 'bus.example.cn'] },
    { productName: '' },
    { productName: 7 },
    { productionHosts: 'h5.example.cn' },
    { productionHosts: ['h5.example.cn', 3] },
    { apiBaseUrl: null },
    { unknownSetting: true, productName: '巴士' },
    {},
  ])('agrees with the contract schema for %j', (input) => {
    expect(parseWebConfig(JSON.stringify(input))).toEqual(bySchema(input));
  });
});

describe('getWebConfig', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.resetModules();
  });

  it('reads the meta tag the server writes once', async () => {
    const meta = document.createElement('meta');
    meta.name = 'app-config';
    meta.content = JSON.stringify({ productName: '城市巴士', apiBaseUrl: 'https://api.example.cn' });
    document.head.append(meta);
    const { getWebConfig } = await import('./web-config');
    expect(getWebConfig()).toMatchObject({ productName: '城市巴士', apiBaseUrl: 'https://api.example.cn' });
    meta.content = JSON.stringify({ productName: '改过的名字' });
    expect(getWebConfig().productName).toBe('城市巴士');
  });

  it('uses the defaults under the dev server, where no tag is written', async () => {
    const { getWebConfig } = await import('./web-config');
    expect(getWebConfig()).toEqual(WebConfig.parse({}));
  });
});
