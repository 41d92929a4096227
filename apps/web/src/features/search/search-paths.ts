import {
  isLegacySectionPath,
  LEGACY_SEARCH_ADDRESS_PATH,
  LEGACY_SEARCH_RESULT_PATH,
  SEARCH_ADDRESS_PATH,
  SEARCH_RESULT_PATH,
} from '../../app/page-paths';
import { toRouterPath } from '../../app/paths';

/** The older /ydbus pages serve the same search; a search begun there stays there. */
const isLegacy = (): boolean => isLegacySectionPath(toRouterPath(window.location.pathname));

export const searchAddressPath = (): string => (isLegacy() ? LEGACY_SEARCH_ADDRESS_PATH : SEARCH_ADDRESS_PATH);
export const searchResultPath = (): string => (isLegacy() ? LEGACY_SEARCH_RESULT_PATH : SEARCH_RESULT_PATH);
