/**
 * The app's start (decision 043): host, layout, router, query cache, then hydration of the page the server
 * rendered (or a render of an empty one). main.tsx loads this module and React's DOM renderer as two chunks,
 * so that neither's evaluation is a task long enough to block a slow phone.
 */
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { APP_STATE_ELEMENT_ID } from '@udian/contracts/page-rendering';
import { StrictMode, startTransition } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { getHostContext } from '../platform/host-context';
import { startHost } from '../platform/host-start';
import { onLoginChange, syncLoginCookie } from '../lib/login-info';
import { nextTask } from '../lib/next-task';
import { App } from './app';
import { debugConsolePlugin } from './debug-console';
import { onIdle } from './idle';
import { loadAntdRuntime } from './load-antd-runtime';
import { startMonitoring } from './monitoring';
import { createQueryClient } from './query-client';
import { startRemLayout } from './rem-layout';
import { registerRoutePlugin } from './route-events';
import { startRouter } from './router';
import { getWebConfig } from './web-config';

/** The answers the server rendered the page with (decision 043), or null for a page it did not render. */
const readServerState = (): DehydratedState | null => {
  const element = document.getElementById(APP_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
};

/**
 * The server's answers into the query cache, each as fresh as when the server had it. (TanStack's own
 * `hydrate` also restores mutations, which a rendered page never has, at the cost of their code in the
 * first load.)
 */
const hydrateQueries = (client: QueryClient, state: DehydratedState): void => {
  for (const query of state.queries) {
    if (query.state.status === 'success') client.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  }
};

export type DomRenderer = { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };

export const startApp = async ({ createRoot, hydrateRoot }: DomRenderer): Promise<void> => {
  // Host first: it stores AppPlatform and the entry channel that every later call's headers read.
  getHostContext();
  startRemLayout();
  getWebConfig();
  // Plugins before the router, so that they see the first page too.
  startMonitoring();
  registerRoutePlugin(debugConsolePlugin);
  await nextTask();
  const history = startRouter();
  // After the router: a host login may take its code out of the address the router has just settled.
  startHost();

  const queryClient = createQueryClient();
  // A login (a silent host login included) refetches what pages showed to the anonymous visitor. A logout
  // does not: after a 502 the refetch would only answer 502 again.
  onLoginChange((info) => {
    if (info) void queryClient.invalidateQueries();
  });

  // The server renders the next page for the passenger the cookie names (decision 043).
  syncLoginCookie();

  const container = document.getElementById('root');
  if (container) {
    const app = (
      <StrictMode>
        <App history={history} queryClient={queryClient} />
      </StrictMode>
    );
    const serverState = container.firstElementChild ? readServerState() : null;
    if (serverState) {
      hydrateQueries(queryClient, serverState);
      // In a transition, so that hydration yields to the browser every few milliseconds instead of being one
      // long task on a slow phone.
      await nextTask();
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  }

  // Not needed for the first paint: the behaviour log (with the request helper) and antd's toasts and dialogs,
  // each in an idle period of its own (starting a chunk's load adds its stylesheets to the document).
  onIdle(() => {
    void import('./behaviour-log').then(({ startBehaviourLog }) => startBehaviourLog()).catch(() => undefined);
  });
  onIdle(() => {
    void loadAntdRuntime().catch(() => undefined);
  });
  // commonStore's lineList follows the passenger into the user area (decision 059), the page on screen included.
  onIdle(() => {
    void import('./line-list-sync').then(({ startLineListSync }) => startLineListSync()).catch(() => undefined);
  });
};
