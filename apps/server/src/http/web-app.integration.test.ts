import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressFile } from '../../../web/build/precompress';
import { createTestApp, type TestApp } from '../test/test-app';

const BIG_SCRIPT = `export const stops = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ name: `站点${i}`, seq: i })))};`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-config--><title>x</title><script type="module" src="/assets/app-1a2b.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // A bundle big enough for the build to have made its compressed twins (apps/web/build/precompress.ts).
  fs.writeFileSync(path.join(dist, 'assets', 'big-3c4d.js'), BIG_SCRIPT);
  compressFile(path.join(dist, 'assets', 'big-3c4d.js'));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'built-pages.json'), JSON.stringify(['/udianbus/app/home', '/udianbus/app/line/line-info']));
  fs.mkdirSync(path.join(dist, 'banners'));
  fs.writeFileSync(path.join(dist, 'banners', 'commute.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>b</title></svg>');
  t = await createTestApp({ WEB_DIST_DIR: dist, PRODUCT_NAME: '测试巴士' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app on the same origin', () => {
  it.each(['/', '/index.html'])('redirects %s to the home page', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/udianbus/app/home.html');
  });

  it('adds .html to a path without it, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/udianbus/app/line/line-info?lineId=12' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/udianbus/app/line/line-info.html?lineId=12');
  });

  it('serves every .html page with the runtime settings and the product name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/udianbus/app/home.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>测试巴士</title>');
    const meta = /<meta name="app-config" content="([^"]+)">/.exec(res.body);
    const config = JSON.parse((meta?.[1] ?? '').replaceAll('&quot;', '"'));
    expect(config.productName).toBe('测试巴士');
  });

  it('answers a page path the build has no page for with 404 and the app, which shows its not-found page', async () => {
    for (const url of ['/udianbus/app/no-such-page.html', '/udianbus/app/coupon/my-coupon.html', '/ydbus/nothing.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>测试巴士</title>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/udianbus/app/line/line-info.html?lineId=1' })).statusCode).toBe(200);
    // The list itself is not served as a file.
    expect((await t.app.inject({ method: 'GET', url: '/built-pages.json' })).statusCode).toBe(404);
  });

  it('serves hashed assets with long caching and top-level files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
  });

  it('sends a page compressed as the browser asks: brotli, else gzip, else as it is', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/udianbus/app/home.html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/udianbus/app/home.html', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/udianbus/app/line/line-info.html', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const missing = await t.app.inject({ method: 'GET', url: '/udianbus/app/no-such-page.html', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toBe(plain.body);
  });

  it("sends an asset's compressed twin from the build, cached for a year", async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/big-3c4d.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/big-3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-3c4d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it("compresses the API's larger JSON answers for a client that asks", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the banner images from public/banners', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/banners/commute.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<title>b</title>');
    expect((await t.app.inject({ method: 'GET', url: '/banners/missing.svg' })).statusCode).toBe(404);
  });

  it('answers a missing file with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/udianbus/app/home.html' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('OpenAPI', () => {
  it('describes the contract endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/ydbus-api-v2/user/v1/info', '/ydbus-api-v2/log/behaviour']),
    );
    expect(doc.paths['/ydbus-api-v2/log/behaviour'].post.requestBody).toBeDefined();
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('base path', () => {
  it('serves pages and assets under BASE_PATH', async () => {
    const based = await createTestApp({ WEB_DIST_DIR: dist, BASE_PATH: '/chuxing-h5' });
    try {
      const root = await based.app.inject({ method: 'GET', url: '/chuxing-h5/' });
      expect(root.headers.location).toBe('/chuxing-h5/udianbus/app/home.html');
      const page = await based.app.inject({ method: 'GET', url: '/chuxing-h5/udianbus/app/home.html' });
      expect(page.statusCode).toBe(200);
      const asset = await based.app.inject({ method: 'GET', url: '/chuxing-h5/assets/app-1a2b.js' });
      expect(asset.statusCode).toBe(200);
    } finally {
      await based.close();
    }
  });
});
