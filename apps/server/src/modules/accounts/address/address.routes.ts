import { addressDelete } from '@udian/contracts/endpoints/addresses/address-delete';
import { addressList } from '@udian/contracts/endpoints/addresses/address-list';
import { addressSave } from '@udian/contracts/endpoints/addresses/address-save';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { AddressService } from './address.service';

/** Every call acts on the session's own user: the userId never comes from the body. */
export const registerAddressRoutes = (app: App, { addressService }: { addressService: AddressService }) => {
  registerEndpoint(app, addressList, ({ session }) => addressService.list(session.userId));
  registerEndpoint(app, addressSave, ({ session, body }) => addressService.save(session.userId, body));
  registerEndpoint(app, addressDelete, ({ session, body }) => addressService.remove(session.userId, body.addressId));
};
