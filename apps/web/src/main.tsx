import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getHostContext } from './platform/host-context';
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

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App history={history} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

// Not needed for the first paint: the behaviour log (with the request helper) and antd's toasts and dialogs.
onIdle(() => {
  void import('./app/behaviour-log').then(({ startBehaviourLog }) => startBehaviourLog()).catch(() => undefined);
  void loadAntdRuntime().catch(() => undefined);
});
