import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { IdType, OptionalIcCardNo, OptionalMobile, Passenger, PassengerName, ResidentIdNumber } from '../../schemas/accounts';

/**
 * Replaces a rider's fields. idNumber is optional because the page only has the masked one: omit it to keep
 * the stored number, send a full number to change it. phone and icCardNo: '' clears them (the
 * passenger-ic-card page binds a card by sending the passenger with a new icCardNo).
 */
export const PassengerUpdateBody = z.object({
  passengerId: Id,
  name: PassengerName,
  idType: IdType.default('idCard'),
  idNumber: ResidentIdNumber.optional(),
  phone: OptionalMobile,
  icCardNo: OptionalIcCardNo,
  isSelf: z.boolean({ error: 'isSelf 须为 true 或 false' }).default(false),
});
export type PassengerUpdateBody = z.infer<typeof PassengerUpdateBody>;

/** Another account's passengerId answers 1004 乘车人不存在, as an unknown one does. */
export const passengerUpdate = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/passenger/update',
  summary: 'Changes one of your riders',
  isPublic: false,
  needsClientHeaders: true,
  body: PassengerUpdateBody,
  data: Passenger,
});
