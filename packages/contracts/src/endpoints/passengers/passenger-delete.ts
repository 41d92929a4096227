import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';

export const PassengerDeleteBody = z.object({ passengerId: Id });
export type PassengerDeleteBody = z.infer<typeof PassengerDeleteBody>;

export const PassengerDeleteData = z.object({ passengerId: Id });
export type PassengerDeleteData = z.infer<typeof PassengerDeleteData>;

/** Another account's (or an unknown) passengerId answers 1004 乘车人不存在. */
export const passengerDelete = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/passenger/del',
  summary: 'Deletes one of your riders',
  isPublic: false,
  needsClientHeaders: true,
  body: PassengerDeleteBody,
  data: PassengerDeleteData,
});
