// A stand-in for the host apps' servers (citizen app, Jinhua app) for the end-to-end tests: the ticket
// exchange our server's HTTP ticket host calls (apps/server/src/providers/host/ticket-host-http.ts):
//   POST /auth/ticket/exchange { appId, appSecret, ticket } → { code: 200, data: { userId, phone } } or { code, msg }
// A ticket 'e2e-<mobile>' stands for that host user; any other ticket, app or secret is refused.
import http from 'node:http';

/** The apps this fake knows, with their secrets (the e2e server is configured with the same values). */
export const fakeHostApps = {
  citizen: { appId: 'citizen-app-e2e', secret: 'citizen-app-e2e-secret' },
  jinhua: { appId: 'jinhua-app-e2e', secret: 'jinhua-app-e2e-secret' },
};

const answer = (response, status, body) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

const readJson = (request) =>
  new Promise((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(null);
      }
    });
  });

/** Starts on 127.0.0.1 on a free port; resolves with its base URL and a close function. */
export const startFakeHostServer = async () => {
  const server = http.createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/auth/ticket/exchange') return answer(response, 404, { code: 404, msg: 'not found' });
    const body = await readJson(request);
    const app = Object.values(fakeHostApps).find((candidate) => candidate.appId === body?.appId);
    if (!app || body.appSecret !== app.secret) return answer(response, 200, { code: 403, msg: 'unknown app or secret' });
    const match = /^e2e-(1\d{10})$/.exec(String(body.ticket ?? ''));
    if (!match) return answer(response, 200, { code: 401, msg: 'invalid or used ticket' });
    return answer(response, 200, { code: 200, data: { userId: `${app.appId}-${match[1]}`, phone: match[1] } });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
};
