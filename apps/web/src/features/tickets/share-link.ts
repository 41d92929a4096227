import { getBasePath } from '../../app/paths';

/** The full address of a share link: the server's page path (without the base path) on this origin. */
export const shareUrlOf = (path: string): string => `${window.location.origin}${getBasePath()}${path}`;
