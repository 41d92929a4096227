import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let dist: string;
const apps: TestApp[] = [];

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-dist-maps-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--app-config--><title>x</title></head><body></body></html>');
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  fs.rmSync(dist, { recursive: true, force: true });
});

const pageOf = async (env: Record<string, string>) => {
  const t = await createTestApp({ WEB_DIST_DIR: dist, ...env });
  apps.push(t);
  const res = await t.app.inject({ method: 'GET', url: '/udianbus/app/line/line-info.html' });
  const meta = /<meta name="app-config" content="([^"]+)">/.exec(res.body);
  const config = JSON.parse((meta?.[1] ?? '').replaceAll('&quot;', '"')) as Record<string, unknown>;
  return { config, csp: String(res.headers['content-security-policy']) };
};

describe('maps in the runtime web config', () => {
  it('hands AMap nothing and allows none of its hosts when no key is set', async () => {
    const { config, csp } = await pageOf({ MAP_TILE_URL: 'https://webrd01.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}' });
    expect(config).toMatchObject({ amapKey: '', amapSecurityCode: '', amapJsUrl: '', mapTileUrl: expect.stringContaining('{z}') });
    expect(csp).not.toContain('amap.com');
    expect(csp).toContain('https://webrd01.is.autonavi.com');
  });

  it('hands over the AMap key and security code, and allows AMap hosts and its workers', async () => {
    const { config, csp } = await pageOf({ AMAP_KEY: 'e2ekey01', AMAP_SECURITY_CODE: 'e2ecode01' });
    expect(config).toMatchObject({ amapKey: 'e2ekey01', amapSecurityCode: 'e2ecode01', amapJsUrl: '' });
    expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.amap\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.amap\.com/);
    expect(csp).toMatch(/worker-src [^;]*blob:/);
  });

  it('allows a stand-in script (tests) by its origin, even before a key', async () => {
    expect((await pageOf({ AMAP_JS_URL: 'http://127.0.0.1:4999/amap/maps' })).csp).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:4999/);
    const { config, csp } = await pageOf({ AMAP_KEY: 'e2ekey01', AMAP_JS_URL: 'http://127.0.0.1:4999/amap/maps' });
    expect(config.amapJsUrl).toBe('http://127.0.0.1:4999/amap/maps');
    expect(csp).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:4999/);
    expect(csp).not.toContain('amap.com');
  });
});
