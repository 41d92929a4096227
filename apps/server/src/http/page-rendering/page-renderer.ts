import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { FetchAnswer, FromWorker, RenderRequest, WorkerSetup } from './render-protocol';

export type PageRenderInput = { origin: string; url: string; userAgent: string; login: string | null };
export type RenderedPage = { html: string; state: string };

/** One API call of a page being rendered, answered by the app in-process. */
export type InjectCall = (call: { method: string; url: string; headers: Record<string, string>; body: string | undefined }) => Promise<Omit<FetchAnswer, 'type' | 'id'>>;

export type PageRenderer = {
  /** The page rendered, or null when it could not be in time (the browser then renders it). */
  render: (input: PageRenderInput) => Promise<RenderedPage | null>;
  close: () => Promise<void>;
};

/**
 * The worker's module is TypeScript like the rest of the server, which runs under tsx: a two-line entry
 * registers tsx's loader in the worker (loader hooks do not pass to worker threads) and imports it.
 */
const workerEntry = (): URL => {
  const worker = new URL('./render-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import { register } from ${JSON.stringify(tsx)};\nregister();\nawait import(${JSON.stringify(worker)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(entry)}`);
};

type Pending = { resolve: (page: RenderedPage | null) => void; timer: NodeJS.Timeout; worker: Worker };

/**
 * The server's render of pages (decision 043): a worker thread running the web app's server bundle. A
 * render that fails or takes longer than `timeoutMs` answers null and the page goes out unrendered, as
 * before; a worker that timed out is replaced, since a render stuck in it would hold up every later one.
 */
export const startPageRenderer = ({
  setup,
  inject,
  timeoutMs,
  logger,
}: {
  setup: WorkerSetup;
  inject: InjectCall;
  timeoutMs: number;
  logger: FastifyBaseLogger;
}): PageRenderer => {
  let worker: Worker;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  let isClosed = false;
  let isBroken = false;
  /** A worker takes a second or so to start (its DOM, the bundle); pages asked for meanwhile go out unrendered. */
  let isWorkerReady = false;

  const settle = (id: number, page: RenderedPage | null) => {
    const entry = pending.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(id);
    entry.resolve(page);
  };
  /** Whatever a worker that is going away still holds goes out unrendered. */
  const settleAllOf = (gone: Worker) => {
    for (const [id, entry] of [...pending]) if (entry.worker === gone) settle(id, null);
  };

  const spawn = () => {
    const current = new Worker(workerEntry(), { workerData: setup });
    let isReady = false;
    worker = current;
    isWorkerReady = false;
    current.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        isReady = true;
        if (worker === current) isWorkerReady = true;
      }
      else if (message.type === 'rendered') settle(message.id, { html: message.html, state: message.state });
      else if (message.type === 'failed') {
        logger.warn({ renderId: message.id, reason: message.message }, 'page render failed; the page goes out unrendered');
        settle(message.id, null);
      } else if (message.type === 'fetch') {
        const { id, type: _type, ...call } = message;
        void inject(call)
          .catch((error: unknown) => ({ status: 503, headers: {}, body: '', error }))
          .then((answer) => current.postMessage({ type: 'fetched', id, status: answer.status, headers: answer.headers, body: answer.body } satisfies FetchAnswer));
      }
    });
    current.on('error', (error) => logger.error({ err: error }, 'page render worker failed'));
    current.on('exit', () => {
      settleAllOf(current);
      if (worker !== current || isClosed) return;
      // One that died while rendering is replaced; one that could not even start would only fail again.
      if (isReady) spawn();
      else {
        isBroken = true;
        logger.error('the page render worker could not start; pages go out unrendered');
      }
    });
  };
  spawn();

  const replaceWorker = () => {
    const stuck = worker;
    spawn();
    settleAllOf(stuck);
    void stuck.terminate();
  };

  return {
    render: (input) =>
      new Promise<RenderedPage | null>((resolve) => {
        if (isClosed || isBroken || !isWorkerReady) return resolve(null);
        const id = ++nextId;
        const target = worker;
        const timer = setTimeout(() => {
          logger.warn({ renderId: id, url: input.url, timeoutMs }, 'page render too slow; the page goes out unrendered');
          settle(id, null);
          if (worker === target) replaceWorker();
        }, timeoutMs);
        timer.unref();
        pending.set(id, { resolve, timer, worker: target });
        // The render stops calling the API halfway to the time-out, so that what it has still arrives.
        const request: RenderRequest = { type: 'render', id, ...input, deadline: Date.now() + timeoutMs / 2 };
        target.postMessage(request);
      }),
    close: async () => {
      isClosed = true;
      settleAllOf(worker);
      await worker.terminate();
    },
  };
};
