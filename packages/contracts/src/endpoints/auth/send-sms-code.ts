import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { MobilePhone, SmsFunctionType, SmsSendType, SmsSign } from '../../schemas/accounts';

/**
 * Asks for a login code by text message. `sign` is the SPEC section 5 signature (sms-signature.ts) over
 * every OTHER query key exactly as sent, with the endpoint's own `path` as the path:
 * `signRequest({ phoneNum, type, functionType }, endpoint.path)`. The server checks it over the raw query,
 * so sign what you send (sending the defaults explicitly is fine).
 *
 * The three paths are the same call (SPEC section 7 names all three); each signs with its own path.
 * Limits (each with its own code and message in meta-codes.ts): one send per 60 s per phone, 5 per hour,
 * 10 per day per phone, 20 per hour per IP, 10 per hour per device (deviceId header).
 */
export const SendSmsCodeQuery = z.object({
  phoneNum: MobilePhone,
  type: SmsSendType.default('sms'),
  functionType: SmsFunctionType.default('baseLogin'),
  sign: SmsSign,
});
export type SendSmsCodeQuery = z.infer<typeof SendSmsCodeQuery>;

/** For the countdown: when the passenger may ask again, and how long the code lives. */
export const SendSmsCodeData = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SendSmsCodeData = z.infer<typeof SendSmsCodeData>;

const common = {
  method: 'GET',
  prefix: ApiPrefix.auth,
  isPublic: true,
  needsClientHeaders: true,
  query: SendSmsCodeQuery,
  data: SendSmsCodeData,
} as const;

export const sendSmsCode = defineEndpoint({
  ...common,
  path: '/sms/v1/verification_code/send',
  summary: 'Sends a login code by SMS (signed request; rate limited per phone, IP and device)',
});

export const sendSmsCodeAuthAlias = defineEndpoint({
  ...common,
  path: '/auth/verification_code/send',
  summary: 'The same as /sms/v1/verification_code/send (signed with this path)',
});

export const sendSmsCodeCommonAlias = defineEndpoint({
  ...common,
  path: '/auth/common/verificationCode/send',
  summary: 'The same as /sms/v1/verification_code/send (signed with this path)',
});
