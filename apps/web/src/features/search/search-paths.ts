import {
  HOME_PATH,
  isLegacySectionPath,
  LEGACY_SEARCH_ADDRESS_PATH,
  LEGACY_SEARCH_RESULT_PATH,
  RESTUDY_PATH,
  RESTUDY_SEARCH_ADDRESS_PATH,
  RESTUDY_SEARCH_RESULT_PATH,
  SEARCH_ADDRESS_PATH,
  SEARCH_RESULT_PATH,
} from '../../app/page-paths';
import { toRouterPath } from '../../app/paths';

type Section = 'legacy' | 'restudy' | 'app';

/**
 * The older /ydbus pages and the school section (restudy/…) serve the same search; a search begun in one
 * stays there, and its way out leads back to where it began.
 */
const currentSection = (): Section => {
  const path = toRouterPath(window.location.pathname).replace(/\.html$/, '');
  if (isLegacySectionPath(path)) return 'legacy';
  return path === RESTUDY_SEARCH_ADDRESS_PATH || path === RESTUDY_SEARCH_RESULT_PATH ? 'restudy' : 'app';
};

const bySection = (paths: Record<Section, string>): string => paths[currentSection()];

export const searchAddressPath = (): string =>
  bySection({ legacy: LEGACY_SEARCH_ADDRESS_PATH, restudy: RESTUDY_SEARCH_ADDRESS_PATH, app: SEARCH_ADDRESS_PATH });
export const searchResultPath = (): string =>
  bySection({ legacy: LEGACY_SEARCH_RESULT_PATH, restudy: RESTUDY_SEARCH_RESULT_PATH, app: SEARCH_RESULT_PATH });
/** Where leaving the search goes: the school section's hub from there, else the home page. */
export const searchExitPath = (): string => bySection({ legacy: HOME_PATH, restudy: RESTUDY_PATH, app: HOME_PATH });
