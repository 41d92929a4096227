import { OrderCreateBody } from '@udian/contracts/endpoints/orders/order-create';
import type { OrderListData, OrderListTab } from '@udian/contracts/endpoints/orders/order-list';
import { OrderQuoteBody, type OrderQuoteData } from '@udian/contracts/endpoints/orders/order-quote';
import { PRODUCT_TYPE_BUS_TICKET, type Order } from '@udian/contracts/schemas/orders';
import { maskResidentId } from '@udian/contracts/masking';
import type { z } from 'zod';
import type { BuyingConfig } from '../../../config';
import type { Db } from '../../../db/database';
import { createKeyedBatcher } from '../../../db/keyed-batcher';
import type { OrderStatus } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { shanghaiClock } from '../../../time/shanghai-time';
import { rankCoupons, type CouponOrder } from '../coupons/coupon-rules';
import { toCouponTerms, type CouponService } from '../coupons/coupons.service';
import { createTtlCache } from '../../../lib/ttl-cache';
import type { PresalesRepository } from '../presales/presales.repository';
import type { LineFaresOf, NetworkPort } from '../buying.ports';
import { ticketFare } from './group-fares';
import { rideFareCents } from './stop-fares';
import { departureLabel, resolveChoice, type ChoiceSource, type ResolvedChoice } from './order-choice';
import type { OrderLifecycle } from './order-lifecycle';
import { toOrders } from './order.mapper';
import type { OrderViewRepository } from './order-view.repository';
import type { HeldOrder, NewOrder, NewTicket, OrderInputs, OrderInputsRequest, OrderRepository, OrderRow, SaleLineRow, SaleStopRow } from './orders.repository';
import type { OrderExpiry } from './order-expiry';
import { ticketShares } from './ticket-shares';

type CreateInput = z.output<typeof OrderCreateBody>;
type QuoteInput = z.output<typeof OrderQuoteBody>;

const tabStatuses: Record<OrderListTab, readonly OrderStatus[] | null> = {
  all: null,
  pending: ['pending'],
  paid: ['paid'],
  closed: ['cancelled', 'expired'],
  refunded: ['refunded'],
};

/** How long a line and its stops are reused by quotes and orders before they are read again. */
const SALE_LINE_TTL_MS = 2_000;

/** At most this many orders go in one creating transaction (each a subtransaction: PostgreSQL keeps 64 per backend cached). */
const MAX_ORDERS_PER_BATCH = 32;

export type OrdersServiceDeps = {
  db: Db;
  config: Pick<BuyingConfig, 'holdMinutes' | 'salesCloseMinutes' | 'maxPendingOrders'>;
  orders: OrderRepository;
  views: OrderViewRepository;
  lifecycle: OrderLifecycle;
  expiry: OrderExpiry;
  couponService: CouponService;
  presales: PresalesRepository;
  /** Who may buy a line and on what terms (network's access rule, decision 048). */
  network: Pick<NetworkPort, 'accessOf' | 'faresOf'>;
  now?: () => Date;
};

export const createOrdersService = (deps: OrdersServiceDeps) => {
  const { db, config, orders, views, lifecycle, expiry, couponService, presales, network } = deps;
  const now = deps.now ?? (() => new Date());

  // Orders for the same departures that arrive while some are being created are read together in one round
  // trip, and created together in one transaction (decision 023): the hot departure's row lock, the round
  // trips and the commit are paid per batch, not per order.
  const readInputs = createKeyedBatcher(
    async (batch: OrderInputsRequest[]) => (await orders.findOrderInputs(batch)).map((value) => ({ ok: true as const, value })),
    { maxBatch: MAX_ORDERS_PER_BATCH },
  );
  const holdOrder = createKeyedBatcher((batch: HeldOrder[]) => orders.createHeldOrders(batch), { maxBatch: MAX_ORDERS_PER_BATCH });

  const present = async (rows: readonly OrderRow[]): Promise<Order[]> => toOrders(rows, await views.load(rows));

  const findOwned = async (userId: string, orderNo: string): Promise<OrderRow> => {
    const order = await orders.findOrderByNo(Number(userId), orderNo);
    if (!order) throw new AppError('orderNotFound');
    return order;
  };

  /** Each date at the passenger's price (a member's on a group-paid line), and what the group pays on top. */
  const priceOf = (choice: ResolvedChoice, passengerCount: number) => {
    const priced = choice.departures.map((d) => ({ d, fare: ticketFare(rideFareCents(d, choice.pairCents), choice.access) }));
    const dates = priced.map(({ d, fare }) => ({
      date: d.service_date,
      departureId: String(d.id),
      time: shanghaiClock(d.departs_at),
      unitPriceCents: fare.priceCents,
      subtotalCents: fare.priceCents * passengerCount,
      seatsLeft: Math.max(0, d.capacity - d.seats_sold),
    }));
    return {
      dates,
      totalCents: dates.reduce((sum, d) => sum + d.subtotalCents, 0),
      groupPaysCents: priced.reduce((sum, { fare }) => sum + fare.groupCents * passengerCount, 0),
    };
  };

  // The line, its stops and fares change only with the network (an import, the operator's price): a short cache
  // spares every quote and order three reads. Departures, seats, passengers and coupons are always read fresh.
  const saleLines = createTtlCache<{ line: SaleLineRow | undefined; stops: SaleStopRow[]; fares: LineFaresOf | undefined }>({ ttlMs: SALE_LINE_TTL_MS, maxEntries: 2_000 });
  const source: ChoiceSource = {
    loadLine: (lineId) =>
      saleLines.get(String(lineId), async () => {
        const [line, stops, fares] = await Promise.all([orders.findLine(lineId), orders.findStops(lineId), network.faresOf(lineId)]);
        return { line, stops, fares };
      }),
    findDepartures: orders.findDepartures,
    accessOf: network.accessOf,
    findPresale: (lineId) => presales.find(lineId),
  };

  /** What a coupon is judged against: the same for the quote and the order (coupon-rules.ts), at the passenger's own prices. */
  const couponOrderOf = (choice: ResolvedChoice, passengerCount: number, totalCents: number, at: Date): CouponOrder => ({
    totalCents,
    productType: PRODUCT_TYPE_BUS_TICKET,
    now: at,
    lineId: choice.line.id,
    lineType: choice.line.type,
    ticketPricesCents: choice.departures.flatMap((d) => Array.from({ length: passengerCount }, () => ticketFare(rideFareCents(d, choice.pairCents), choice.access).priceCents)),
  });

  /** The riders of an order, in the order chosen; a passenger of another account is not found. */
  const ridersOf = (found: OrderInputs['riders'], ids: readonly string[]): OrderInputs['riders'] =>
    ids.map((id) => {
      const rider = found.find((p) => String(p.id) === id);
      if (!rider) throw new AppError('passengerNotFound');
      return rider;
    });

  /**
   * A rider already holds a live ticket on one of the departures (the unique index said so). A hold past
   * its deadline is no ticket, though the sweep may not have reached it yet (the passenger buys again as
   * the countdown ends): those holds are taken back first. Answers whether the order may be tried again.
   */
  const clearLapsedClashes = async (choice: ResolvedChoice, riders: OrderInputs['riders']): Promise<boolean> => {
    const clashes = await orders.findLiveTickets(choice.departures.map((d) => d.id), riders.map((p) => p.id));
    let swept = 0;
    for (const id of new Set(clashes.map((c) => c.departure_id))) swept += await expiry.sweepDeparture(id);
    if (swept > 0 && clashes.length > 0) return true;
    const clash = clashes[0];
    if (!clash) return true;
    const departure = choice.departures.find((d) => d.id === clash.departure_id)!;
    throw new AppError('passengerHasTicket', `${clash.passenger_name} 已购买 ${departureLabel(departure)} 的车票，请勿重复购买`);
  };

  /**
   * An order with nothing to pay (its group pays all of it) is paid now, without a provider: one
   * transaction after its hold, the order locked first as every change of an order is, then paid as a payment
   * pays it (a departure the operator stopped meanwhile closes it as the stop would have). Answers the order afterwards.
   */
  const confirmAtCreation = (orderId: number, at: Date): Promise<OrderRow | undefined> =>
    db.transaction().execute(async (tx) => {
      const order = await orders.lockOrder(orderId, tx);
      if (order?.status !== 'pending') return order;
      if ((await lifecycle.payUnlessStopped(order, at, at, tx)) === 'cancelled') return orders.lockOrder(orderId, tx);
      return { ...order, status: 'paid' as const, paid_at: at, closed_at: null, close_reason: null };
    });

  /** The answer to a new order, from what creating it already knows: no reads after the commit. */
  const newOrderView = (order: OrderRow, choice: ResolvedChoice, tickets: readonly (NewTicket & { id: number })[], coupon: { id: number; name: string } | null): Order => {
    const status = order.status === 'paid' ? ('valid' as const) : ('pending' as const);
    const departsAt = new Map(choice.departures.map((d) => [d.id, d.departs_at]));
    return toOrders([order], {
      lines: [{ id: choice.line.id, code: choice.line.code, name: choice.line.name }],
      stops: [choice.board, choice.alight].map((s) => ({ ...s, line_id: choice.line.id })),
      tickets: tickets
        .map((t) => ({ ...t, order_id: order.id, departs_at: departsAt.get(t.departure_id)!, status }))
        .sort((a, b) => a.service_date.localeCompare(b.service_date) || a.id - b.id),
      coupons: coupon ? [coupon] : [],
      payments: [],
      refunds: [],
      passes: [],
    })[0]!;
  };

  return {
    quote: async (userId: string, input: QuoteInput): Promise<OrderQuoteData> => {
      const at = now();
      const choice = await resolveChoice(source, { userId: Number(userId), choice: input, now: at, salesCloseMinutes: config.salesCloseMinutes });
      const { dates, totalCents, groupPaysCents } = priceOf(choice, input.passengerCount);
      const held = (await couponService.holdings(Number(userId), at)).filter((c) => c.status === 'unused' && c.valid_to > at);
      const ranked = rankCoupons(held.map(toCouponTerms), couponOrderOf(choice, input.passengerCount, totalCents, at));
      const wanted =
        input.userCouponId === null
          ? undefined
          : input.userCouponId === undefined
            ? ranked.find((c) => c.verdict.isUsable)
            : ranked.find((c) => String(c.coupon.id) === input.userCouponId);
      if (wanted && !wanted.verdict.isUsable) throw new AppError('couponUnusable', `该优惠券${wanted.verdict.reason}，请重新选择`);
      if (input.userCouponId && !wanted) throw new AppError('couponUnusable');
      const discountCents = wanted?.verdict.isUsable ? wanted.verdict.discountCents : 0;
      const views = await couponService.viewsOf(Number(userId), ranked.map(({ coupon }) => coupon.row), at, { isAtCheckout: true });
      return {
        dates,
        totalCents,
        coupons: ranked.map(({ verdict }, i) => ({
          coupon: views[i]!,
          isUsable: verdict.isUsable,
          reason: verdict.isUsable ? null : verdict.reason,
          discountCents: verdict.isUsable ? verdict.discountCents : 0,
        })),
        appliedCoupon: wanted ? { userCouponId: String(wanted.coupon.id), name: wanted.coupon.row.name, discountCents } : null,
        discountCents,
        payableCents: totalCents - discountCents,
        groupPaysCents,
      };
    },

    create: async (userId: string, input: CreateInput): Promise<Order> => {
      const owner = Number(userId);
      const at = now();
      const couponId = input.userCouponId === null ? null : Number(input.userCouponId);
      // One read for everything creating needs besides the line (cached); then one call that writes it all.
      // Both go in batches with the other orders for the same departures arriving meanwhile.
      const departureIds = [...new Set(input.departureIds.map(Number))].sort((a, b) => a - b);
      const batchKey = departureIds.join(',');
      const inputs = await readInputs(batchKey, { userId: owner, departures: departureIds, riders: input.passengerIds.map(Number), coupon: couponId });
      const choice = await resolveChoice(source, { userId: owner, choice: input, now: at, salesCloseMinutes: config.salesCloseMinutes, departures: inputs.departures });
      const riders = ridersOf(inputs.riders, input.passengerIds);
      const { totalCents, groupPaysCents } = priceOf(choice, riders.length);
      const { coupon } = inputs;
      let discountCents = 0;
      if (couponId !== null) {
        if (!coupon || coupon.status !== 'unused') throw new AppError('couponUnusable');
        const [judged] = rankCoupons([toCouponTerms(coupon)], couponOrderOf(choice, riders.length, totalCents, at));
        if (!judged!.verdict.isUsable) throw new AppError('couponUnusable');
        discountCents = judged!.verdict.discountCents;
      }
      if (totalCents - discountCents !== input.expectedPayableCents) {
        throw new AppError('priceChanged', `票价已变化，最新应付 ${((totalCents - discountCents) / 100).toFixed(2)} 元，请确认后再提交`);
      }
      const order: NewOrder = {
        user_id: owner,
        line_id: choice.line.id,
        board_seq: choice.board.seq,
        alight_seq: choice.alight.seq,
        total_cents: totalCents,
        discount_cents: discountCents,
        payable_cents: totalCents - discountCents,
        user_coupon_id: couponId,
        expires_at: new Date(at.getTime() + Math.round(config.holdMinutes * 60_000)),
        created_at: at,
        // The group's statement lists the order only when the group pays something for it.
        group_id: groupPaysCents > 0 ? choice.access.groupId : null,
        student_id: null,
        term_id: null,
      };
      // Seats are taken in departure id order, the order every writer of seats uses (decision 020).
      const departures = [...choice.departures]
        .sort((a, b) => a.id - b.id)
        .map((d) => {
          const fare = ticketFare(rideFareCents(d, choice.pairCents), choice.access);
          return { ...d, price_cents: fare.priceCents, group_cents: order.group_id === null ? 0 : fare.groupCents };
        });
      const masked = riders.map((r) => ({ id: r.id, name: r.name, masked: maskResidentId(r.id_number) }));
      for (let attempt = 0; ; attempt += 1) {
        const held = await holdOrder(batchKey, { order, maxPending: config.maxPendingOrders, departures, riders: masked });
        if (!held.isHeld && held.refusal === 'riderHasTicket') {
          if (attempt === 0 && (await clearLapsedClashes(choice, riders))) continue;
          throw new AppError('passengerHasTicket');
        }
        if (held.isHeld) {
          const tickets = departures.flatMap((d) =>
            masked.map((r) => ({
              departure_id: d.id,
              passenger_id: r.id,
              passenger_name: r.name,
              passenger_id_masked: r.masked,
              service_date: d.service_date,
              price_cents: d.price_cents,
              group_cents: d.group_cents,
            })),
          );
          let row: OrderRow = { ...order, id: held.orderId, order_no: held.orderNo, status: 'pending', paid_at: null, closed_at: null, close_reason: null };
          if (order.payable_cents === 0) {
            // Nothing to pay: paid now, so the passenger never sees a cashier (decision 048).
            const confirmed = await confirmAtCreation(held.orderId, at);
            if (confirmed?.status !== 'paid') return (await present(confirmed ? [confirmed] : [row]))[0]!;
            row = confirmed;
          }
          return newOrderView(row, choice, tickets.map((t, i) => ({ ...t, id: held.ticketIds[i]! })), coupon && couponId !== null ? { id: coupon.id, name: coupon.name } : null);
        }
        if (held.refusal === 'pendingCap') throw new AppError('tooManyPendingOrders');
        if (held.refusal === 'coupon') throw new AppError('couponUnusable');
        if (held.refusal === 'termPassExists') throw new AppError('termPassExists');
        // The next buyer takes back holds that have lapsed (DESIGN "Seats"), then tries once more.
        if (attempt === 0 && (await expiry.sweepDeparture(held.departureId)) > 0) continue;
        const departure = choice.departures.find((d) => d.id === held.departureId)!;
        throw new AppError('seatsSoldOut', `${departureLabel(departure)} 的班次余票不足，请选择其他日期或减少乘车人`);
      }
    },

    /** An order with nothing to pay, paid now (or closed, on a departure stopped meanwhile): term passes use it too. */
    confirmAtCreation,

    /** What each ticket of these orders paid, by ticket id: its share of its order's payable (ticket-shares.ts). */
    paidShares: async (orderIds: readonly number[]): Promise<Map<number, number>> => {
      const rows = await orders.findTicketPrices(orderIds);
      const shares = new Map<number, number>();
      for (const orderId of new Set(rows.map((r) => r.order_id))) {
        const ofOrder = rows.filter((r) => r.order_id === orderId);
        for (const [id, share] of ticketShares(ofOrder[0]!.payable_cents, ofOrder.map((r) => ({ id: r.id, priceCents: r.price_cents })))) shares.set(id, share);
      }
      return shares;
    },

    detail: async (userId: string, orderNo: string): Promise<Order> => (await present([await findOwned(userId, orderNo)]))[0]!,

    list: async (userId: string, query: { tab: OrderListTab; page: number; pageSize: number }): Promise<OrderListData> => {
      const rows = await orders.listByUser(Number(userId), tabStatuses[query.tab], {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize + 1,
      });
      return { orders: await present(rows.slice(0, query.pageSize)), page: query.page, hasMore: rows.length > query.pageSize };
    },

    cancel: async (userId: string, orderNo: string): Promise<Order> => {
      const owned = await findOwned(userId, orderNo);
      const at = now();
      const order = await db.transaction().execute(async (tx) => {
        const locked = await orders.lockOrder(owned.id, tx);
        if (!locked || locked.status !== 'pending') throw new AppError('orderNotPending');
        await lifecycle.release(locked, 'cancelled', 'passenger', at, tx);
        return (await orders.lockOrder(owned.id, tx))!;
      });
      await expiry.afterClosed(order);
      return (await present([order]))[0]!;
    },
  };
};

export type OrdersService = ReturnType<typeof createOrdersService>;
