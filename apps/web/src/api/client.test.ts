import { defineEndpoint, type EndpointData } from '@udian/contracts/endpoint';
import { behaviourLog } from '@udian/contracts/endpoints/log/behaviour-log';
import { currentUser } from '@udian/contracts/endpoints/user/current-user';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { z } from 'zod';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
vi.mock('./request', () => ({ request }));

import { call, defaultFailureToast, type CallResult } from './client';

const paymentCall = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/payment/nJWeChatOrderPayByH5',
  summary: 'test',
  isPublic: false,
  needsClientHeaders: true,
  bodyEncoding: 'form',
  body: z.object({ orderId: z.string() }),
  data: z.object({ type: z.string(), sign: z.string(), params: z.string() }),
});

const activityCall = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/activity/invite_user/getInviteActivityMes',
  summary: 'test',
  isPublic: false,
  needsClientHeaders: true,
  query: z.object({ cityId: z.number() }),
  data: z.object({ id: z.number() }),
});

describe('call', () => {
  beforeEach(() => {
    request.mockReset();
    request.mockResolvedValue({ ok: true, data: { accepted: 1 }, meta: { code: 1, desc: '', timestamp: 1 } });
  });

  it('sends the endpoint contract through the request helper', async () => {
    const events = [
      {
        timestamp: 1,
        longitude: null,
        latitude: null,
        speed: null,
        angle: null,
        eventType: 'page_change' as const,
        page: '/udianbus/app/home.html',
        fromPage: null,
        startTime: null,
        endTime: null,
        duration: null,
      },
    ];
    await call(behaviourLog, { body: { events } }, { baseUrl: 'https://log.example.cn', failureToast: 'none' });
    expect(request).toHaveBeenCalledWith({
      prefix: '/ydbus-api-v2',
      path: '/log/behaviour',
      method: 'POST',
      query: undefined,
      body: { events },
      bodyEncoding: 'json',
      baseUrl: 'https://log.example.cn',
      failureToast: 'none',
    });
  });

  it('needs no input for an endpoint without query or body', async () => {
    await call(currentUser);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/user/v1/info', failureToast: 'fail' }));
  });

  it('uses the declared form encoding and the query', async () => {
    await call(paymentCall, { body: { orderId: 'o1' } });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ bodyEncoding: 'form', body: { orderId: 'o1' } }));
    await call(activityCall, { query: { cityId: 11 } });
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ query: { cityId: 11 } }));
  });

  it.each([
    [paymentCall, 'info'],
    [activityCall, 'info'],
    [currentUser, 'fail'],
    [behaviourLog, 'fail'],
  ] as const)('shows failures of %s as %s toasts by default (SPEC section 8)', (endpoint, kind) => {
    expect(defaultFailureToast(endpoint)).toBe(kind);
  });

  it("uses the endpoint's own success code (the messaging-app signature succeeds with 0)", async () => {
    const signatureCall = defineEndpoint({
      method: 'GET',
      prefix: ApiPrefix.wechat,
      path: '/js_api_ticket/other',
      summary: 'test',
      isPublic: true,
      needsClientHeaders: false,
      successCode: 0,
      query: z.object({ url: z.string() }),
      data: z.object({ signature: z.string() }),
    });
    await call(signatureCall, { query: { url: 'https://h5.example.cn/a.html' } });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ successCode: 0 }));
    await call(signatureCall, { query: { url: 'https://h5.example.cn/a.html' } }, { successCode: 7 });
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ successCode: 7 }));
    await call(currentUser);
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ successCode: undefined }));
  });

  it('lets the caller choose the failure toast', async () => {
    await call(paymentCall, { body: { orderId: 'o1' } }, { failureToast: 'fail' });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ failureToast: 'fail' }));
  });

  it('types the result from the contract', () => {
    expectTypeOf<CallResult<typeof currentUser>>().toEqualTypeOf<
      | { ok: true; data: EndpointData<typeof currentUser>; meta: { code: number; desc: string; timestamp: number } }
      | { ok: false; meta: { code: number; desc: string; timestamp: number } }
      | { ok: false; statusText: string }
    >();
    expectTypeOf<EndpointData<typeof currentUser>>().toEqualTypeOf<{ userId: string; phoneNum: string; nickname: string }>();
    // @ts-expect-error the body is required by the contract
    void call(paymentCall, {});
    // @ts-expect-error a field the contract does not have
    void call(activityCall, { query: { cityId: 11, other: 1 } });
  });
});
