import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressFile } from '../../../web/build/precompress';
import { createTestApp, type TestApp } from '../test/test-app';

const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ label: `运营账号${i}`, i })))};`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-console-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><!--console-config--><title>优点巴士运营后台</title><script type="module" src="/ops/assets/index-1a2b.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-1a2b.js'), 'console.log(1)');
  // Big enough for the build's brotli/gzip twins (apps/web/build/precompress.ts, which the console build reuses).
  fs.writeFileSync(path.join(dist, 'assets', 'table-3c4d.js'), BIG_SCRIPT);
  compressFile(path.join(dist, 'assets', 'table-3c4d.js'));
  t = await createTestApp({ CONSOLE_DIST_DIR: dist, PRODUCT_NAME: '测试巴士' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('operator console under /ops/', () => {
  it('redirects /ops to /ops/, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops?next=%2Faudit' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/ops/?next=%2Faudit');
  });

  it.each(['/ops/', '/ops/login', '/ops/operators', '/ops/orders/UD2026112700001', '/ops/no/such/page'])(
    'answers %s with the console page, never cached, with the product name written in',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<title>测试巴士运营后台</title>');
      expect(res.body).toContain('<meta name="console-product-name" content="测试巴士">');
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it('sends the page compressed when the browser takes it', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/ops/operators', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('测试巴士运营后台');
    const gzip = await t.app.inject({ method: 'GET', url: '/ops/operators', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('测试巴士运营后台');
  });

  it('serves hashed assets with long immutable caching and their build-time compressed twins', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/ops/assets/index-1a2b.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.headers['cache-control']).toContain('max-age=31536000');
    const big = await t.app.inject({ method: 'GET', url: '/ops/assets/table-3c4d.js', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(big.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/assets/gone-9999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('lets antd write its runtime <style> tags and keeps scripts to the own origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/script-src 'self'(;| )/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('leaves the operator API alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops-api/auth/me' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().meta.code).toBe(4001);
  });
});

describe('operator console not built', () => {
  it('answers a plain page saying how to build it, never a 500', async () => {
    const missing = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-console-none-'));
    const bare = await createTestApp({ CONSOLE_DIST_DIR: missing });
    try {
      for (const url of ['/ops/', '/ops/operators']) {
        const res = await bare.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain('运营后台尚未构建');
        expect(res.body).toContain('npm run build');
      }
    } finally {
      await bare.close();
      fs.rmSync(missing, { recursive: true, force: true });
    }
  });
});
