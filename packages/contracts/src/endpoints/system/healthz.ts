import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

export const HealthData = z.object({
  status: z.enum(['ok']),
  database: z.enum(['ok']),
  uptimeSeconds: z.number().int(),
});
export type HealthData = z.infer<typeof HealthData>;

/**
 * Readiness, for load balancers: 200 when this instance can serve (its database answers), else HTTP 503 in the
 * envelope (code 1503) while the process keeps running; take the instance out of rotation, do not restart it.
 */
export const healthz = defineEndpoint({
  method: 'GET',
  prefix: '',
  path: '/healthz',
  summary: 'Readiness: the database answers (HTTP 503 in the envelope when not), for load balancers and start-up checks',
  isPublic: true,
  needsClientHeaders: false,
  data: HealthData,
});
