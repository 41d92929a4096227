import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { IdType, OptionalIcCardNo, OptionalMobile, Passenger, PassengerName, ResidentIdNumber } from '../../schemas/accounts';

export const PassengerAddBody = z.object({
  name: PassengerName,
  idType: IdType.default('idCard'),
  /** The full number, checked (length, birth date, MOD 11-2 checksum); answered masked from then on. */
  idNumber: ResidentIdNumber,
  phone: OptionalMobile,
  icCardNo: OptionalIcCardNo,
  /** Marking one passenger as "self" clears the mark on the others. */
  isSelf: z.boolean({ error: 'isSelf 须为 true 或 false' }).default(false),
});
export type PassengerAddBody = z.infer<typeof PassengerAddBody>;

/**
 * Adds a rider. Refused: a 21st passenger (passengerLimit, 2201), an ID number this account already has
 * (passengerDuplicate, 2202).
 */
export const passengerAdd = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/passenger/add',
  summary: 'Adds a rider (at most 20; one ID number once per account)',
  isPublic: false,
  needsClientHeaders: true,
  body: PassengerAddBody,
  data: Passenger,
});
