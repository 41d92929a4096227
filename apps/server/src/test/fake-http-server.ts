import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; url: URL; body: string; headers: http.IncomingHttpHeaders };
export type FakeAnswer = { status?: number; json: unknown };

/**
 * A host or provider server for tests, on 127.0.0.1 and a free port: tests never send traffic anywhere else.
 * It records every request and answers with whatever the handler returns.
 */
export const startFakeServer = async (handler: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) => {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        body: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then(
        (answer) => {
          res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer.json));
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;
