import type { PageEntry } from './page-paths';
import { getWebConfig } from './web-config';

/** SPEC section 2: the main title is the product name; only some pages have their own. */
export const getPageTitle = (entry: PageEntry | undefined): string => entry?.title ?? getWebConfig().productName;

/** The heading in the title bar: the page's own heading, else its title, else the product name. */
export const getPageHeading = (entry: PageEntry | undefined): string => entry?.heading ?? getPageTitle(entry);
