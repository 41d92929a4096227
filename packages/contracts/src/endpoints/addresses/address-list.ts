import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Address } from '../../schemas/accounts';

/** `home` and `work` are picked out (null when not set); `others` are the rest, newest first. */
export const AddressListData = z.object({
  home: Address.nullable(),
  work: Address.nullable(),
  others: z.array(Address),
  limit: z.number().int(),
});
export type AddressListData = z.infer<typeof AddressListData>;

export const addressList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/user/address/list',
  summary: "The logged-in passenger's common addresses",
  isPublic: false,
  needsClientHeaders: true,
  data: AddressListData,
});
