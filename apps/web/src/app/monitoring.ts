import type { SkyWalkingOptions } from 'skywalking-client-js';
import { registerRoutePlugin, type RoutePlugin } from './route-events';
import { getWebConfig } from './web-config';

/** SPEC sections 7 and 9: service version 1.0.0, single-page mode, first meaningful paint, 5-minute trace flush. */
export const monitorOptions = (collector: string, service: string, pagePath: string): SkyWalkingOptions => ({
  collector,
  service,
  serviceVersion: '1.0.0',
  pagePath,
  enableSPA: true,
  // useFmp is the option's name up to skywalking-client-js 0.x; 1.x measures FMP with the web-vitals switch.
  useFmp: true,
  useWebVitals: true,
  traceTimeInterval: 300_000,
});

/**
 * Loads the monitor only when a collector is configured, after the first page is known, and reports each
 * later page as a new page view (history routing does not fire the hashchange the library listens to).
 */
export const startMonitoring = (): (() => void) => {
  const { monitorCollector, productName } = getWebConfig();
  if (!monitorCollector) return () => undefined;
  let monitor: Promise<typeof import('skywalking-client-js').default> | undefined;
  const plugin: RoutePlugin = {
    name: 'monitoring',
    onRouteChange: (to) => {
      const options = monitorOptions(monitorCollector, productName, to.pathname);
      if (!monitor) {
        monitor = import('skywalking-client-js').then(({ default: client }) => {
          client.register(options);
          return client;
        });
        monitor.catch(() => undefined);
        return;
      }
      void monitor.then((client) => client.setPerformance(options)).catch(() => undefined);
    },
  };
  return registerRoutePlugin(plugin);
};
