/**
 * What each host's login adapter provides (one file and chunk per host, loaded by host-login.ts). Its own
 * module, so that the adapters and their loader do not import each other.
 */
export type HostLogin = {
  /** The host's silent login when the app starts (nothing for hosts without one). Never forces a login. */
  onStart: () => Promise<void>;
  /** A page cannot be shown without a logged-in passenger and there is none: the host's way in. */
  requireLogin: () => Promise<void>;
};
