/** A text message carrying a verification code. */
export type SmsCodeMessage = { phone: string; code: string; functionType: string };

/**
 * Delivers verification codes. The SMS service decides whether a code may be sent; a provider only sends,
 * and throws when the message could not be handed over (the service answers smsSendFailed).
 */
export type SmsProvider = {
  name: 'console' | 'aliyun';
  sendCode: (message: SmsCodeMessage) => Promise<void>;
};
