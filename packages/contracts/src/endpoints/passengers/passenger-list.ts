import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Passenger } from '../../schemas/accounts';

/** `limit` is PASSENGER_LIMIT (20): the page hides "add" when the list is full. */
export const PassengerListData = z.object({ passengers: z.array(Passenger), limit: z.number().int() });
export type PassengerListData = z.infer<typeof PassengerListData>;

/** The logged-in passenger's riders, "self" first, then by when they were added. ID numbers are masked. */
export const passengerList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/passenger/list',
  summary: "The logged-in passenger's riders (ID numbers masked)",
  isPublic: false,
  needsClientHeaders: true,
  data: PassengerListData,
});
