import { OrderCreateBody } from '@udian/contracts/endpoints/orders/order-create';
import type { OrderListData, OrderListTab } from '@udian/contracts/endpoints/orders/order-list';
import { OrderQuoteBody, type OrderQuoteData } from '@udian/contracts/endpoints/orders/order-quote';
import { PRODUCT_TYPE_BUS_TICKET, type Order } from '@udian/contracts/schemas/orders';
import { maskResidentId } from '@udian/contracts/resident-id';
import type { z } from 'zod';
import type { BuyingConfig } from '../../config';
import type { Db } from '../../db/database';
import type { OrderStatus } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { shanghaiClock } from '../../time/shanghai-time';
import { rankCoupons } from '../coupons/coupon-rules';
import type { CouponRepository } from '../coupons/coupons.repository';
import { toCouponTerms, toUserCoupon, type CouponService } from '../coupons/coupons.service';
import type { PassengerRepository } from '../passenger/passenger.repository';
import type { UserRepository } from '../user/user.repository';
import { departureLabel, resolveChoice, type ResolvedChoice } from './order-choice';
import type { OrderLifecycle } from './order-lifecycle';
import { toOrders } from './order.mapper';
import type { OrderViewRepository } from './order-view.repository';
import type { OrderRepository, OrderRow } from './orders.repository';
import type { OrderExpiry } from './order-expiry';

type CreateInput = z.output<typeof OrderCreateBody>;
type QuoteInput = z.output<typeof OrderQuoteBody>;

const tabStatuses: Record<OrderListTab, readonly OrderStatus[] | null> = {
  all: null,
  pending: ['pending'],
  paid: ['paid'],
  closed: ['cancelled', 'expired'],
  refunded: ['refunded'],
};

/** Thrown inside the creating transaction when a departure lacks the seats; the service may sweep and retry. */
class SeatsUnavailable extends Error {
  constructor(readonly departureId: number) {
    super(`seats unavailable on departure ${departureId}`);
  }
}

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505' &&
  String((error as { constraint?: string; message?: string }).constraint ?? (error as { message?: string }).message).includes(constraint);

export type OrdersServiceDeps = {
  db: Db;
  config: Pick<BuyingConfig, 'holdMinutes' | 'salesCloseMinutes' | 'maxPendingOrders'>;
  orders: OrderRepository;
  views: OrderViewRepository;
  lifecycle: OrderLifecycle;
  expiry: OrderExpiry;
  coupons: CouponRepository;
  couponService: CouponService;
  passengers: PassengerRepository;
  users: UserRepository;
  now?: () => Date;
};

export const createOrdersService = (deps: OrdersServiceDeps) => {
  const { db, config, orders, views, lifecycle, expiry, coupons, couponService, passengers, users } = deps;
  const now = deps.now ?? (() => new Date());

  const present = async (rows: readonly OrderRow[]): Promise<Order[]> => toOrders(rows, await views.load(rows));

  const findOwned = async (userId: string, orderNo: string): Promise<OrderRow> => {
    const order = await orders.findOrderByNo(Number(userId), orderNo);
    if (!order) throw new AppError('orderNotFound');
    return order;
  };

  const priceOf = (choice: ResolvedChoice, passengerCount: number) => {
    const dates = choice.departures.map((d) => ({
      date: d.service_date,
      departureId: String(d.id),
      time: shanghaiClock(d.departs_at),
      unitPriceCents: d.price_cents,
      subtotalCents: d.price_cents * passengerCount,
      seatsLeft: Math.max(0, d.capacity - d.seats_sold),
    }));
    return { dates, totalCents: dates.reduce((sum, d) => sum + d.subtotalCents, 0) };
  };

  /** Creates the order, its tickets and its holds in one transaction; seats are taken last, in id order. */
  const insertHeld = async (userId: number, choice: ResolvedChoice, input: CreateInput, money: { totalCents: number; discountCents: number }, at: Date) => {
    const riders = await passengers.listByUser(userId);
    const chosen = input.passengerIds.map((id) => riders.find((p) => String(p.id) === id));
    if (chosen.some((p) => p === undefined) || new Set(input.passengerIds).size !== input.passengerIds.length) throw new AppError('passengerNotFound');
    const departureIds = choice.departures.map((d) => d.id);
    const passengerIds = chosen.map((p) => p!.id);
    let clashes = await orders.findLiveTickets(departureIds, passengerIds);
    // A hold past its deadline is no ticket, though the sweep may not have reached it yet (the passenger buys
    // again as the countdown ends): take those holds back first, as a buyer who finds a departure full does.
    if (clashes.length > 0) {
      let swept = 0;
      for (const id of new Set(clashes.map((c) => c.departure_id))) swept += await expiry.sweepDeparture(id);
      if (swept > 0) clashes = await orders.findLiveTickets(departureIds, passengerIds);
    }
    const clash = clashes[0];
    if (clash) {
      const departure = choice.departures.find((d) => d.id === clash.departure_id)!;
      throw new AppError('passengerHasTicket', `${clash.passenger_name} 已购买 ${departureLabel(departure)} 的车票，请勿重复购买`);
    }
    return db.transaction().execute(async (tx) => {
      await users.lockForUpdate(userId, tx);
      if ((await orders.countPending(userId, at, tx)) >= config.maxPendingOrders) throw new AppError('tooManyPendingOrders');
      const order = await orders.insertOrder(
        {
          user_id: userId,
          line_id: choice.line.id,
          board_seq: choice.board.seq,
          alight_seq: choice.alight.seq,
          total_cents: money.totalCents,
          discount_cents: money.discountCents,
          payable_cents: money.totalCents - money.discountCents,
          user_coupon_id: input.userCouponId === null ? null : Number(input.userCouponId),
          expires_at: new Date(at.getTime() + Math.round(config.holdMinutes * 60_000)),
          created_at: at,
        },
        tx,
      );
      await orders.insertTickets(
        order.id,
        choice.departures.flatMap((d) =>
          chosen.map((p) => ({
            departure_id: d.id,
            passenger_id: p!.id,
            passenger_name: p!.name,
            passenger_id_masked: maskResidentId(p!.id_number),
            service_date: d.service_date,
            price_cents: d.price_cents,
          })),
        ),
        at,
        tx,
      );
      if (order.user_coupon_id !== null && !(await coupons.lock(userId, order.user_coupon_id, order.id, at, tx))) {
        throw new AppError('couponUnusable');
      }
      // Last, so the hot rows stay locked for as short a time as possible: until the commit that follows.
      for (const d of [...choice.departures].sort((a, b) => a.id - b.id)) {
        if (!(await orders.holdSeats(d.id, chosen.length, tx))) throw new SeatsUnavailable(d.id);
      }
      return order;
    });
  };

  return {
    quote: async (userId: string, input: QuoteInput): Promise<OrderQuoteData> => {
      const at = now();
      const choice = await resolveChoice(orders, { userId: Number(userId), choice: input, now: at, salesCloseMinutes: config.salesCloseMinutes });
      const { dates, totalCents } = priceOf(choice, input.passengerCount);
      const held = (await couponService.holdings(Number(userId), at)).filter((c) => c.status === 'unused' && c.valid_to > at);
      const ranked = rankCoupons(held.map(toCouponTerms), { totalCents, productType: PRODUCT_TYPE_BUS_TICKET, now: at });
      const wanted =
        input.userCouponId === null
          ? undefined
          : input.userCouponId === undefined
            ? ranked.find((c) => c.verdict.isUsable)
            : ranked.find((c) => String(c.coupon.id) === input.userCouponId);
      if (wanted && !wanted.verdict.isUsable) throw new AppError('couponUnusable', `该优惠券${wanted.verdict.reason}，请重新选择`);
      if (input.userCouponId && !wanted) throw new AppError('couponUnusable');
      const discountCents = wanted?.verdict.isUsable ? wanted.verdict.discountCents : 0;
      return {
        dates,
        totalCents,
        coupons: ranked.map(({ coupon, verdict }) => ({
          coupon: toUserCoupon(coupon.row, at),
          isUsable: verdict.isUsable,
          reason: verdict.isUsable ? null : verdict.reason,
          discountCents: verdict.isUsable ? verdict.discountCents : 0,
        })),
        appliedCoupon: wanted ? { userCouponId: String(wanted.coupon.id), name: wanted.coupon.row.name, discountCents } : null,
        discountCents,
        payableCents: totalCents - discountCents,
      };
    },

    create: async (userId: string, input: CreateInput): Promise<Order> => {
      const owner = Number(userId);
      const at = now();
      const choice = await resolveChoice(orders, { userId: owner, choice: input, now: at, salesCloseMinutes: config.salesCloseMinutes });
      const { totalCents } = priceOf(choice, input.passengerIds.length);
      let discountCents = 0;
      if (input.userCouponId !== null) {
        const coupon = await coupons.findOwned(owner, Number(input.userCouponId));
        if (!coupon) throw new AppError('couponUnusable');
        const [judged] = rankCoupons([toCouponTerms(coupon)], { totalCents, productType: PRODUCT_TYPE_BUS_TICKET, now: at });
        if (coupon.status !== 'unused' || !judged!.verdict.isUsable) throw new AppError('couponUnusable');
        discountCents = judged!.verdict.discountCents;
      }
      if (totalCents - discountCents !== input.expectedPayableCents) {
        throw new AppError('priceChanged', `票价已变化，最新应付 ${((totalCents - discountCents) / 100).toFixed(2)} 元，请确认后再提交`);
      }
      for (let attempt = 0; ; attempt += 1) {
        try {
          const order = await insertHeld(owner, choice, input, { totalCents, discountCents }, at);
          return (await present([order]))[0]!;
        } catch (error) {
          if (isUniqueViolation(error, 'tickets_one_live_per_passenger')) throw new AppError('passengerHasTicket');
          if (!(error instanceof SeatsUnavailable)) throw error;
          // The next buyer takes back holds that have lapsed (DESIGN "Seats"), then tries once more.
          if (attempt === 0 && (await expiry.sweepDeparture(error.departureId)) > 0) continue;
          const departure = choice.departures.find((d) => d.id === error.departureId)!;
          throw new AppError('seatsSoldOut', `${departureLabel(departure)} 的班次余票不足，请选择其他日期或减少乘车人`);
        }
      }
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
