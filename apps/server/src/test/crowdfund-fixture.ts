import { addDays, shanghaiDate } from '../time/shanghai-time';
import type { BuyingApp } from './buying-fixture';
import type { Buyer } from './buying-helpers';
import { opsCall } from './ops-call';
import { paySandbox } from './payment-helpers';
import type { OperatorClient } from './operator-login';

/**
 * Crowdfunded lines in tests (decision 047): a demand, a proposal from it through the console's API, and a
 * passenger's commitment (join, order for the first period, sandbox payment) through the passenger API.
 */

export type Crowdfund = { id: string; lineId: string; shareCode: string; periodDates: string[]; periodCents: number; status: string };

let codeSeq = 0;

export const demandTrip = (over: Record<string, unknown> = {}) => ({
  from: { name: '科技园', lng: 113.9546, lat: 22.5406 },
  to: { name: '市民中心', lng: 114.0595, lat: 22.543 },
  timeKind: 'arrive',
  windowStart: '08:30',
  windowEnd: '09:00',
  weekdays: [1, 2, 3, 4, 5],
  people: 1,
  ...over,
});

export const submitDemand = async (b: BuyingApp, phone: string): Promise<string> => {
  const { headers } = await b.t.loginAs(phone);
  const answer = await b.call('POST', '/demand/add', { headers, body: demandTrip() });
  if (answer.meta.code !== 1) throw new Error(answer.meta.desc);
  return answer.data.demand.id as string;
};

export const opsOf =
  (b: BuyingApp, who: OperatorClient) =>
  (method: 'GET' | 'POST', path: string, input: { query?: Record<string, string>; body?: unknown } = {}) =>
    opsCall(b.t.app, method, path, { headers: method === 'GET' ? who.readHeaders : who.writeHeaders, ...input });

/** A proposal from these demands: 科技园 → 市民中心 at 07:50, every day, first day in 5 days, deadline in 2. */
export const proposalBody = async (b: BuyingApp, who: OperatorClient, demandIds: string[], over: Record<string, unknown> = {}) => {
  const suggest = await opsOf(b, who)('GET', '/assemble/suggest', { query: { demandIds: demandIds.join(',') } });
  if (suggest.meta.code !== 1) throw new Error(suggest.meta.desc);
  return {
    demandIds,
    cityId: suggest.data.cityId,
    code: `Z${(codeSeq += 1)}`,
    name: '科技园—市民中心',
    stops: [
      { stationId: suggest.data.fromStations[0].id, minutesFromStart: 0, canBoard: true, canAlight: false },
      { stationId: suggest.data.toStations[0].id, minutesFromStart: 35, canBoard: false, canAlight: true },
    ],
    departureTime: '07:50',
    priceCents: 1000,
    seats: 10,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    followsCnWorkdays: false,
    firstDay: addDays(shanghaiDate(b.clock.now), 5),
    periodKind: 'workWeek',
    target: 2,
    deadline: new Date(b.clock.now.getTime() + 2 * 86_400_000).toISOString(),
    ...over,
  };
};

export const propose = async (b: BuyingApp, who: OperatorClient, body: Record<string, unknown>): Promise<Crowdfund> => {
  const answer = await opsOf(b, who)('POST', '/assemble/create', { body });
  if (answer.meta.code !== 1) throw new Error(answer.meta.desc);
  return answer.data.assemble as Crowdfund;
};

/** Joins from the share and orders the plan's first period for one rider; pays unless told not to. */
export const commit = async (b: BuyingApp, buyer: Buyer, shareCode: string, options: { isPaid?: boolean } = {}) => {
  const joined = await b.call('POST', '/customLine/share/join', { headers: buyer.headers, body: { shareCode } });
  if (joined.meta.code !== 1) return { meta: joined.meta, orderNo: null };
  const created = await b.call('POST', '/order/create', {
    headers: buyer.headers,
    idempotencyKey: `commit-${buyer.userId}-${shareCode}`,
    body: { ...joined.data.plan, passengerIds: [buyer.passengerIds[0]], userCouponId: null, expectedPayableCents: joined.data.assemble.periodCents },
  });
  if (created.meta.code !== 1) return { meta: created.meta, orderNo: null };
  const orderNo: string = created.data.orderNo;
  if (options.isPaid !== false) await paySandbox(b, buyer, orderNo);
  return { meta: created.meta, orderNo };
};

/** What went back to an order (refunds not failed), in cents. */
export const refundedCents = async (b: BuyingApp, orderNo: string): Promise<number> => {
  const rows = await b.t.database.db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select(['refunds.amount_cents'])
    .where('orders.order_no', '=', orderNo)
    .where('refunds.status', '<>', 'failed')
    .execute();
  return rows.reduce((sum, r) => sum + r.amount_cents, 0);
};
