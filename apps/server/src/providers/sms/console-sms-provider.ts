import type { FastifyBaseLogger } from 'fastify';
import type { SmsCodeMessage, SmsProvider } from './sms-provider';

export type OutboxMessage = SmsCodeMessage & { sentAt: Date };

const OUTBOX_SIZE = 200;
const PER_PHONE = 20;

/**
 * The development provider: writes the code to the log instead of sending it, and keeps the latest messages
 * in memory so that the dev outbox route (never registered in production) can hand them to tests.
 */
export const createConsoleSmsProvider = ({ logger, now = () => new Date() }: { logger: FastifyBaseLogger; now?: () => Date }) => {
  const outbox: OutboxMessage[] = [];
  const provider: SmsProvider & { latestFor: (phone: string) => OutboxMessage[] } = {
    name: 'console',
    sendCode: async (message) => {
      outbox.unshift({ ...message, sentAt: now() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      logger.info({ sms: message }, `SMS code for ${message.phone}: ${message.code} (console provider, not sent)`);
    },
    latestFor: (phone) => outbox.filter((message) => message.phone === phone).slice(0, PER_PHONE),
  };
  return provider;
};

export type ConsoleSmsProvider = ReturnType<typeof createConsoleSmsProvider>;
