/** A text message carrying a verification code. */
export type SmsCodeMessage = { phone: string; code: string; functionType: string };

/**
 * A notice to a rider from a template: the template's id in this app, its parameters (what a gateway with
 * registered templates, like Alibaba Cloud's, fills in) and the text they render to (what the console provider
 * shows and what the order's history keeps).
 */
export type SmsNoticeMessage = { phone: string; templateId: SmsNoticeTemplateId; params: Record<string, string>; text: string };

/** The notices the app sends; each has a registered template at a real gateway (README "Configuration"). */
export type SmsNoticeTemplateId =
  | 'departureStopped'
  | 'crowdfundOpened'
  | 'crowdfundFailed'
  | 'crowdfundExtended'
  | 'crowdfundGathering'
  | 'carpoolOpened'
  | 'carpoolFailed'
  | 'rideApplicationApproved'
  | 'rideApplicationRejected'
  | 'shuttleQuoted'
  | 'shuttleClosed'
  | 'studentApproved'
  | 'studentRejected'
  | 'schoolCheckIn'
  | 'studentCharterConfirmed'
  | 'studentCharterDeclined'
  | 'returnWorkShuttle';

/**
 * Delivers verification codes and notices. The SMS service decides whether a code may be sent; a provider
 * only sends, and throws when the message could not be handed over (the service answers smsSendFailed; a
 * notice is recorded as failed).
 */
export type SmsProvider = {
  name: 'console' | 'aliyun';
  sendCode: (message: SmsCodeMessage) => Promise<void>;
  sendNotice: (message: SmsNoticeMessage) => Promise<void>;
};
