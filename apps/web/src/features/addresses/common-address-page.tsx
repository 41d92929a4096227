import { RequireLogin } from '../../components/require-login';
import { ADDRESS_LIST_PATH, COMMON_ADDRESS_PATH } from '../../app/page-paths';
import { AddressesScreen } from './addresses-screen';

/** The "my address" deep link (/udianbus/app/common-address.html) and the user centre's entry. */
export const CommonAddressPage = () => (
  <RequireLogin>
    <AddressesScreen listPath={COMMON_ADDRESS_PATH} />
  </RequireLogin>
);

/** The same addresses, reached from the passenger-info page. */
export const AddressListPage = () => (
  <RequireLogin>
    <AddressesScreen listPath={ADDRESS_LIST_PATH} />
  </RequireLogin>
);
