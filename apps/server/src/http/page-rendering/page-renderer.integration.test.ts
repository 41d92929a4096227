import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageRenderer, type InjectCall, type PageRenderer } from './page-renderer';
import { loginFromCookie } from './rendered-pages';

/**
 * A stand-in for the web build's server bundle: it renders what its DOM and its calls tell it (the address,
 * the user agent, the stored login, the runtime settings in the head, an API answer), hangs or fails on
 * request, so that the worker's set-up and the server's time-outs can be seen without building the app.
 */
const FAKE_BUNDLE = `
export const renderPage = async ({ url }) => {
  if (url.includes('hang')) await new Promise(() => {});
  if (url.includes('fail')) throw new Error('the page broke');
  const answer = await fetch('/ydbus-api-v2/line/detail/query?lineId=7', { headers: { platform: 'H5' } });
  const line = await answer.json();
  const config = document.querySelector('meta[name="app-config"]').getAttribute('content');
  const login = localStorage.getItem('loginInfo');
  return {
    html: '<p>' + [location.pathname + location.search, navigator.userAgent, login ?? 'nobody', line.data.name, config].join('|') + '</p>',
    state: { queries: [] },
    rounds: 1,
  };
};
`;

const input = { origin: 'http://bus.test', userAgent: 'Phone/1.0', login: null };
let dir: string;
let renderer: PageRenderer;
const calls: Array<{ method: string; url: string; platform: string | undefined }> = [];
const inject: InjectCall = async (call) => {
  calls.push({ method: call.method, url: call.url, platform: call.headers.platform });
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { name: 'U107' }, meta: { code: 1 } }) };
};

/** Renders once the worker has started (pages asked for before go out unrendered, at once). */
const renderWhenReady = async (target: PageRenderer, url: string) => {
  const giveUpAt = Date.now() + 10_000;
  for (;;) {
    const page = await target.render({ ...input, url });
    if (page || Date.now() > giveUpAt) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-render-'));
  fs.writeFileSync(path.join(dir, 'render-page.mjs'), FAKE_BUNDLE);
  renderer = startPageRenderer({
    setup: { bundle: path.join(dir, 'render-page.mjs'), headHtml: '<meta name="app-config" content="settings">' },
    inject,
    timeoutMs: 3000,
    logger: pino({ level: process.env.DEBUG_RENDER ? 'debug' : 'silent' }),
  });
  await renderWhenReady(renderer, '/udianbus/app/home.html');
});
afterAll(async () => {
  await renderer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});


describe('the page render worker', () => {
  it("renders with the request's address, user agent and login, and answers the page's calls in-process", async () => {
    const page = await renderer.render({ ...input, url: '/udianbus/app/line/line-info.html?lineId=7', login: '{"userId":"5","token":"t"}' });
    expect(page?.html).toBe('<p>/udianbus/app/line/line-info.html?lineId=7|Phone/1.0|{"userId":"5","token":"t"}|U107|settings</p>');
    expect(JSON.parse(page?.state ?? '')).toEqual({ queries: [] });
    expect(calls.at(-1)).toEqual({ method: 'GET', url: '/ydbus-api-v2/line/detail/query?lineId=7', platform: 'H5' });
  });

  it('forgets the previous visit: the next render has no login and its own address', async () => {
    const page = await renderer.render({ ...input, url: '/udianbus/app/home.html', userAgent: 'Other/2.0' });
    expect(page?.html).toBe('<p>/udianbus/app/home.html|Other/2.0|nobody|U107|settings</p>');
  });

  it('answers null for a page that fails, and renders the next one', async () => {
    expect(await renderer.render({ ...input, url: '/fail.html' })).toBeNull();
    expect((await renderer.render({ ...input, url: '/udianbus/app/home.html' }))?.html).toContain('U107');
  });

  it('answers null for a page not rendered in time, replaces the stuck worker and renders the next page', async () => {
    const quick = startPageRenderer({
      setup: { bundle: path.join(dir, 'render-page.mjs'), headHtml: '<meta name="app-config" content="x">' },
      inject,
      timeoutMs: 800,
      logger: pino({ level: process.env.DEBUG_RENDER ? 'debug' : 'silent' }),
    });
    try {
      expect(await quick.render({ ...input, url: '/udianbus/app/home.html' }), 'asked for while the worker starts').toBeNull();
      await renderWhenReady(quick, '/udianbus/app/home.html');
      const started = Date.now();
      const [hung, queued] = await Promise.all([quick.render({ ...input, url: '/hang.html' }), quick.render({ ...input, url: '/after.html' })]);
      expect(hung).toBeNull();
      expect(queued).toBeNull();
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await renderWhenReady(quick, '/udianbus/app/home.html'))?.html).toContain('/udianbus/app/home.html');
    } finally {
      await quick.close();
    }
  });
});

describe('the login cookie', () => {
  const login = { userId: '12', phoneNum: '13800138000', token: 'abc', centerToken: '', centerUid: '' };
  it('reads the stored login the browser mirrored', () => {
    expect(loginFromCookie(`a=1; udian_login=${encodeURIComponent(JSON.stringify(login))}; b=2`)).toBe(JSON.stringify(login));
  });
  it.each<[string, string | undefined]>([
    ['no cookie header', undefined],
    ['an empty header', ''],
    ['an empty value', 'udian_login='],
    ['broken JSON', 'udian_login=%7Bbroken'],
    ['a login without a token', `udian_login=${encodeURIComponent('{"userId":12}')}`],
    ['a value too long to be ours', `udian_login=${'x'.repeat(3000)}`],
  ])('ignores %s', (_label, header) => {
    expect(loginFromCookie(header)).toBeNull();
  });
});
