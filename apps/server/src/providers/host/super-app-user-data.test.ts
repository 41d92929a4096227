import { describe, expect, it } from 'vitest';
import { checkSuperAppUserData, signSuperAppUserData } from './super-app-user-data';

const KEY = 'super-app-test-key-0001';
const NOW = new Date('2025-06-02T02:00:00Z');
const data = (fields: Record<string, unknown>) => JSON.stringify({ userId: 'nj-1', phone: '13800138000', timestamp: NOW.getTime(), ...fields });

describe('super-app user data', () => {
  it('accepts data signed with the key', () => {
    const userData = data({});
    expect(checkSuperAppUserData(KEY, userData, signSuperAppUserData(KEY, userData), NOW)).toEqual({
      ok: true,
      user: { hostUserId: 'nj-1', phone: '13800138000' },
    });
  });

  it('accepts an upper-case hex sign and a numeric user id', () => {
    const userData = data({ userId: 42 });
    const check = checkSuperAppUserData(KEY, userData, signSuperAppUserData(KEY, userData).toUpperCase(), NOW);
    expect(check).toEqual({ ok: true, user: { hostUserId: '42', phone: '13800138000' } });
  });

  const signed = (userData: string) => [userData, signSuperAppUserData(KEY, userData)] as const;
  const good = data({});

  it.each<[string, readonly [string, string], string]>([
    ['a tampered user data', [good.replace('13800138000', '13900139000'), signSuperAppUserData(KEY, good)], 'sign'],
    ['another key', [good, signSuperAppUserData('another-key-000000', good)], 'sign'],
    ['a truncated sign', [good, signSuperAppUserData(KEY, good).slice(2)], 'sign'],
    ['a sign that is not hex', [good, 'z'.repeat(64)], 'sign'],
    ['not JSON', signed('userId=1'), 'data'],
    ['no phone', signed(data({ phone: undefined })), 'data'],
    ['a bad phone', signed(data({ phone: '2380013800' })), 'data'],
    ['no user id', signed(data({ userId: '' })), 'data'],
    ['an 11-minute-old timestamp', signed(data({ timestamp: NOW.getTime() - 11 * 60_000 })), 'stale'],
    ['a timestamp 11 minutes ahead', signed(data({ timestamp: NOW.getTime() + 11 * 60_000 })), 'stale'],
    ['no timestamp', signed(data({ timestamp: undefined })), 'stale'],
  ])('refuses %s', (_label, [userData, sign], reason) => {
    expect(checkSuperAppUserData(KEY, userData, sign, NOW)).toEqual({ ok: false, reason });
  });
});
