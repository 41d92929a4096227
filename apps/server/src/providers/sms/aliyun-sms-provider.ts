import { randomUUID } from 'node:crypto';
import { aliyunRpcSignature, percentEncode } from './aliyun-signature';
import type { SmsProvider } from './sms-provider';

export type AliyunSmsOptions = {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The registered template of the riders' notices (ALIYUN_SMS_NOTICE_TEMPLATE_CODE); empty: notices fail. */
  noticeTemplateCode?: string;
  regionId: string;
  timeoutMs?: number;
  now?: () => Date;
  nonce?: () => string;
};

type SendSmsAnswer = { Code?: string; Message?: string; RequestId?: string; BizId?: string };

/** 2017-07-12T02:42:19Z: UTC without milliseconds, as the API requires. */
const aliyunTimestamp = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Alibaba Cloud SMS (dysmsapi) SendSms over its RPC API: a signed GET, a registered template filled with its
 * parameters: {"code": "123456"} for a code, the notice's own for a notice. Anything but Code "OK" is a
 * failure (the service answers smsSendFailed; a notice is recorded as failed).
 */
export const createAliyunSmsProvider = (options: AliyunSmsOptions): SmsProvider => {
  const sendSms = async (phone: string, templateCode: string, templateParams: Record<string, string>) => {
    const params: Record<string, string> = {
      AccessKeyId: options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: options.regionId,
      SignName: options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: (options.nonce ?? randomUUID)(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParams),
      Timestamp: aliyunTimestamp((options.now ?? (() => new Date()))()),
      Version: '2017-05-25',
    };
    const signature = aliyunRpcSignature('GET', params, options.accessKeySecret);
    const query = Object.entries({ Signature: signature, ...params })
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
      .join('&');
    const url = `${options.endpoint.replace(/\/?$/, '/')}?${query}`;

    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
    const answer = (await response.json().catch(() => ({}))) as SendSmsAnswer;
    if (!response.ok || answer.Code !== 'OK') {
      throw new Error(`Aliyun SendSms failed: HTTP ${response.status}, ${answer.Code ?? '?'} ${answer.Message ?? ''} (request ${answer.RequestId ?? '?'})`);
    }
  };

  return {
    name: 'aliyun',
    sendCode: ({ phone, code }) => sendSms(phone, options.templateCode, { code }),
    sendNotice: async ({ phone, templateId, params }) => {
      if (!options.noticeTemplateCode) throw new Error(`Aliyun SMS notice ${templateId} not sent: ALIYUN_SMS_NOTICE_TEMPLATE_CODE is not set`);
      await sendSms(phone, options.noticeTemplateCode, params);
    },
  };
};
