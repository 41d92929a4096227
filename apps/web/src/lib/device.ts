/** SPEC section 9: a phone is a device whose smaller screen side is at most 600 px. */

export const PHONE_MAX_SIDE_PX = 600;

/** Reads window.screen only when no size is passed, so callers outside a browser can pass their own. */
export function isPhoneDevice(width: number = window.screen.width, height: number = window.screen.height): boolean {
  return Math.min(width, height) <= PHONE_MAX_SIDE_PX;
}
