import { EMAIL_CODE_TTL_MINUTES } from '@udian/contracts/schemas/groups';
import { createHmac } from 'node:crypto';
import { randomCode } from '../../../lib/secret-token';
import type { EmailMessage } from '../../../providers/email/email-provider';

/** Six digits from the CSPRNG, leading zeros kept. */
export const newEmailCode = (): string => randomCode('0123456789', 6);

/**
 * The stored form of a code: keyed with a server secret so that a copy of the database alone cannot be
 * brute-forced back to codes, and bound to the address and the group it was sent for.
 */
export const hashEmailCode = (secret: string, input: { email: string; groupId: number; code: string }): string =>
  createHmac('sha256', secret).update(`email:${input.email}:${input.groupId}:${input.code}`).digest('hex');


/** The mail a passenger receives: Chinese, with the code, the enterprise and how long the code is valid. */
export const emailCodeMessage = (input: { to: string; productName: string; groupName: string; code: string }): EmailMessage => ({
  to: input.to,
  subject: `【${input.productName}】企业认证验证码`,
  text: [
    '您好：',
    '',
    `您正在${input.productName}认证为「${input.groupName}」的员工，验证码为：${input.code}`,
    '',
    `验证码 ${EMAIL_CODE_TTL_MINUTES} 分钟内有效，请勿转告他人。如非本人操作，请忽略本邮件。`,
    '',
    input.productName,
  ].join('\n'),
});
