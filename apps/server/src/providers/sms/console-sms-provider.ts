import type { FastifyBaseLogger } from 'fastify';
import type { SmsCodeMessage, SmsNoticeMessage, SmsProvider } from './sms-provider';

export type OutboxMessage = SmsCodeMessage & { sentAt: Date };
export type OutboxNotice = SmsNoticeMessage & { sentAt: Date };

const OUTBOX_SIZE = 200;
const PER_PHONE = 20;

const keep = <T>(box: T[], message: T) => {
  box.unshift(message);
  box.length = Math.min(box.length, OUTBOX_SIZE);
};

/**
 * The development provider: writes the code or notice to the log instead of sending it, and keeps the latest
 * messages in memory so that the dev outbox route (never registered in production) can hand them to tests.
 */
export const createConsoleSmsProvider = ({ logger, now = () => new Date() }: { logger: FastifyBaseLogger; now?: () => Date }) => {
  const outbox: OutboxMessage[] = [];
  const notices: OutboxNotice[] = [];
  const provider: SmsProvider & { latestFor: (phone: string) => OutboxMessage[]; noticesFor: (phone: string) => OutboxNotice[] } = {
    name: 'console',
    sendCode: async (message) => {
      keep(outbox, { ...message, sentAt: now() });
      logger.info({ sms: message }, `SMS code for ${message.phone}: ${message.code} (console provider, not sent)`);
    },
    sendNotice: async (message) => {
      keep(notices, { ...message, sentAt: now() });
      logger.info({ sms: message }, `SMS notice for ${message.phone}: ${message.text} (console provider, not sent)`);
    },
    latestFor: (phone) => outbox.filter((message) => message.phone === phone).slice(0, PER_PHONE),
    noticesFor: (phone) => notices.filter((message) => message.phone === phone).slice(0, PER_PHONE),
  };
  return provider;
};

export type ConsoleSmsProvider = ReturnType<typeof createConsoleSmsProvider>;
