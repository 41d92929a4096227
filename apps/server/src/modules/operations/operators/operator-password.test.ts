import { describe, expect, it } from 'vitest';
import { OperatorPassword } from '@udian/contracts/operator-roles';
import { hashOperatorPassword, newOneTimePassword, verifyOperatorPassword } from './operator-password';

describe('operator passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashOperatorPassword('correct horse 42');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyOperatorPassword('correct horse 42', stored)).toBe(true);
    expect(await verifyOperatorPassword('correct horse 43', stored)).toBe(false);
    expect(await verifyOperatorPassword('correct horse 42', 'plain')).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashOperatorPassword('same 1234567')).not.toBe(await hashOperatorPassword('same 1234567'));
  });

  it('makes one-time passwords that meet the password rule', () => {
    for (let i = 0; i < 50; i += 1) expect(OperatorPassword.safeParse(newOneTimePassword()).success).toBe(true);
  });
});
