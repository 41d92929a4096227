import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { Address, AddressName, AddressText, AddressType, GcjLat, GcjLng, inChina } from '../../schemas/accounts';

/** Without addressId: a new address. With it: that address is replaced (it must be yours). */
export const AddressSaveBody = inChina(
  z.object({
    addressId: Id.optional(),
    type: AddressType,
    name: AddressName,
    address: AddressText,
    /** GCJ-02, as the map and place search give it. */
    lng: GcjLng,
    lat: GcjLat,
  }),
);
export type AddressSaveBody = z.infer<typeof AddressSaveBody>;

/**
 * SPEC section 7's POST /user/address/add, which both adds and edits. Refused: a second home or work
 * (addressTypeTaken, 2302: edit the existing one instead), a 21st address (addressLimit, 2301), another
 * account's addressId (1004 地址不存在).
 */
export const addressSave = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/user/address/add',
  summary: 'Adds a common address, or replaces one when addressId is given',
  isPublic: false,
  needsClientHeaders: true,
  body: AddressSaveBody,
  data: Address,
});
