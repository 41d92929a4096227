import { maskResidentId } from '@udian/contracts/masking';
import { passDayStateOf } from '@udian/contracts/pass-day-state';
import type { Order } from '@udian/contracts/schemas/orders';
import { periodPassKindLabels, type PeriodPassKind } from '@udian/contracts/schemas/pass-tag';
import type { PeriodPass, PeriodPassDay, PeriodPassOffer, PeriodPassQuote, PeriodPassSummary } from '@udian/contracts/schemas/period-passes';
import type { BuyingConfig } from '../../../config';
import { AppError } from '../../../http/app-error';
import { shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';
import type { NetworkPort } from '../buying.ports';
import { ticketFare } from '../orders/group-fares';
import { pairFareOf, rideFareCents } from '../orders/stop-fares';
import { departureLabel } from '../orders/order-choice';
import type { OrdersService } from '../orders/orders.service';
import type { HeldOrder, OrderRepository, SaleDepartureRow } from '../orders/orders.repository';
import type { PresalesRepository } from '../presales/presales.repository';
import { holdPassOrder, type HoldPassDeps } from '../passes/hold-pass';
import { passDays } from '../passes/pass-days';
import { notOnSaleText, passOfferOn, passPriceCents, type PassOffer, type SaleTerms } from './period-pass-rules';
import type { PassRow, PassTicketRow, PeriodPassesRepository, PeriodPassProductRow } from './period-passes.repository';

type Choice = { lineId: string; kind: PeriodPassKind; boardSeq: number; alightSeq: number; passengerId: string; time?: string | undefined };

export type PeriodPassesServiceDeps = {
  db: HoldPassDeps['db'];
  config: Pick<BuyingConfig, 'holdMinutes' | 'salesCloseMinutes' | 'maxPendingOrders'>;
  orders: Pick<OrderRepository, 'findLine' | 'findStops' | 'findLineDepartures' | 'findOrderInputs'> & HoldPassDeps['orders'];
  passes: PeriodPassesRepository;
  /** A crowdfunded line still gathering riders sells its first period only (decision 047): no pass. */
  presales: Pick<PresalesRepository, 'find'>;
  /** The order's answer and the payment of an order with nothing to pay: the same as any order's. */
  ordersService: Pick<OrdersService, 'detail' | 'confirmAtCreation'>;
  expiry: HoldPassDeps['expiry'];
  /** Who may buy the line and on what terms, and the official calendar (network). */
  network: Pick<NetworkPort, 'accessOf' | 'faresOf' | 'findOfficialDays'>;
  /** Whether the line's refund rule takes each ticket back now (refunds' own rule). */
  refundableAt: (tickets: readonly { lineId: number; departsAt: Date }[], at: Date) => Promise<boolean[]>;
  now?: () => Date;
};

const termsOf = (product: PeriodPassProductRow): SaleTerms => ({ kind: product.kind, saleFrom: product.sale_from, saleTo: product.sale_to });

/** A pass worked out: what the quote shows and what creating holds. */
type PassPlan = {
  quote: PeriodPassQuote;
  product: PeriodPassProductRow;
  offer: PassOffer;
  held: Omit<HeldOrder, 'order'> & { order: Omit<HeldOrder['order'], 'expires_at' | 'created_at'> };
  byId: Map<number, SaleDepartureRow>;
};

/**
 * Period passes (周期票, decision 050): a weekly or monthly pass of a line, sold for the next period while its
 * window is open; one ordinary order holding a seat on each day of the period the line runs at the chosen time
 * (the same SQL function holds its seats, so no day is oversold and a full day refuses the whole pass; the same
 * cashier pays it; its days are refunded one by one by the same rule). The pass's product, period and discount
 * are written with the order, in its transaction.
 */
export const createPeriodPassesService = (deps: PeriodPassesServiceDeps) => {
  const { db, config, orders, passes, presales, ordersService, expiry, network, refundableAt } = deps;
  const now = deps.now ?? (() => new Date());

  /** The product on sale for the line and kind, and the period it sells today. */
  const onSale = async (lineId: number, kind: PeriodPassKind, today: string): Promise<{ product: PeriodPassProductRow; offer: PassOffer }> => {
    const product = await passes.findProduct(lineId, kind);
    if (!product || !product.is_on_sale) throw new AppError('periodPassNotOffered', `该线路暂不销售${periodPassKindLabels[kind]}`);
    const offer = passOfferOn(termsOf(product), today);
    if (!offer.isOnSale) throw new AppError('periodPassNotOnSale', notOnSaleText(termsOf(product), offer));
    return { product, offer };
  };

  const plan = async (userId: number, choice: Choice, at: Date): Promise<PassPlan> => {
    const lineId = Number(choice.lineId);
    const { product, offer } = await onSale(lineId, choice.kind, shanghaiDate(at));
    const [line, stops, access, fares, [inputs]] = await Promise.all([
      orders.findLine(lineId),
      orders.findStops(lineId),
      network.accessOf(userId, lineId),
      network.faresOf(lineId),
      orders.findOrderInputs([{ userId, departures: [], riders: [Number(choice.passengerId)], coupon: null }]),
    ]);
    if (!line || !line.is_active) throw new AppError('lineNotFound');
    if (line.type === 'custom' && (await presales.find(lineId))?.status === 'presale') throw new AppError('periodPassNotOffered', '该线路尚未成团，暂不销售周期票');
    if (!access.mayBuy) throw new AppError(access.groupId === null ? 'whiteListOnly' : 'groupMembersOnly', access.refusal ?? undefined);
    const board = stops.find((s) => s.seq === choice.boardSeq);
    const alight = stops.find((s) => s.seq === choice.alightSeq);
    if (!board?.can_board) throw new AppError('stopsInvalid', '所选上车站点不可上车，请重新选择');
    if (!alight?.can_alight) throw new AppError('stopsInvalid', '所选下车站点不可下车，请重新选择');
    if (alight.seq <= board.seq) throw new AppError('stopsInvalid', '下车站点须在上车站点之后，请重新选择');
    const pairCents = pairFareOf(fares, board.seq, alight.seq);
    const rider = inputs!.riders[0];
    if (!rider) throw new AppError('passengerNotFound');

    const { startsOn, endsOn } = offer.period;
    const [departures, officialDays] = await Promise.all([
      orders.findLineDepartures(lineId, { from: startsOn, to: endsOn }),
      network.findOfficialDays(startsOn, endsOn),
    ]);
    const times = [...new Set(departures.filter((d) => d.status === 'scheduled').map((d) => shanghaiClock(d.departs_at)))].sort();
    const clock = choice.time ?? times[0];
    if (clock === undefined || !times.includes(clock)) throw new AppError('periodPassTimeNotRun');
    const days = passDays({ departures, from: startsOn, to: endsOn, officialDays, now: at, salesCloseMinutes: config.salesCloseMinutes, clock });
    if (days.departures.length === 0) throw new AppError('periodPassNoRideDays');

    const priced = days.departures.map((d) => ({ d, fare: ticketFare(rideFareCents(d, pairCents), access) }));
    const totalCents = priced.reduce((sum, { fare }) => sum + fare.priceCents, 0);
    const payableCents = passPriceCents(totalCents, product.discount_percent);
    const groupId = priced.some(({ fare }) => fare.groupCents > 0) ? access.groupId : null;
    return {
      product,
      offer,
      quote: {
        lineId: String(lineId),
        kind: product.kind,
        period: offer.period,
        time: clock,
        days: days.departures.map((d) => d.service_date),
        daysWithoutRide: days.daysWithoutRide,
        passengerName: rider.name,
        perRideCents: priced[0]!.fare.priceCents,
        totalCents,
        discountPercent: product.discount_percent,
        discountCents: totalCents - payableCents,
        payableCents,
      },
      held: {
        order: {
          user_id: userId,
          line_id: lineId,
          board_seq: board.seq,
          alight_seq: alight.seq,
          total_cents: totalCents,
          // The pass's discount is the order's: each day's ticket keeps its fare, and its share of what was paid
          // (ticket-shares.ts) is what a refund of that day starts from.
          discount_cents: totalCents - payableCents,
          payable_cents: payableCents,
          user_coupon_id: null,
          group_id: groupId,
          student_id: null,
          term_id: null,
        },
        maxPending: config.maxPendingOrders,
        // By id: the order seats are taken in (decision 020).
        departures: priced
          .map(({ d, fare }) => ({ id: d.id, service_date: d.service_date, price_cents: fare.priceCents, group_cents: groupId === null ? 0 : fare.groupCents }))
          .sort((a, b) => a.id - b.id),
        riders: [{ id: rider.id, name: rider.name, masked: maskResidentId(rider.id_number) }],
      },
      byId: new Map(days.departures.map((d) => [d.id, d])),
    };
  };

  /** Why a held pass was refused, in words naming the day or the pass it clashes with. */
  const refusalOf = async (planned: PassPlan, refusal: Exclude<Awaited<ReturnType<typeof holdPassOrder>>, { isHeld: true }>, at: Date): Promise<AppError> => {
    const label = periodPassKindLabels[planned.product.kind];
    if (refusal.refusal === 'pendingCap') return new AppError('tooManyPendingOrders');
    if (refusal.refusal === 'seats') {
      const departure = planned.byId.get(refusal.departureId)!;
      return new AppError('periodPassDayFull', `${departureLabel(departure)} 的班次已满座，${label}须每个乘车日都有座位，暂不能购买，请换一个发车时间`);
    }
    if (refusal.refusal === 'riderHasTicket') {
      const rider = planned.held.riders[0]!;
      if (await passes.hasLivePass(rider.id!, planned.product.id, planned.offer.period.startsOn, at)) {
        return new AppError('periodPassExists', `${rider.name} 已购买本期${label}，请在“我的周期票”中查看`);
      }
      const [clash] = await orders.findLiveTickets(planned.held.departures.map((d) => d.id), [rider.id!]);
      const departure = clash ? planned.byId.get(clash.departure_id) : undefined;
      return new AppError(
        'periodPassRiderHasTicket',
        departure ? `${rider.name} 已有 ${departureLabel(departure)} 的车票，${label}不能与已购车票重复，请先退掉该日车票或换一位乘车人` : undefined,
      );
    }
    throw new Error(`a period pass was refused for ${refusal.refusal}, which it cannot meet`);
  };

  /** A pass's days as its holder sees them now. */
  const daysOf = async (row: PassRow, tickets: readonly PassTicketRow[], at: Date): Promise<PeriodPassDay[]> => {
    const refundable = row.status === 'paid' ? await refundableAt(tickets.map((t) => ({ lineId: row.line_id, departsAt: t.departs_at })), at) : tickets.map(() => false);
    return tickets.flatMap((t, i): PeriodPassDay[] => {
      const state = passDayStateOf({ status: t.status, boardsAt: new Date(t.boards_at) }, at);
      if (state === null) return [];
      return [
        {
          ticketId: String(t.id),
          serviceDate: t.service_date,
          departsAt: t.departs_at.toISOString(),
          state,
          checkedAt: t.checked_at?.toISOString() ?? null,
          isRefundable: state === 'toRide' && refundable[i]!,
        },
      ];
    });
  };

  const summaryOf = (row: PassRow, days: readonly PeriodPassDay[], tickets: readonly PassTicketRow[]): PeriodPassSummary => ({
    orderNo: row.order_no,
    orderStatus: row.status,
    kind: row.kind,
    period: { startsOn: row.starts_on, endsOn: row.ends_on },
    line: { lineId: String(row.line_id), lineCode: row.line_code, lineName: row.line_name },
    passengerName: tickets[0]?.passenger_name ?? '',
    payableCents: row.payable_cents,
    dayCount: days.length,
    ridesUsed: days.filter((d) => d.state === 'checkedIn').length,
    daysToRide: days.filter((d) => d.state === 'toRide').length,
  });

  return {
    /** The line's passes on sale or coming, each with its next period; the price only while it is on sale. */
    offers: async (lineId: string): Promise<{ offers: PeriodPassOffer[] }> => {
      const at = now();
      const today = shanghaiDate(at);
      // A line without a price (暂未定价, decision 062) offers no pass: its departures carry no fare to sum.
      const fares = await network.faresOf(Number(lineId));
      if (fares && !fares.isPriced) return { offers: [] };
      const products = (await passes.findProducts(Number(lineId))).filter((p) => p.is_on_sale);
      const offers = await Promise.all(
        products.map(async (product): Promise<PeriodPassOffer> => {
          const offer = passOfferOn(termsOf(product), today);
          const base = { kind: product.kind, discountPercent: product.discount_percent, period: offer.period, sale: offer.sale, isOnSale: offer.isOnSale };
          // The period's departures are made once it is on sale (lines.sells_through_next): priced only then.
          if (!offer.isOnSale) return { ...base, rideDays: 0, fullFareCents: 0, priceCents: 0 };
          const [departures, officialDays] = await Promise.all([
            orders.findLineDepartures(Number(lineId), { from: offer.period.startsOn, to: offer.period.endsOn }),
            network.findOfficialDays(offer.period.startsOn, offer.period.endsOn),
          ]);
          const days = passDays({ departures, from: offer.period.startsOn, to: offer.period.endsOn, officialDays, now: at, salesCloseMinutes: config.salesCloseMinutes });
          const fullFareCents = days.departures.reduce((sum, d) => sum + d.price_cents, 0);
          return { ...base, rideDays: days.departures.length, fullFareCents, priceCents: passPriceCents(fullFareCents, product.discount_percent) };
        }),
      );
      return { offers: offers.filter((o) => !o.isOnSale || o.rideDays > 0) };
    },

    /** What the pass would hold and cost now for this rider and these stops. */
    quote: async (userId: string, choice: Choice): Promise<PeriodPassQuote> => (await plan(Number(userId), choice, now())).quote,

    /**
     * Buys the pass: priceChanged when the payable is not what the passenger saw; periodPassExists when the rider
     * already holds this period's pass; then one order holding every day, or nothing. Answers the order.
     */
    create: async (userId: string, input: Choice & { expectedPayableCents: number }): Promise<Order> => {
      const at = now();
      const planned = await plan(Number(userId), input, at);
      if (planned.quote.payableCents !== input.expectedPayableCents) {
        throw new AppError('priceChanged', `票价已变化，最新应付 ${(planned.quote.payableCents / 100).toFixed(2)} 元，请确认后再提交`);
      }
      const rider = planned.held.riders[0]!;
      if (await passes.hasLivePass(rider.id!, planned.product.id, planned.offer.period.startsOn, at)) {
        throw new AppError('periodPassExists', `${rider.name} 已购买本期${periodPassKindLabels[planned.product.kind]}，请在“我的周期票”中查看`);
      }
      const held: HeldOrder = {
        ...planned.held,
        order: { ...planned.held.order, expires_at: new Date(at.getTime() + Math.round(config.holdMinutes * 60_000)), created_at: at },
      };
      const result = await holdPassOrder({ db, orders, expiry }, held, (orderId, tx) =>
        passes.insertPass(
          {
            order_id: orderId,
            product_id: planned.product.id,
            kind: planned.product.kind,
            starts_on: planned.offer.period.startsOn,
            ends_on: planned.offer.period.endsOn,
            discount_percent: planned.product.discount_percent,
            created_at: at,
          },
          tx,
        ),
      );
      if (!result.isHeld) throw await refusalOf(planned, result, at);
      if (held.order.payable_cents === 0) await ordersService.confirmAtCreation(result.orderId, at);
      return ordersService.detail(userId, result.orderNo);
    },

    /** The passenger's passes, the latest period first. */
    mine: async (userId: string): Promise<{ items: PeriodPassSummary[] }> => {
      const at = now();
      const rows = await passes.findPasses(Number(userId), { now: at });
      const tickets = await passes.findPassTickets(rows.map((r) => r.order_id));
      const items = await Promise.all(
        rows.map(async (row) => {
          const own = tickets.filter((t) => t.order_id === row.order_id);
          return summaryOf(row, await daysOf(row, own, at), own);
        }),
      );
      return { items };
    },

    /** One of the passenger's passes with its days; anyone else's, or an order that is no pass, is not found. */
    detail: async (userId: string, orderNo: string): Promise<PeriodPass> => {
      const at = now();
      const [row] = await passes.findPasses(Number(userId), { orderNo });
      if (!row) throw new AppError('periodPassNotFound');
      const tickets = await passes.findPassTickets([row.order_id]);
      const days = await daysOf(row, tickets, at);
      const first = tickets[0]?.departs_at.getTime() ?? 0;
      const stopAt = (seq: number, name: string, minutes: number) => ({ seq, name, time: shanghaiClock(first + minutes * 60_000) });
      return {
        ...summaryOf(row, days, tickets),
        discountPercent: row.discount_percent,
        board: stopAt(row.board_seq, row.board_name, row.board_minutes),
        alight: stopAt(row.alight_seq, row.alight_name, row.alight_minutes),
        refundedCents: row.refunded_cents,
        expiresAt: row.expires_at.toISOString(),
        days,
      };
    },
  };
};

export type PeriodPassesService = ReturnType<typeof createPeriodPassesService>;
