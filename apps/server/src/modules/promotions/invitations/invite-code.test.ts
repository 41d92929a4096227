import { describe, expect, it } from 'vitest';
import { makeInviteCode, readInviteCode } from './invite-code';

const SECRET = 'a-test-invite-secret-0001';

describe('invite codes', () => {
  it('carry the inviter, and read back in any case', () => {
    for (const id of [1, 35, 36, 12345, 987654321]) {
      const code = makeInviteCode(SECRET, id);
      expect(code).toMatch(/^[0-9A-Z]{11,22}$/);
      expect(readInviteCode(SECRET, code)).toBe(id);
      expect(readInviteCode(SECRET, code.toLowerCase())).toBe(id);
    }
  });

  it('cannot be written for another inviter, nor under another secret', () => {
    const code = makeInviteCode(SECRET, 12345);
    const mac = code.slice(-10);
    // Someone else's id with this MAC, a changed MAC digit, another server's code.
    expect(readInviteCode(SECRET, `${(12346).toString(36).toUpperCase()}${mac}`)).toBeNull();
    expect(readInviteCode(SECRET, `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`)).toBeNull();
    expect(readInviteCode(SECRET, makeInviteCode('another-secret-of-16+', 12345))).toBeNull();
  });

  it.each(['', 'ABC', '0000000000', '0A1B2C3D4E5F', 'abc-def-ghij', 'Z'.repeat(40)])('refuses %j', (code) => {
    expect(readInviteCode(SECRET, code)).toBeNull();
  });
});
