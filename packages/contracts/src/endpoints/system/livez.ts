import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

export const LivenessData = z.object({
  status: z.enum(['ok']),
  uptimeSeconds: z.number().int(),
});
export type LivenessData = z.infer<typeof LivenessData>;

/**
 * Liveness, for process supervisors: the process answers HTTP at all. It asks nothing of the database, so a
 * database outage never makes a supervisor restart every instance at once; restart only when this fails.
 */
export const livez = defineEndpoint({
  method: 'GET',
  prefix: '',
  path: '/livez',
  summary: 'Liveness: the process answers, whatever the database does (restart the process only when this fails)',
  isPublic: true,
  needsClientHeaders: false,
  data: LivenessData,
});
