import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';

export const AddressDeleteBody = z.object({ addressId: Id });
export type AddressDeleteBody = z.infer<typeof AddressDeleteBody>;

export const AddressDeleteData = z.object({ addressId: Id });
export type AddressDeleteData = z.infer<typeof AddressDeleteData>;

/** Another account's (or an unknown) addressId answers 1004 地址不存在. */
export const addressDelete = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/user/address/delete',
  summary: 'Deletes one of your common addresses',
  isPublic: false,
  needsClientHeaders: true,
  body: AddressDeleteBody,
  data: AddressDeleteData,
});
