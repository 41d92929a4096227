import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a page the server rendered (and on the server itself), true in every render
 * after: what only the device knows (its position) must render as unknown until then, as the server rendered
 * it, or hydration would not match (decision 043).
 */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
