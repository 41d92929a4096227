import { createDecipheriv } from 'node:crypto';
import { z } from 'zod';
import {
  WechatPayNotification,
  WechatPayTransaction,
  WechatRefundResource,
} from '@udian/contracts/endpoints/payment/payment-notifications';
import type { WechatPayConfig } from '../../../config';
import { NotificationRejected, type IncomingNotification, type VerifiedNotification } from '../payment-provider';
import { checkWechatpaySignature } from './wechat-pay-signing';
import { confirmedPaymentOf } from './wechat-pay-transaction';

const GCM_TAG_BYTES = 16;

type EncryptedResource = { ciphertext: string; nonce: string; associated_data?: string };

/**
 * AEAD_AES_256_GCM (docs "如何解密证书和回调报文"): the key is the APIv3 key's 32 bytes, the IV the
 * resource nonce, the AAD associated_data; the base64 ciphertext ends with the 16-byte tag. Throws when
 * the tag does not check out (wrong key, or a resource altered on the way).
 */
export const decryptWechatPayResource = (resource: EncryptedResource, apiV3Key: string): string => {
  const bytes = Buffer.from(resource.ciphertext, 'base64');
  if (bytes.length <= GCM_TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - GCM_TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - GCM_TAG_BYTES)), decipher.final()]).toString('utf8');
};

const RefundResource = WechatRefundResource.extend({ mchid: z.string().optional() });
const REFUND_EVENTS = new Set(['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED']);

const parseJson = (text: string, reason: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new NotificationRejected(reason);
  }
};

/**
 * Verifies and reads one WeChat Pay notification (docs "支付通知" / "退款结果通知"): signature first, so
 * nothing unverified is even parsed; then the envelope, then the decrypted resource, which must be ours
 * (mchid, and appid for a payment). Throws NotificationRejected with a short reason to log.
 */
export const readWechatPayNotification = (
  incoming: IncomingNotification,
  config: WechatPayConfig,
  now: Date,
): VerifiedNotification => {
  const failure = checkWechatpaySignature(incoming.headers, incoming.rawBody, config, now);
  if (failure) throw new NotificationRejected(failure);

  const envelope = WechatPayNotification.safeParse(parseJson(incoming.rawBody, 'malformed body'));
  if (!envelope.success) throw new NotificationRejected('malformed body');
  const { event_type: eventType, resource } = envelope.data;

  let plaintext: string;
  try {
    plaintext = decryptWechatPayResource(resource, config.apiV3Key);
  } catch {
    throw new NotificationRejected('decrypt failed');
  }
  const decrypted = parseJson(plaintext, 'malformed resource');

  if (eventType === 'TRANSACTION.SUCCESS') {
    const transaction = WechatPayTransaction.safeParse(decrypted);
    if (!transaction.success) throw new NotificationRejected('malformed resource');
    if (transaction.data.mchid !== config.mchId || transaction.data.appid !== config.appId) {
      throw new NotificationRejected('wrong merchant');
    }
    if (transaction.data.trade_state !== 'SUCCESS') {
      return { kind: 'ignored', reason: `TRANSACTION.SUCCESS with trade_state ${transaction.data.trade_state}` };
    }
    try {
      return { kind: 'paid', payment: confirmedPaymentOf(transaction.data)! };
    } catch {
      throw new NotificationRejected('malformed resource');
    }
  }

  if (REFUND_EVENTS.has(eventType)) {
    const refund = RefundResource.safeParse(decrypted);
    if (!refund.success) throw new NotificationRejected('malformed resource');
    if (refund.data.mchid !== config.mchId) throw new NotificationRejected('wrong merchant');
    return {
      kind: 'refund',
      outRefundNo: refund.data.out_refund_no,
      refundId: refund.data.refund_id,
      isSucceeded: eventType === 'REFUND.SUCCESS' && refund.data.refund_status === 'SUCCESS',
    };
  }

  return { kind: 'ignored', reason: `event ${eventType}` };
};
