/**
 * The server's render of a page (decision 043): the app as the browser's first render will show it, with the
 * answers of every call the page makes that does not need the device (its position), so the passenger sees
 * the page before its JavaScript arrives. Built by Vite as a Node bundle (dist-ssr) and run by the server in
 * a worker thread that gives it a DOM (apps/server/src/http/page-rendering/).
 */
import { QueryClient, dehydrate, skipToken, type DehydratedState, type Query } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { markServerRender } from '../app/render-environment';
import { isClientOnlyQuery } from '../lib/query-meta';
import { forgetHostContext } from '../platform/host-context';
import { createServerHistory } from './server-history';

export type RenderPageInput = {
  /** The page's address below the base path, with its query: '/udianbus/app/line/line-info.html?lineId=3'. */
  url: string;
  /** Epoch ms after which no further round of calls starts: the page is rendered with what it has. */
  deadline: number;
};

export type RenderedPage = { html: string; state: DehydratedState; rounds: number };

/** Rounds of calls answered, each rendered again: a page's data rarely chains deeper. */
const MAX_DATA_ROUNDS = 3;
/** Renders in all, counting those again for code that arrived during one (a page's chunk, then its own). */
const MAX_RENDERS = 8;
/** What React writes for a part that suspended while the page was rendered. */
const INLINE_SCRIPT = '<script';

const isEnabled = (query: Query): boolean => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return Boolean((enabled as (q: Query) => unknown)(query));
  return enabled !== false;
};

/** The queries the render asked for that nobody has answered yet and the server may answer. */
const waitingQueries = (client: QueryClient, failed: ReadonlySet<string>): Query[] =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        !failed.has(query.queryHash) &&
        !isClientOnlyQuery(query.meta) &&
        query.options.queryFn !== undefined &&
        query.options.queryFn !== skipToken &&
        isEnabled(query),
    );

const renderToHtml = async (client: QueryClient, url: string): Promise<string> => {
  // One piece: React would otherwise move parts past its progressive size into a later, script-revealed chunk.
  const { prelude } = await prerender(<App history={createServerHistory(url)} queryClient={client} />, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
};

markServerRender();

export const renderPage = async ({ url, deadline }: RenderPageInput): Promise<RenderedPage> => {
  // Each render is another visit: the host is read again from this request's user agent.
  forgetHostContext();
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const failed = new Set<string>();
  let html = '';
  let renders = 0;
  let dataRounds = 0;
  for (;;) {
    html = await renderToHtml(client, url);
    renders += 1;
    // A part whose code arrived during the render comes out as its fallback and an inline script that swaps it
    // in later, which the page's CSP forbids. The code is here now: rendered again, the part is simply there.
    if (html.includes(INLINE_SCRIPT)) {
      if (renders < MAX_RENDERS) continue;
      throw new Error('a part of the page was still loading its code after every render');
    }
    if (dataRounds >= MAX_DATA_ROUNDS || Date.now() >= deadline) break;
    const waiting = waitingQueries(client, failed);
    if (waiting.length === 0) break;
    dataRounds += 1;
    await Promise.all(
      waiting.map((query) =>
        query.fetch().catch(() => {
          // A call that failed here is the browser's to make again: the page shows it loading, as there.
          failed.add(query.queryHash);
          client.getQueryCache().remove(query);
        }),
      ),
    );
  }
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && !isClientOnlyQuery(query.meta) });
  return { html, state, rounds: renders };
};
