import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CollectBody, CollectData } from './collect-line';

export const cancelCollectLine = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/line/cancelCollectLine',
  summary: "Removes a line from the passenger's collection (idempotent)",
  isPublic: false,
  needsClientHeaders: true,
  bodyEncoding: 'form',
  body: CollectBody,
  data: CollectData,
});
