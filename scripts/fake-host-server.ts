// A stand-in for the host apps' servers (citizen app, Jinhua app) for the end-to-end tests: the ticket
// exchange our server's HTTP ticket host calls (apps/server/src/providers/host/ticket-host-http.ts):
//   POST /auth/ticket/exchange { appId, appSecret, ticket } → { code: 200, data: { userId, phone } } or { code, msg }
// A ticket 'e2e-<mobile>' stands for that host user; any other ticket, app or secret is refused.
// It serves the stand-in AMap script (fake-amap.js) at GET /amap/maps, for AMAP_JS_URL.
// It also plays the city super-app's payment (apps/server/src/providers/payment/super-app/):
//   GET /super-app/pay?type&sign&params: the deep link the browser opens. The sign is checked, the payment
//   notification (signed with the same key) is sent to params.notifyUrl, and the page goes back to the H5
//   page, as the host's cashier does after paying.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The apps this fake knows, with their secrets (the e2e server is configured with the same values). */
export const fakeHostApps = {
  citizen: { appId: 'citizen-app-e2e', secret: 'citizen-app-e2e-secret' },
  jinhua: { appId: 'jinhua-app-e2e', secret: 'jinhua-app-e2e-secret' },
  superAppPay: { key: 'super-app-pay-e2e-key-0001' },
};

/** The host apps whose tickets this fake exchanges. */
const ticketApps = [fakeHostApps.citizen, fakeHostApps.jinhua];

type Fields = Record<string, string | number>;
type ExchangeBody = { appId?: unknown; appSecret?: unknown; ticket?: unknown } | null;

/** signed-fields.ts of the server: HMAC-SHA256 over the sorted k=v pairs, sign and empty values left out. */
const signFields = (fields: Fields, key: string): string =>
  createHmac('sha256', key)
    .update(
      Object.keys(fields)
        .filter((k) => k !== 'sign' && fields[k] !== '')
        .sort()
        .map((k) => `${k}=${fields[k]}`)
        .join('&'),
    )
    .digest('hex');

const html = (response: ServerResponse, status: number, body: string): void => {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><body>${body}</body></html>`);
};

/** The host cashier: checks our sign, notifies our server that the money came, and returns to the H5 page. */
const superAppPay = async (url: URL, response: ServerResponse): Promise<void> => {
  const type = url.searchParams.get('type') ?? '';
  const params = url.searchParams.get('params') ?? '';
  if (url.searchParams.get('sign') !== signFields({ type, params }, fakeHostApps.superAppPay.key)) {
    return html(response, 400, '<h1>签名错误</h1>');
  }
  const order = JSON.parse(params) as { outTradeNo: string; amountCents: number; notifyUrl: string };
  const fields = {
    outTradeNo: order.outTradeNo,
    transactionId: `NJ${Date.now()}`,
    amountCents: order.amountCents,
    status: 'SUCCESS',
    timestamp: Math.floor(Date.now() / 1000),
    nonce: randomBytes(8).toString('hex'),
  };
  const notified = await fetch(order.notifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, sign: signFields(fields, fakeHostApps.superAppPay.key) }),
  });
  if (!notified.ok) return html(response, 502, '<h1>支付通知失败</h1>');
  return html(response, 200, '<h1>城市App收银台：支付成功</h1><script>setTimeout(() => history.back(), 300)</script>');
};

const answer = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

const readJson = (request: IncomingMessage): Promise<ExchangeBody> =>
  new Promise((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(text) as ExchangeBody);
      } catch {
        resolve(null);
      }
    });
  });

const fakeAmapScript = () => fs.readFileSync(new URL('./fake-amap.js', import.meta.url), 'utf8');

/** Starts on 127.0.0.1 on a free port; resolves with its base URL and a close function. */
export const startFakeHostServer = async () => {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/super-app/pay') return superAppPay(url, response);
    if (request.method === 'GET' && url.pathname === '/amap/maps') {
      response.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      return response.end(fakeAmapScript());
    }
    if (request.method !== 'POST' || request.url !== '/auth/ticket/exchange') return answer(response, 404, { code: 404, msg: 'not found' });
    const body = await readJson(request);
    const app = ticketApps.find((candidate) => candidate.appId === body?.appId);
    if (!app || body?.appSecret !== app.secret) return answer(response, 200, { code: 403, msg: 'unknown app or secret' });
    const match = /^e2e-(1\d{10})$/.exec(String(body?.ticket ?? ''));
    if (!match) return answer(response, 200, { code: 401, msg: 'invalid or used ticket' });
    return answer(response, 200, { code: 200, data: { userId: `${app.appId}-${match[1]}`, phone: match[1] } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
