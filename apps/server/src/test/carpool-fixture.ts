import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { addDays, shanghaiDate, shanghaiInstant } from '../time/shanghai-time';
import type { BuyingApp } from './buying-fixture';
import { paySandbox } from './payment-helpers';

/**
 * Carpools in tests (decision 051): a start, and a seat joined and bought through the passenger API (join,
 * the ordinary order for the carpool's one departure, a sandbox payment), as the pages do it.
 */

export const KEJIYUAN = { name: '科技园', lng: 113.9546, lat: 22.5406 } as const;
export const SHIMIN = { name: '市民中心', lng: 114.0595, lat: 22.543 } as const;

type Who = { userId: string; headers: Record<string, string>; passengerIds: string[] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
export const carpoolCall = async <T = any>(
  b: BuyingApp,
  method: 'GET' | 'POST',
  path: string,
  input: { headers: Record<string, string>; query?: Record<string, string>; body?: unknown; idempotencyKey?: string },
): Promise<Envelope<T>> => {
  const res = await b.t.app.inject({
    method,
    url: `${ApiPrefix.carpool}${path}`,
    query: input.query,
    headers: {
      ...input.headers,
      ...(input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {}),
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${res.body}`);
  return res.json();
};

/** 科技园 → 市民中心 tomorrow at 08:00 (Shanghai), a 7-seat vehicle, 2 to run, the deadline two hours before. */
export const startBody = (b: BuyingApp, over: Record<string, unknown> = {}) => {
  const date = addDays(shanghaiDate(b.clock.now), 1);
  return {
    from: KEJIYUAN,
    to: SHIMIN,
    date,
    time: '08:00',
    seats: 7,
    minimum: 2,
    deadline: new Date(shanghaiInstant(date, 8 * 60).getTime() - 2 * 3_600_000).toISOString(),
    ...over,
  };
};

export type StartedCarpool = { id: string; lineId: string; priceCents: number; date: string; departureId: string };

export const startCarpool = async (b: BuyingApp, starter: Who, over: Record<string, unknown> = {}): Promise<StartedCarpool> => {
  const answer = await carpoolCall(b, 'POST', '/car/carpool/start', { headers: starter.headers, body: startBody(b, over) });
  if (answer.meta.code !== 1) throw new Error(answer.meta.desc);
  const { carpool, plan } = answer.data;
  return { id: carpool.id, lineId: carpool.lineId, priceCents: carpool.priceCents, date: carpool.date, departureId: plan.departureIds[0] };
};

/** Joins and orders a seat for each of `riders` (default: the first); pays unless told not to. */
export const joinAndBuy = async (b: BuyingApp, buyer: Who, carpoolId: string, options: { isPaid?: boolean; riders?: string[] } = {}) => {
  const joined = await carpoolCall(b, 'POST', '/car/carpool/join', { headers: buyer.headers, body: { id: carpoolId } });
  if (joined.meta.code !== 1) return { meta: joined.meta, orderNo: null };
  const riders = options.riders ?? [buyer.passengerIds[0]!];
  const created = await b.call('POST', '/order/create', {
    headers: buyer.headers,
    idempotencyKey: `carpool-${buyer.userId}-${carpoolId}-${riders.join('.')}-${Math.random()}`,
    body: { ...joined.data.plan, passengerIds: riders, userCouponId: null, expectedPayableCents: joined.data.carpool.priceCents * riders.length },
  });
  if (created.meta.code !== 1) return { meta: created.meta, orderNo: null };
  const orderNo: string = created.data.orderNo;
  if (options.isPaid !== false) await paySandbox(b, buyer, orderNo);
  return { meta: created.meta, orderNo };
};
