/**
 * Host apps inject their native API into the page's window. The adapters for login, payment, location
 * and sharing add the calls they need to HostBridge; this file only knows where the object lives, so
 * that a page never touches `window` directly and end-to-end tests can inject a fake.
 */
export type HostBridge = {
  /** Sets the title of the host's navigation bar. */
  setTitle?: (title: string) => void;
};

/** The global the host (or an end-to-end test's fake host) injects. */
export const HOST_BRIDGE_GLOBAL = 'UdianHostBridge';

type WindowWithBridge = Window & { [HOST_BRIDGE_GLOBAL]?: HostBridge };

export const getHostBridge = (): HostBridge | undefined => {
  const bridge = (window as WindowWithBridge)[HOST_BRIDGE_GLOBAL];
  return typeof bridge === 'object' && bridge !== null ? bridge : undefined;
};

/** A bridge call the host may not offer: undefined when absent, so callers can fall back. */
export const getBridgeCall = <K extends keyof HostBridge>(name: K): NonNullable<HostBridge[K]> | undefined => {
  const call = getHostBridge()?.[name];
  return typeof call === 'function' ? (call.bind(getHostBridge()) as NonNullable<HostBridge[K]>) : undefined;
};
