import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';

export const CollectBody = z.object({ lineId: Id });
export type CollectBody = z.infer<typeof CollectBody>;

export const CollectData = z.object({ lineId: Id, isCollected: z.boolean() });
export type CollectData = z.infer<typeof CollectData>;

/** Idempotent: collecting a collected line answers the same. */
export const collectLine = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/line/collectLine',
  summary: "Adds a line to the passenger's collection (idempotent)",
  isPublic: false,
  needsClientHeaders: true,
  bodyEncoding: 'form',
  body: CollectBody,
  data: CollectData,
});
