import { toRouterPath } from '../../app/paths';
import { SEARCH_ADDRESS_PATH, SEARCH_RESULT_PATH } from '../../routes';

const LEGACY_SEARCH_ADDRESS_PATH = '/ydbus/search-addr';
const LEGACY_SEARCH_RESULT_PATH = '/ydbus/search-result';

/** The older /ydbus pages serve the same search; a search begun there stays there. */
const isLegacy = (): boolean => toRouterPath(window.location.pathname).startsWith('/ydbus/');

export const searchAddressPath = (): string => (isLegacy() ? LEGACY_SEARCH_ADDRESS_PATH : SEARCH_ADDRESS_PATH);
export const searchResultPath = (): string => (isLegacy() ? LEGACY_SEARCH_RESULT_PATH : SEARCH_RESULT_PATH);
