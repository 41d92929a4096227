import { CSRF_HEADER } from '@udian/contracts/operator-roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_FAILURE_CODE } from './api-error';
import { queryString, request } from './request';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (code: number, desc: string, data: unknown = null) => ({ data, meta: { code, desc, timestamp: 1 } });

afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('GETs with the query string and the cookie, and answers the data', async () => {
    const fetchMock = vi.fn(async () => answer(200, envelope(1, 'ok', { items: [1] })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request({ method: 'GET', url: '/ops-api/audit', query: { operator: 'wang', page: 2, action: '', targetId: undefined } })).resolves.toEqual({ items: [1] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ops-api/audit?operator=wang&page=2');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeUndefined();
  });

  it('POSTs JSON with the session CSRF token', async () => {
    const fetchMock = vi.fn(async () => answer(200, envelope(1, 'ok', {})));
    vi.stubGlobal('fetch', fetchMock);
    await request({ method: 'POST', url: '/ops-api/operators/create', body: { username: 'wang' }, csrfToken: 'tok-1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)[CSRF_HEADER]).toBe('tok-1');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"username":"wang"}');
  });

  it('turns a failure envelope (whatever the HTTP status) into an ApiError with its code and desc', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, envelope(4003, '无权限：当前账号的角色不能进行此操作'))));
    const failure = await request({ method: 'GET', url: '/ops-api/operators' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 4003, desc: '无权限：当前账号的角色不能进行此操作' });
  });

  it('describes a network failure and a non-envelope answer in Chinese', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request({ method: 'GET', url: '/ops-api/x' })).rejects.toMatchObject({ code: NETWORK_FAILURE_CODE, desc: '网络异常，请检查网络后重试' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(request({ method: 'GET', url: '/ops-api/x' })).rejects.toMatchObject({ code: NETWORK_FAILURE_CODE, desc: '服务暂时不可用（HTTP 502），请稍后重试' });
  });
});

describe('queryString', () => {
  it('leaves out absent and empty values and repeats arrays', () => {
    expect(queryString({ a: 'x y', b: undefined, c: null, d: '', e: [1, 2] })).toBe('?a=x+y&e=1&e=2');
    expect(queryString({})).toBe('');
  });
});
