import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

export const HealthData = z.object({
  status: z.enum(['ok']),
  database: z.enum(['ok']),
  uptimeSeconds: z.number().int(),
});
export type HealthData = z.infer<typeof HealthData>;

export const healthz = defineEndpoint({
  method: 'GET',
  prefix: '',
  path: '/healthz',
  summary: 'Liveness and database reachability, for load balancers and start-up checks',
  isPublic: true,
  needsClientHeaders: false,
  data: HealthData,
});
