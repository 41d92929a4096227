import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '@udian/contracts/account-rules';
import type { SendSmsCodeData } from '@udian/contracts/endpoints/auth/send-sms-code';
import { verifyRequestSignature, type SignablePayload } from '@udian/contracts/sms-signature';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { SmsProvider } from '../../../providers/sms/sms-provider';
import { isSameHash } from '../../../lib/secret-token';
import { hashSmsCode, newSmsCode, startOfShanghaiDay } from './sms-code';
import type { SmsCodeRepository } from './sms.repository';

/** The per-phone limits of SMS login (decision 016); the IP and device caps are configuration. */
export const PHONE_HOURLY_LIMIT = 5;
export const PHONE_DAILY_LIMIT = 10;
/** The sixth try is refused even with the right code. */
export const MAX_WRONG_TRIES = 5;
const HOUR_MS = 3_600_000;

export type SmsServiceDeps = {
  db: Db;
  codes: SmsCodeRepository;
  /** Codes only: notices to riders go out from operations. */
  provider: Pick<SmsProvider, 'name' | 'sendCode'>;
  secret: string;
  ipHourlyLimit: number;
  deviceHourlyLimit: number;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

export type SendCodeInput = {
  phone: string;
  functionType: string;
  /** The query exactly as it arrived (strings), for the signature: the client signs what it sends. */
  rawQuery: SignablePayload;
  /** The path the client signed with: each alias signs with its own. */
  path: string;
  ip: string;
  deviceId: string;
};

export type UseCodeInput = { phone: string; functionType: string; code: string };

export const createSmsService = (deps: SmsServiceDeps) => {
  const { db, codes, provider, secret, now = () => new Date() } = deps;

  return {
    sendCode: async (input: SendCodeInput): Promise<SendSmsCodeData> => {
      if (!verifyRequestSignature(input.rawQuery, input.path, input.rawQuery.sign)) throw new AppError('smsSignInvalid');

      const code = newSmsCode();
      const at = now();
      const hourAgo = new Date(at.getTime() - HOUR_MS);
      await db.transaction().execute(async (tx) => {
        await codes.lockForSending([`sms:phone:${input.phone}`, `sms:ip:${input.ip}`, `sms:device:${input.deviceId}`], tx);

        const lastSentAt = await codes.lastSentAt(input.phone, tx);
        const sinceLastMs = lastSentAt ? at.getTime() - lastSentAt.getTime() : Number.POSITIVE_INFINITY;
        if (sinceLastMs < SMS_RESEND_SECONDS * 1000) {
          const wait = Math.max(1, Math.ceil((SMS_RESEND_SECONDS * 1000 - sinceLastMs) / 1000));
          throw new AppError('smsResendTooSoon', `验证码已发送，请 ${wait} 秒后再重新获取`);
        }
        if ((await codes.countSentSince('phone', input.phone, hourAgo, tx)) >= PHONE_HOURLY_LIMIT) {
          throw new AppError('smsPhoneHourlyLimit');
        }
        if ((await codes.countSentSince('phone', input.phone, new Date(startOfShanghaiDay(at).getTime() - 1), tx)) >= PHONE_DAILY_LIMIT) {
          throw new AppError('smsPhoneDailyLimit');
        }
        if ((await codes.countSentSince('ip', input.ip, hourAgo, tx)) >= deps.ipHourlyLimit) throw new AppError('smsIpLimit');
        if ((await codes.countSentSince('device_id', input.deviceId, hourAgo, tx)) >= deps.deviceHourlyLimit) {
          throw new AppError('smsDeviceLimit');
        }

        await codes.insert(
          {
            phone: input.phone,
            functionType: input.functionType,
            codeHash: hashSmsCode(secret, input.phone, input.functionType, code),
            ip: input.ip,
            deviceId: input.deviceId,
            createdAt: at,
            expiresAt: new Date(at.getTime() + SMS_CODE_TTL_SECONDS * 1000),
          },
          tx,
        );
      });

      // Sent after the transaction so that no database connection waits on the SMS API. A failed send still
      // counts towards the limits: retrying a broken provider in a loop must not be free.
      try {
        await provider.sendCode({ phone: input.phone, code, functionType: input.functionType });
      } catch (error) {
        deps.logger.error({ err: error, provider: provider.name }, 'SMS provider failed');
        throw new AppError('smsSendFailed');
      }
      return { resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS };
    },

    /**
     * Checks the code and uses it up; throws the matching failure otherwise. Only the newest code of the
     * phone and purpose is considered.
     */
    useCode: async ({ phone, functionType, code }: UseCodeInput): Promise<void> => {
      const at = now();
      const latest = await codes.findLatest(phone, functionType);
      if (!latest) throw new AppError('smsCodeExpired', '请先获取验证码');
      if (latest.used_at) throw new AppError('smsCodeExpired', '验证码已使用，请重新获取');
      if (latest.expires_at.getTime() <= at.getTime()) throw new AppError('smsCodeExpired', '验证码已过期，请重新获取');
      if (latest.failed_attempts >= MAX_WRONG_TRIES) throw new AppError('smsCodeTooManyTries');

      if (!isSameHash(hashSmsCode(secret, phone, functionType, code), latest.code_hash)) {
        const tries = await codes.recordWrongTry(latest.id);
        if (tries === undefined) throw new AppError('smsCodeExpired', '验证码已使用，请重新获取');
        if (tries >= MAX_WRONG_TRIES) throw new AppError('smsCodeTooManyTries');
        throw new AppError('smsCodeWrong', `验证码错误，还可以再试 ${MAX_WRONG_TRIES - tries} 次`);
      }
      if (!(await codes.markUsed(latest.id, at, MAX_WRONG_TRIES))) {
        throw new AppError('smsCodeExpired', '验证码已使用，请重新获取');
      }
    },
  };
};

export type SmsService = ReturnType<typeof createSmsService>;
