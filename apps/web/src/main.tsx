// The design tokens first: every other stylesheet reads its custom properties.
import './styles/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getHostContext } from './platform/host-context';
import { startHost } from './platform/host-start';
import { onLoginChange } from './lib/login-info';
import { App } from './app/app';
import { debugConsolePlugin } from './app/debug-console';
import { onIdle } from './app/idle';
import { loadAntdRuntime } from './app/load-antd-runtime';
import { startMonitoring } from './app/monitoring';
import { createQueryClient } from './app/query-client';
import { startRemLayout } from './app/rem-layout';
import { registerRoutePlugin } from './app/route-events';
import { startRouter } from './app/router';
import { getWebConfig } from './app/web-config';
import './app/base.css';

// Host first: it stores AppPlatform and the entry channel that every later call's headers read.
getHostContext();
startRemLayout();
getWebConfig();
// Plugins before the router, so that they see the first page too.
startMonitoring();
registerRoutePlugin(debugConsolePlugin);
const history = startRouter();
// After the router: a host login may take its code out of the address the router has just settled.
startHost();

const queryClient = createQueryClient();
// A login (a silent host login included) refetches what pages showed to the anonymous visitor. A logout
// does not: after a 502 the refetch would only answer 502 again.
onLoginChange((info) => {
  if (info) void queryClient.invalidateQueries();
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App history={history} queryClient={queryClient} />
    </StrictMode>,
  );
}

// Not needed for the first paint: the behaviour log (with the request helper) and antd's toasts and dialogs.
onIdle(() => {
  void import('./app/behaviour-log').then(({ startBehaviourLog }) => startBehaviourLog()).catch(() => undefined);
  void loadAntdRuntime().catch(() => undefined);
});
