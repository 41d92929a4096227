// The package is shared with the browser, so node types are opted into only by this test.
/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  INSERT_SALT,
  PREFIX_SALT,
  signRequest,
  verifyRequestSignature,
  type SignablePayload,
} from './sms-signature';

const PATH = '/sms/v1/verification_code/send';

const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The algorithm written out by hand, with node's own SHA-256, to check the library against. */
const expectedSign = (canonical: string, path: string) => {
  const first = hex(path + PREFIX_SALT + canonical);
  return hex(first.slice(0, 7) + INSERT_SALT + first.slice(7));
};

describe('signRequest', () => {
  it.each<[string, SignablePayload, string]>([
    ['empty payload', {}, ''],
    ['one key', { phoneNum: '13800138000' }, 'phoneNum=13800138000'],
    [
      'keys sorted, numbers and booleans as String()',
      { type: 1, phoneNum: '13800138000', isVoice: false },
      'isVoice=false&phoneNum=13800138000&type=1',
    ],
    ['upper case sorts before lower case', { b: '1', B: '2', a: '3' }, 'B=2&a=3&b=1'],
    ['undefined and null dropped', { phoneNum: '13900000000', extra: undefined, other: null }, 'phoneNum=13900000000'],
    ['sign key dropped', { phoneNum: '13900000000', sign: 'abc' }, 'phoneNum=13900000000'],
    ['empty string kept', { phoneNum: '13900000000', scene: '' }, 'phoneNum=13900000000&scene='],
    ['non-ASCII values hashed as UTF-8', { name: '深圳', phoneNum: '13900000000' }, 'name=深圳&phoneNum=13900000000'],
  ])('%s', (_label, payload, canonical) => {
    expect(signRequest(payload, PATH)).toBe(expectedSign(canonical, PATH));
  });

  it('produces 64 lowercase hex characters', () => {
    expect(signRequest({ phoneNum: '13800138000' }, PATH)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on key order', () => {
    const a = signRequest({ phoneNum: '13800138000', type: 1, t: 1700000000000 }, PATH);
    const b = signRequest({ t: 1700000000000, type: 1, phoneNum: '13800138000' }, PATH);
    expect(a).toBe(b);
  });

  it('depends on the path', () => {
    const payload = { phoneNum: '13800138000' };
    expect(signRequest(payload, PATH)).not.toBe(signRequest(payload, '/sms/v1/other'));
  });

  it('ignores any existing sign value', () => {
    const payload = { phoneNum: '13800138000' };
    expect(signRequest({ ...payload, sign: 'x' }, PATH)).toBe(signRequest(payload, PATH));
  });
});

describe('verifyRequestSignature', () => {
  const payload = { phoneNum: '13800138000', type: 1, t: 1700000000000 };
  const sign = signRequest(payload, PATH);

  it('accepts the matching sign, with the sign itself inside the payload', () => {
    expect(verifyRequestSignature(payload, PATH, sign)).toBe(true);
    expect(verifyRequestSignature({ ...payload, sign }, PATH, sign)).toBe(true);
  });

  it.each<[string, SignablePayload, string]>([
    ['tampered value', { ...payload, phoneNum: '13800138001' }, PATH],
    ['added key', { ...payload, extra: 'x' }, PATH],
    ['removed key', { phoneNum: payload.phoneNum, type: payload.type }, PATH],
    ['other path', payload, '/sms/v1/verification_code/check'],
  ])('rejects a %s', (_label, tampered, path) => {
    expect(verifyRequestSignature(tampered, path, sign)).toBe(false);
  });

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['null', null],
    ['a number', 123],
    ['empty', ''],
    ['upper-case hex', sign.toUpperCase()],
    ['non-hex characters', `${sign.slice(0, 63)}g`],
    ['too short', sign.slice(0, 63)],
    ['too long', `${sign}0`],
    ['another valid-looking hex', '0'.repeat(64)],
  ])('rejects a sign that is %s', (_label, badSign) => {
    expect(verifyRequestSignature(payload, PATH, badSign)).toBe(false);
  });
});
