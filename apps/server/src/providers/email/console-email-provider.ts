import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, EmailProvider } from './email-provider';

export type OutboxEmail = EmailMessage & { sentAt: Date };

const OUTBOX_SIZE = 200;
const PER_ADDRESS = 20;

/**
 * The development provider: writes the message to the log instead of sending it, and keeps the latest
 * messages in memory so that the dev outbox route (never registered in production) can hand them to tests.
 */
export const createConsoleEmailProvider = ({ logger, now = () => new Date() }: { logger: FastifyBaseLogger; now?: () => Date }) => {
  const outbox: OutboxEmail[] = [];
  const provider: EmailProvider & { latestFor: (email: string) => OutboxEmail[] } = {
    name: 'console',
    send: async (message) => {
      outbox.unshift({ ...message, sentAt: now() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      logger.info({ email: { to: message.to, subject: message.subject } }, `E-mail to ${message.to}: ${message.subject}\n${message.text} (console provider, not sent)`);
    },
    latestFor: (email) => outbox.filter((message) => message.to === email.toLowerCase()).slice(0, PER_ADDRESS),
  };
  return provider;
};

export type ConsoleEmailProvider = ReturnType<typeof createConsoleEmailProvider>;
