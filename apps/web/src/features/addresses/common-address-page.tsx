import { RequireLogin } from '../../components/require-login';
import { AddressesScreen } from './addresses-screen';

/** The "my address" deep link (/udianbus/app/common-address.html) and the user centre's entry. */
export const CommonAddressPage = () => (
  <RequireLogin>
    <AddressesScreen listPath="/udianbus/app/common-address" />
  </RequireLogin>
);

/** The same addresses, reached from the passenger-info page. */
export const AddressListPage = () => (
  <RequireLogin>
    <AddressesScreen listPath="/udianbus/app/passenger-info/address-list" />
  </RequireLogin>
);
