// A worker thread that renders pages with the web app's server bundle (apps/web/src/ssr/render-page.tsx,
// decision 043). It gives the bundle a DOM (happy-dom: window, document, storage, navigator) in which the
// app's code runs as in a browser, one render at a time: each render sets the address, the user agent and
// the login of its request first. The page's API calls come back to the main thread, which answers them
// with the app itself (app.inject), so a render never leaves the process.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { Window } from 'happy-dom';
import type { FetchAnswer, FromWorker, RenderRequest, ToWorker, WorkerSetup } from './render-protocol';

const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread');
const setup = workerData as WorkerSetup;

const window = new Window({
  url: 'http://localhost/',
  settings: {
    disableJavaScriptFileLoading: true,
    disableJavaScriptEvaluation: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
    navigator: { userAgent: '' },
  },
});
window.document.head.innerHTML = setup.headHtml;

// The DOM's names where Node has none (Node keeps its own timers, streams, URL, fetch types and events).
const globals = globalThis as unknown as Record<string, unknown>;
for (const name of Object.getOwnPropertyNames(window)) {
  if (name in globals) continue;
  try {
    globals[name] = (window as unknown as Record<string, unknown>)[name];
  } catch {
    // A getter that only works on the window itself: not needed by the app's render.
  }
}
Object.assign(globals, {
  window,
  self: window,
  document: window.document,
  navigator: window.navigator,
  location: window.location,
  history: window.history,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
});

// The page's calls, answered by the main thread. Only this origin's addresses: a render calls no one else.
let nextFetchId = 0;
const fetching = new Map<number, (answer: FetchAnswer) => void>();
globals.fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (url.origin !== window.location.origin) throw new TypeError(`a page rendered on the server calls only its own origin, not ${url.origin}`);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const id = ++nextFetchId;
  const answer = await new Promise<FetchAnswer>((resolve) => {
    fetching.set(id, resolve);
    const message: FromWorker = {
      type: 'fetch',
      id,
      method: (init.method ?? 'GET').toUpperCase(),
      url: `${url.pathname}${url.search}`,
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    port.postMessage(message);
  });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
};

type RenderPage = (input: { url: string; deadline: number }) => Promise<{ html: string; state: unknown; rounds: number }>;
const { renderPage } = (await import(pathToFileURL(setup.bundle).href)) as { renderPage: RenderPage };

const LOGIN_INFO_KEY = 'loginInfo';

const render = async (request: RenderRequest): Promise<FromWorker> => {
  window.happyDOM.setURL(`${request.origin}${request.url}`);
  window.happyDOM.settings.navigator.userAgent = request.userAgent;
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (request.login) window.localStorage.setItem(LOGIN_INFO_KEY, request.login);
  try {
    const page = await renderPage({ url: request.url, deadline: request.deadline });
    return { type: 'rendered', id: request.id, html: page.html, state: JSON.stringify(page.state), rounds: page.rounds };
  } catch (error) {
    return { type: 'failed', id: request.id, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
};

// One render at a time: a render's address, user agent and login are the window's while it runs.
let queue: Promise<void> = Promise.resolve();
port.on('message', (message: ToWorker) => {
  if (message.type === 'fetched') {
    fetching.get(message.id)?.(message);
    fetching.delete(message.id);
    return;
  }
  queue = queue.then(async () => port.postMessage(await render(message)));
});
port.postMessage({ type: 'ready' } satisfies FromWorker);
