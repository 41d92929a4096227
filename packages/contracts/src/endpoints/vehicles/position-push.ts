import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { IngestResultData, PositionPushBody } from '../../schemas/vehicles';

/**
 * An on-board GPS device pushes a batch of points. No passenger login: the device sends its vehicle's token
 * as `Authorization: Bearer <token>` (issued with `npm run vehicle:token`); an unknown or missing token is
 * vehicleTokenInvalid. Duplicates and out-of-order points are tolerated; absurd ones are refused and counted.
 */
export const positionPush = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/vehicle/position/push',
  summary: 'An on-board device pushes its vehicle positions (Bearer vehicle token)',
  isPublic: true,
  needsClientHeaders: false,
  body: PositionPushBody,
  data: IngestResultData,
});
