import type { FastifyBaseLogger } from 'fastify';
import type { EmailConfig } from '../../config';
import { createConsoleEmailProvider, type ConsoleEmailProvider } from './console-email-provider';
import type { EmailProvider } from './email-provider';

/**
 * EMAIL_PROVIDER picks the provider; the console one also feeds the dev outbox (outside production only).
 * Only the console provider exists so far: production needs a real one before e-mail proof is relied on.
 */
export const createEmailProvider = (
  config: EmailConfig,
  { logger, isProduction }: { logger: FastifyBaseLogger; isProduction: boolean },
): { provider: EmailProvider; consoleOutbox: ConsoleEmailProvider | null } => {
  const provider = createConsoleEmailProvider({ logger });
  if (isProduction) logger.warn(`EMAIL_PROVIDER is ${config.provider} in production: e-mail codes are written to the log and no e-mail is sent`);
  return { provider, consoleOutbox: isProduction ? null : provider };
};
