// A passenger with a paid ticket, made through the product's own HTTP API as the app would make it: an SMS
// code (signed request, read from the development outbox), a login, a rider, an order on the demo line U101
// and its payment in the sandbox cashier. The Lighthouse bench opens the logged-in pages as this passenger.
import { randomUUID } from 'node:crypto';
import { devSmsOutbox } from '@udian/contracts/endpoints/auth/dev-sms-outbox';
import { sendSmsCode } from '@udian/contracts/endpoints/auth/send-sms-code';
import { smsLogin } from '@udian/contracts/endpoints/auth/sms-login';
import { lineDetail } from '@udian/contracts/endpoints/lines/line-detail';
import { lineList } from '@udian/contracts/endpoints/lines/line-list';
import { buyCalendar } from '@udian/contracts/endpoints/orders/buy-calendar';
import { orderCreate } from '@udian/contracts/endpoints/orders/order-create';
import { orderQuote } from '@udian/contracts/endpoints/orders/order-quote';
import { passengerAdd } from '@udian/contracts/endpoints/passengers/passenger-add';
import { orderPay } from '@udian/contracts/endpoints/payment/order-pay';
import { ticketList } from '@udian/contracts/endpoints/tickets/ticket-list';
import { signRequest } from '@udian/contracts/sms-signature';

type Endpoint = { method: string; prefix: string; path: string };
type Envelope<T> = { data: T; meta: { code: number; desc: string } };

/** What the web app keeps in localStorage under `loginInfo` (apps/web/src/lib/login-info.ts). */
export type StoredLogin = { userId: string; phoneNum: string; token: string; centerToken: string; centerUid: string };

export type BenchPassenger = { login: StoredLogin; lineId: string; orderNo: string; ticketId: string };

const RIDER = { name: '测速乘客', idNumber: '11010519491231002X' };
/** The demo network's city (its national code). */
const SHENZHEN = '440300';

export const createPassenger = async (origin: string, phone: string): Promise<BenchPassenger> => {
  const headers: Record<string, string> = { platform: 'H5', channel: '10000', deviceId: `bench-${randomUUID()}`, cityId: SHENZHEN };

  const call = async <T>(endpoint: Endpoint, input: { query?: Record<string, string>; body?: unknown; extra?: Record<string, string> } = {}): Promise<T> => {
    const url = new URL(`${endpoint.prefix}${endpoint.path}`, origin);
    for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, value);
    const response = await fetch(url, {
      method: endpoint.method,
      headers: { ...headers, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }), ...input.extra },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.meta.code !== 1) throw new Error(`${endpoint.path}: ${envelope.meta.code} ${envelope.meta.desc}`);
    return envelope.data;
  };

  const smsQuery = { phoneNum: phone, type: 'sms', functionType: 'baseLogin' };
  await call(sendSmsCode, { query: { ...smsQuery, sign: signRequest(smsQuery, sendSmsCode.path) } });
  const outbox = await call<{ messages: Array<{ code: string }> }>(devSmsOutbox, { query: { phone } });
  const code = outbox.messages.at(-1)?.code;
  if (!code) throw new Error(`no SMS code for ${phone} in the development outbox`);
  const session = await call<{ user: { userId: string; phoneNum: string }; token: string; centerToken: string; centerUid: string }>(smsLogin, {
    body: { phoneNum: phone, code, isPersistent: true },
  });
  headers.token = session.token;
  headers.userId = session.user.userId;

  const rider = await call<{ passengerId: string }>(passengerAdd, { body: RIDER });
  const lines = await call<{ lines: Array<{ lineId: string; lineCode: string }> }>(lineList, { query: { cityId: SHENZHEN, pageSize: '50' } });
  const line = lines.lines.find((l) => l.lineCode === 'U101');
  if (!line) throw new Error('the demo line U101 is missing');
  const detail = await call<{ stops: Array<{ seq: number; canBoard: boolean; canAlight: boolean }>; departureTimes: string[] }>(lineDetail, {
    query: { lineId: line.lineId },
  });
  const boardSeq = detail.stops.find((s) => s.canBoard)?.seq ?? 0;
  const alightSeq = detail.stops.findLast((s) => s.canAlight)?.seq ?? detail.stops.length - 1;
  const time = detail.departureTimes[0] ?? '07:00';
  const calendar = await call<{ days: Array<{ departureId: string | null; isSoldOut: boolean; isDeparted: boolean }> }>(buyCalendar, {
    query: { lineId: line.lineId, time },
  });
  const day = calendar.days.find((d) => d.departureId !== null && !d.isSoldOut && !d.isDeparted);
  if (!day?.departureId) throw new Error(`U101 ${time} has no bookable day`);
  const choice = { lineId: line.lineId, departureIds: [day.departureId], boardSeq, alightSeq };
  const quote = await call<{ payableCents: number }>(orderQuote, { body: { ...choice, passengerCount: 1, userCouponId: null } });
  const order = await call<{ orderNo: string }>(orderCreate, {
    body: { ...choice, passengerIds: [rider.passengerId], userCouponId: null, expectedPayableCents: quote.payableCents },
    extra: { 'idempotency-key': randomUUID() },
  });
  const pay = await call<{ channel: string; cashierUrl?: string }>(orderPay, {
    body: { orderNo: order.orderNo, channel: 'sandbox' },
    extra: { 'idempotency-key': randomUUID() },
  });
  if (!pay.cashierUrl) throw new Error('the sandbox cashier is off: the bench needs PAYMENT_SANDBOX on');
  const cashier = new URL(pay.cashierUrl, origin);
  const paid = await fetch(new URL(`${cashier.pathname}/pay`, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outTradeNo: cashier.searchParams.get('outTradeNo') ?? '', sig: cashier.searchParams.get('sig') ?? '' }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the sandbox cashier answered ${paid.status}`);

  const tickets = await call<{ tickets: Array<{ ticketId: string; orderNo: string }> }>(ticketList, { query: { tab: 'toRide' } });
  const ticket = tickets.tickets.find((t) => t.orderNo === order.orderNo);
  if (!ticket) throw new Error(`the paid order ${order.orderNo} has no ticket to ride`);
  return {
    login: { userId: session.user.userId, phoneNum: session.user.phoneNum, token: session.token, centerToken: session.centerToken, centerUid: session.centerUid },
    lineId: line.lineId,
    orderNo: order.orderNo,
    ticketId: ticket.ticketId,
  };
};
