import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { MobilePhone } from '../../schemas/accounts';

export const DevSmsOutboxQuery = z.object({ phone: MobilePhone });
export type DevSmsOutboxQuery = z.infer<typeof DevSmsOutboxQuery>;

export const DevSmsMessage = z.object({
  phone: z.string(),
  code: z.string(),
  functionType: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
});

/** A notice to a rider (a stopped departure): its template, parameters and the text they render to. */
export const DevSmsNotice = z.object({
  phone: z.string(),
  templateId: z.string(),
  params: z.record(z.string(), z.string()),
  text: z.string(),
  sentAt: z.string(),
});

/** Newest first, at most 20 of each. */
export const DevSmsOutboxData = z.object({ messages: z.array(DevSmsMessage), notices: z.array(DevSmsNotice) });
export type DevSmsOutboxData = z.infer<typeof DevSmsOutboxData>;

/**
 * DEVELOPMENT AND TESTS ONLY: the codes and notices the console SMS provider "sent" to a phone, so that end-to-end tests
 * can log in. Registered only when NODE_ENV is not production and SMS_PROVIDER is console; in production the
 * path does not exist (404).
 */
export const devSmsOutbox = defineEndpoint({
  method: 'GET',
  prefix: '',
  path: '/dev/sms-outbox',
  summary: 'Development only: the latest codes sent to a phone by the console SMS provider',
  isPublic: true,
  needsClientHeaders: false,
  query: DevSmsOutboxQuery,
  data: DevSmsOutboxData,
});
