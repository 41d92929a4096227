import { getEnvironment, isDebugConsoleEnabled } from './environment';
import type { RoutePlugin } from './route-events';
import { getWebConfig } from './web-config';

let isStarted = false;

/** Loaded after the first page has rendered, and never on production or localhost, so passengers never download it. */
export const debugConsolePlugin: RoutePlugin = {
  name: 'debug-console',
  onRouteChange: () => {
    if (isStarted) return;
    isStarted = true;
    const environment = getEnvironment(window.location.hostname, getWebConfig().productionHosts);
    if (!isDebugConsoleEnabled(environment)) return;
    void import('vconsole')
      .then(({ default: VConsole }) => new VConsole())
      .catch(() => undefined);
  },
};
