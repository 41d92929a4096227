import type { FastifyBaseLogger } from 'fastify';
import type { AccountsConfig } from '../../config';
import { createAliyunSmsProvider } from './aliyun-sms-provider';
import { createConsoleSmsProvider, type ConsoleSmsProvider } from './console-sms-provider';
import type { SmsProvider } from './sms-provider';

/** SMS_PROVIDER picks the provider; the console one also feeds the dev outbox (outside production only). */
export const createSmsProvider = (
  config: AccountsConfig['sms'],
  logger: FastifyBaseLogger,
): { provider: SmsProvider; consoleOutbox: ConsoleSmsProvider | null } => {
  if (config.provider === 'aliyun') return { provider: createAliyunSmsProvider(config.aliyun), consoleOutbox: null };
  const provider = createConsoleSmsProvider({ logger });
  return { provider, consoleOutbox: provider };
};
