import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { CompanyEmail } from '../../schemas/groups';

export const DevEmailMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
});
export type DevEmailMessage = z.infer<typeof DevEmailMessage>;

/**
 * DEVELOPMENT AND TESTS ONLY: the e-mails the console e-mail provider "sent" to an address (newest first, at
 * most 20), so that end-to-end tests can read a membership code. Registered only when NODE_ENV is not
 * production; in production the path does not exist (404).
 */
export const devEmailOutbox = defineEndpoint({
  method: 'GET',
  prefix: '',
  path: '/dev/email-outbox',
  summary: 'Development only: the latest e-mails sent to an address by the console e-mail provider',
  isPublic: true,
  needsClientHeaders: false,
  query: z.object({ email: CompanyEmail }),
  data: z.object({ messages: z.array(DevEmailMessage) }),
});
