import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';

/** A behaviour-log entry (SPEC section 3): a page change or a span of active use. */
export const BehaviourEvent = z.object({
  timestamp: z.number().int().positive(),
  longitude: z.number().min(-180).max(180).nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  speed: z.number().min(0).max(1000).nullable(),
  angle: z.number().min(0).max(360).nullable(),
  eventType: z.enum(['page_change', 'user_activate']),
  page: z.string().max(300),
  fromPage: z.string().max(300).nullable(),
  startTime: z.number().int().positive().nullable(),
  endTime: z.number().int().positive().nullable(),
  /** Milliseconds of active use, for user_activate. */
  duration: z.number().int().min(0).max(86_400_000).nullable(),
});
export type BehaviourEvent = z.infer<typeof BehaviourEvent>;

export const BehaviourLogBody = z.object({ events: z.array(BehaviourEvent).min(1).max(50) });
export type BehaviourLogBody = z.infer<typeof BehaviourLogBody>;

export const behaviourLog = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/log/behaviour',
  summary: 'Collects behaviour-log entries (page_change, user_activate) from the web client',
  isPublic: true,
  needsClientHeaders: true,
  body: BehaviourLogBody,
  data: z.object({ accepted: z.number().int() }),
});
