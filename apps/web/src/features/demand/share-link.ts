import { getBasePath } from '../../app/paths';
import { SHARE_MY_CUSTOM_PATH } from '../../app/page-paths';

/** A share link's code: 10 letters and digits (the contract's DemandShareCode). */
export const SHARE_CODE_PATTERN = /^[0-9A-Za-z]{10}$/;

/**
 * The link a colleague opens: my-custom/share_my_custom.html?code= on this origin. Written without the
 * host's parameters that getHref adds in the super-app: the colleague's browser is not the sharer's host.
 */
export const demandShareLinkOf = (code: string, origin: string = window.location.origin): string =>
  `${origin}${getBasePath()}${SHARE_MY_CUSTOM_PATH}.html?${new URLSearchParams({ code }).toString()}`;
