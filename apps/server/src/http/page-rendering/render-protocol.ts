/** The messages between the server and its render worker (render-worker.ts). */

export type WorkerSetup = {
  /** The web app's server bundle (dist/server/render-page.js). */
  bundle: string;
  /** What the page's <head> holds that its code reads: the runtime settings' meta tag. */
  headHtml: string;
};

export type RenderRequest = {
  type: 'render';
  id: number;
  /** The origin the browser asked at: the page's calls go to it (answered in-process), its links name it. */
  origin: string;
  /** The page's address below the origin, with the query (and the base path, if any). */
  url: string;
  userAgent: string;
  /** The stored login as the browser keeps it (JSON), from its cookie; null when logged out. */
  login: string | null;
  deadline: number;
};

export type FetchAnswer = { type: 'fetched'; id: number; status: number; headers: Record<string, string>; body: string };

export type ToWorker = RenderRequest | FetchAnswer;

export type FromWorker =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; html: string; state: string; rounds: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'fetch'; id: number; method: string; url: string; headers: Record<string, string>; body: string | undefined };
