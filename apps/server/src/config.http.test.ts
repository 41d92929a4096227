import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { trustProxyOption } from './http/trust-proxy';

describe('the listening socket configuration (decision 041)', () => {
  it('trusts no proxy and limits slow clients by default', () => {
    expect(loadConfig({}).http).toEqual({
      trustProxy: { kind: 'off' },
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      connectionTimeoutMs: 60_000,
    });
  });

  it.each([
    ['off', { kind: 'off' }],
    ['10.0.0.5', { kind: 'addresses', addresses: ['10.0.0.5'] }],
    [' 10.0.0.5 , 10.1.0.0/16,::1, fd00::/8 ', { kind: 'addresses', addresses: ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8'] }],
    ['loopback,uniquelocal', { kind: 'addresses', addresses: ['loopback', 'uniquelocal'] }],
    ['1', { kind: 'hops', hops: 1 }],
    ['3', { kind: 'hops', hops: 3 }],
  ])('reads TRUST_PROXY=%j', (value, setting) => {
    expect(loadConfig({ TRUST_PROXY: value }).http.trustProxy).toEqual(setting);
  });

  it.each([
    ['true', 'trusting every peer'],
    ['*', 'trusting every peer'],
    ['0', 'hop count'],
    ['33', 'hop count'],
    ['proxy.internal', 'not an IP address'],
    ['10.0.0.0/33', 'prefix length'],
    ['fd00::/129', 'prefix length'],
    ['10.0.0.1/8/1', 'not an IP address'],
    ['10.0.0.1,,10.0.0.2', 'empty entry'],
  ])('stops on TRUST_PROXY=%j, saying why', (value, why) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(why);
  });

  it('turns a hop count into a function, since Fastify 5 trusts nothing for a bare number', () => {
    const trust = trustProxyOption({ kind: 'hops', hops: 2 });
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption({ kind: 'off' })).toBe(false);
  });

  it.each([
    ['HTTP_HEADERS_TIMEOUT_MS', '-1'],
    ['HTTP_REQUEST_TIMEOUT_MS', 'soon'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '0'],
    ['HTTP_CONNECTION_TIMEOUT_MS', '1.5'],
  ])('stops on a bad %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('0 turns the head, request and connection time-outs off, but a head may not outlast its request', () => {
    const off = loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '0', HTTP_REQUEST_TIMEOUT_MS: '0', HTTP_CONNECTION_TIMEOUT_MS: '0' }).http;
    expect(off).toMatchObject({ headersTimeoutMs: 0, requestTimeoutMs: 0, connectionTimeoutMs: 0 });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow('HTTP_HEADERS_TIMEOUT_MS');
  });
});
