import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../../test/fake-http-server';
import { aliyunRpcSignature } from './aliyun-signature';
import { createAliyunSmsProvider } from './aliyun-sms-provider';

let server: FakeServer;
let answer: { status?: number; json: unknown } = { json: { Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' } };

beforeAll(async () => {
  server = await startFakeServer(() => answer);
});
afterAll(async () => server.close());

const provider = () =>
  createAliyunSmsProvider({
    endpoint: `${server.url}/`,
    accessKeyId: 'test-key-id',
    accessKeySecret: 'test-key-secret',
    signName: '优点巴士',
    templateCode: 'SMS_000001',
    noticeTemplateCode: 'SMS_000002',
    regionId: 'cn-hangzhou',
    now: () => new Date('2025-06-02T02:00:00.123Z'),
    nonce: () => 'nonce-0001',
  });

describe('Aliyun SMS provider (fake server on 127.0.0.1)', () => {
  it('sends a SendSms request whose signature the server can verify', async () => {
    answer = { json: { Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' } };
    await provider().sendCode({ phone: '13800138000', code: '012345', functionType: 'baseLogin' });

    const request = server.requests.at(-1)!;
    expect(request.method).toBe('GET');
    const params = Object.fromEntries(request.url.searchParams);
    expect(params).toMatchObject({
      AccessKeyId: 'test-key-id',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138000',
      RegionId: 'cn-hangzhou',
      SignName: '优点巴士',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'nonce-0001',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_000001',
      TemplateParam: '{"code":"012345"}',
      Timestamp: '2025-06-02T02:00:00Z',
      Version: '2017-05-25',
    });
    // What Alibaba Cloud does: recompute over every parameter but Signature, with the secret plus '&'.
    const { Signature, ...signed } = params;
    expect(Signature).toBe(aliyunRpcSignature('GET', signed, 'test-key-secret'));
    expect(Signature).not.toBe(aliyunRpcSignature('GET', signed, 'another-secret'));
    // The raw query keeps RFC 3986 encoding (a space would be %20, never '+').
    expect(request.url.search).toContain('SignName=%E4%BC%98%E7%82%B9%E5%B7%B4%E5%A3%AB');
  });

  it('a new nonce and timestamp on each request', async () => {
    let n = 0;
    const p = createAliyunSmsProvider({
      endpoint: server.url,
      accessKeyId: 'k',
      accessKeySecret: 's',
      signName: 'x',
      templateCode: 't',
      regionId: 'cn-hangzhou',
      nonce: () => `n-${(n += 1)}`,
    });
    await p.sendCode({ phone: '13800138000', code: '111111', functionType: 'baseLogin' });
    await p.sendCode({ phone: '13800138000', code: '222222', functionType: 'baseLogin' });
    const nonces = server.requests.slice(-2).map((r) => r.url.searchParams.get('SignatureNonce'));
    expect(nonces).toEqual(['n-1', 'n-2']);
  });

  it.each([
    ['a business refusal', { json: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' } }],
    ['an HTTP error', { status: 500, json: {} }],
    ['an answer without Code', { json: { Message: '?' } }],
  ])('throws on %s', async (_label, next) => {
    answer = next;
    await expect(provider().sendCode({ phone: '13800138000', code: '123456', functionType: 'baseLogin' })).rejects.toThrow(/SendSms failed/);
  });

  const notice = {
    phone: '13800138000',
    templateId: 'departureStopped' as const,
    params: { date: '11月28日', time: '07:30', line: 'M101', reason: '车辆故障', amount: '12.00' },
    text: '【优点巴士】您 11月28日 07:30 M101 路的班次因车辆故障停运，车票已全额退款 12.00 元，原路退回。',
  };

  it('sends a notice with the notice template and its parameters, signed the same way', async () => {
    answer = { json: { Code: 'OK', Message: 'OK', RequestId: 'r2', BizId: 'b2' } };
    await provider().sendNotice(notice);
    const params = Object.fromEntries(server.requests.at(-1)!.url.searchParams);
    expect(params).toMatchObject({ Action: 'SendSms', PhoneNumbers: '13800138000', SignName: '优点巴士', TemplateCode: 'SMS_000002' });
    expect(JSON.parse(params.TemplateParam!)).toEqual(notice.params);
    const { Signature, ...signed } = params;
    expect(Signature).toBe(aliyunRpcSignature('GET', signed, 'test-key-secret'));
  });

  it('a notice fails without a notice template, and on a refusal', async () => {
    const before = server.requests.length;
    const withoutTemplate = createAliyunSmsProvider({ endpoint: server.url, accessKeyId: 'k', accessKeySecret: 's', signName: 'x', templateCode: 't', regionId: 'cn-hangzhou' });
    await expect(withoutTemplate.sendNotice(notice)).rejects.toThrow(/ALIYUN_SMS_NOTICE_TEMPLATE_CODE/);
    expect(server.requests.length).toBe(before);
    answer = { json: { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' } };
    await expect(provider().sendNotice(notice)).rejects.toThrow(/SendSms failed/);
  });
});
