import { signRequest } from '@udian/contracts/sms-signature';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import type { SmsCodeMessage } from '../../../providers/sms/sms-provider';
import { createTestDatabase } from '../../../test/test-database';
import { createSmsCodeRepository } from './sms.repository';
import { createSmsService } from './sms.service';

/**
 * The purpose binding, below the contract (which today knows only 'baseLogin'): a code sent for one purpose
 * never works for another. Also: a failing provider answers smsSendFailed and still counts.
 */
let database: DatabaseHandle;
const sent: SmsCodeMessage[] = [];
let isProviderDown = false;

const service = () =>
  createSmsService({
    db: database.db,
    codes: createSmsCodeRepository(database.db),
    provider: {
      name: 'console',
      sendCode: async (message) => {
        if (isProviderDown) throw new Error('provider down');
        sent.push(message);
      },
    },
    secret: 'test-secret-0123456789',
    ipHourlyLimit: 20,
    deviceHourlyLimit: 10,
    logger: pino({ level: 'silent' }),
  });

const send = (phone: string, functionType: string) => {
  const payload = { phoneNum: phone, functionType };
  return service().sendCode({
    phone,
    functionType,
    rawQuery: { ...payload, sign: signRequest(payload, '/p') },
    path: '/p',
    ip: '10.30.0.1',
    deviceId: `device-${phone}`,
  });
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('SMS service', () => {
  it('binds a code to its purpose', async () => {
    await send('13100000001', 'baseLogin');
    const { code } = sent.at(-1)!;
    await expect(service().useCode({ phone: '13100000001', functionType: 'bindPhone', code })).rejects.toMatchObject({
      errorName: 'smsCodeExpired',
      desc: '请先获取验证码',
    });
    await expect(service().useCode({ phone: '13100000001', functionType: 'baseLogin', code })).resolves.toBeUndefined();
  });

  it('answers smsSendFailed when the provider fails, and the attempt still counts', async () => {
    isProviderDown = true;
    await expect(send('13100000002', 'baseLogin')).rejects.toMatchObject({ errorName: 'smsSendFailed', code: 2020 });
    isProviderDown = false;
    await expect(send('13100000002', 'baseLogin')).rejects.toMatchObject({ errorName: 'smsResendTooSoon' });
  });
});
