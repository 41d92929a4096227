import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';

/** Listens on a free loopback port and answers it: for tests that need a real socket (inject has no parser). */
export const listenOnLoopback = async (app: Pick<FastifyInstance, 'listen' | 'server'>): Promise<number> => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
};

export type RawAnswer = {
  /** null when the server closed the connection without a word. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** Everything the server sent, for "echoes nothing" checks. */
  raw: string;
  /** The server closed the connection (rather than the test giving up waiting). */
  isClosedByServer: boolean;
};

/** Splits the first HTTP/1.1 answer in `raw` (Content-Length or chunked bodies). */
export const parseAnswer = (raw: string, isClosedByServer: boolean): RawAnswer => {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return { status: null, headers: {}, body: '', raw, isClosedByServer };
  const [statusLine = '', ...lines] = raw.slice(0, headEnd).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  let body = raw.slice(headEnd + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    let decoded = '';
    let rest = body;
    for (;;) {
      const sizeEnd = rest.indexOf('\r\n');
      const size = Number.parseInt(rest.slice(0, sizeEnd), 16);
      if (!(size > 0)) break;
      decoded += rest.slice(sizeEnd + 2, sizeEnd + 2 + size);
      rest = rest.slice(sizeEnd + 2 + size + 2);
    }
    body = decoded;
  } else if (headers['content-length'] !== undefined) {
    body = Buffer.from(body).subarray(0, Number(headers['content-length'])).toString();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, raw, isClosedByServer };
};

/**
 * Writes `request` as is on a fresh connection and reads until the server closes it, or `waitMs` passes
 * (then the answer so far). Bytes, not an HTTP client: the requests are the malformed ones clients refuse to send.
 */
export const sendRaw = (port: number, request: string | Buffer, { waitMs = 3000 }: { waitMs?: number } = {}): Promise<RawAnswer> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let isClosedByServer = false;
    const finish = () => resolve(parseAnswer(Buffer.concat(chunks).toString(), isClosedByServer));
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      isClosedByServer = true;
    });
    // A server that closes while we still write gives EPIPE/ECONNRESET: what it sent before still counts.
    socket.on('error', () => {
      isClosedByServer = true;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      finish();
    });
    socket.write(request);
  });

/** Opens a connection that sends a request head slowly and never ends it (slowloris). */
export type SlowClient = { socket: Socket; received: () => string; isClosed: () => boolean; stop: () => void };

export const openSlowClient = (port: number, { lineEveryMs }: { lineEveryMs: number }): Promise<SlowClient> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let isClosed = false;
    let line = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      isClosed = true;
      clearInterval(timer);
    });
    socket.once('connect', () => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(`X-Slow-${(line += 1)}: drip\r\n`);
      }, lineEveryMs);
      resolve({
        socket,
        received: () => Buffer.concat(chunks).toString(),
        isClosed: () => isClosed,
        stop: () => {
          clearInterval(timer);
          socket.destroy();
        },
      });
    });
    socket.once('error', reject);
  });

export const isEnvelope = (body: string): boolean => {
  try {
    const parsed = JSON.parse(body) as { meta?: { code?: unknown; desc?: unknown; timestamp?: unknown }; data?: unknown };
    return parsed.data === null && typeof parsed.meta?.code === 'number' && typeof parsed.meta.desc === 'string' && typeof parsed.meta.timestamp === 'number';
  } catch {
    return false;
  }
};
