import { maskStudentNo } from '@udian/contracts/masking';
import type { TermPassQuote } from '@udian/contracts/schemas/schools';
import type { Order } from '@udian/contracts/schemas/orders';
import type { BuyingConfig } from '../../../config';
import { AppError } from '../../../http/app-error';
import { shanghaiDate } from '../../../time/shanghai-time';
import type { NetworkPort, SchoolsPort } from '../buying.ports';
import { ticketFare } from '../orders/group-fares';
import { pairFareOf, rideFareCents } from '../orders/stop-fares';
import { departureLabel } from '../orders/order-choice';
import type { OrderExpiry } from '../orders/order-expiry';
import type { HeldOrder, NewOrder, OrderRepository, SaleDepartureRow } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import { holdPassOrder, type HoldPassDeps } from '../passes/hold-pass';
import { passDays } from '../passes/pass-days';

export type TermPassInput = { studentId: string; termId: string };

export type TermPassesServiceDeps = {
  config: Pick<BuyingConfig, 'holdMinutes' | 'salesCloseMinutes' | 'maxPendingOrders'>;
  orders: Pick<OrderRepository, 'findLine' | 'findStops' | 'findLineDepartures'> & HoldPassDeps['orders'];
  db: HoldPassDeps['db'];
  /** The order's answer and the payment of an order with nothing to pay: the same as any order's. */
  ordersService: Pick<OrdersService, 'detail' | 'confirmAtCreation'>;
  expiry: Pick<OrderExpiry, 'sweepDeparture'>;
  /** The line's terms for the guardian (member price when the school pays) and the official calendar. */
  network: Pick<NetworkPort, 'accessOf' | 'faresOf' | 'findOfficialDays'>;
  /** The guardian's approved student and the school's term (the groups context). */
  schools: SchoolsPort;
  now?: () => Date;
};

/** A term pass worked out: what the quote shows and what creating holds. */
type TermPassPlan = {
  quote: TermPassQuote;
  order: Omit<NewOrder, 'expires_at' | 'created_at'>;
  /** By id (the order seats are taken in), each at the guardian's price and the school's part. */
  departures: HeldOrder['departures'];
  rider: HeldOrder['riders'][number];
  byId: Map<number, SaleDepartureRow>;
};

/**
 * Term passes (学期票, decision 049): one order holding a seat on every school day of a term still on sale, for
 * an approved student of the guardian, at the line's terms for a member (the school may pay part or all). It is
 * an ordinary order (the same SQL function holds its seats, so no oversell; the same cashier pays it; one with
 * nothing to pay is paid at creation), with the student and term recorded: one live pass per student and term
 * by a partial unique index, whose refusal is termPassExists.
 */
export const createTermPassesService = (deps: TermPassesServiceDeps) => {
  const { config, orders, ordersService, expiry, network, schools, db } = deps;
  const now = deps.now ?? (() => new Date());

  const plan = async (userId: number, input: TermPassInput, at: Date): Promise<TermPassPlan> => {
    const student = await schools.approvedStudent(userId, Number(input.studentId));
    const term = await schools.term(student.groupId, Number(input.termId));
    const today = shanghaiDate(at);
    if (term.endsOn < today) throw new AppError('termEnded');
    const [line, stops, access, fares] = await Promise.all([
      orders.findLine(student.lineId),
      orders.findStops(student.lineId),
      network.accessOf(userId, student.lineId),
      network.faresOf(student.lineId),
    ]);
    // The line must still be the school's, running, with the student's stops as registered.
    if (!line || !line.is_active || access.groupId !== student.groupId) throw new AppError('schoolLineNotFound');
    const board = stops.find((s) => s.seq === student.boardSeq);
    const alight = stops.find((s) => s.seq === student.alightSeq);
    if (!board?.can_board || !alight?.can_alight || alight.seq <= board.seq) throw new AppError('stopsInvalid', '学生登记的上下车站点已变更，请联系学校');
    const pairCents = pairFareOf(fares, board.seq, alight.seq);

    const from = term.startsOn > today ? term.startsOn : today;
    const [departures, officialDays] = await Promise.all([
      orders.findLineDepartures(student.lineId, { from, to: term.endsOn }),
      network.findOfficialDays(from, term.endsOn),
    ]);
    const days = passDays({ departures, from, to: term.endsOn, closedDays: term.closedDays, officialDays, now: at, salesCloseMinutes: config.salesCloseMinutes });
    if (days.departures.length === 0) throw new AppError('termNoSchoolDays');

    const priced = days.departures.map((d) => ({ d, fare: ticketFare(rideFareCents(d, pairCents), access) }));
    // The quote shows the fares in full, the school's part of them and what is left to pay; the order, like
    // any group fare's, is of the guardian's part (decision 048), with the school's part on each ticket.
    const fullCents = priced.reduce((sum, { d }) => sum + rideFareCents(d, pairCents), 0);
    const totalCents = priced.reduce((sum, { fare }) => sum + fare.priceCents, 0);
    const groupPaysCents = priced.reduce((sum, { fare }) => sum + fare.groupCents, 0);
    const groupId = groupPaysCents > 0 ? access.groupId : null;
    return {
      quote: {
        studentId: String(student.studentId),
        termId: String(term.termId),
        days: days.departures.map((d) => d.service_date),
        daysWithoutSchool: days.daysWithoutRide,
        perRideCents: priced[0]!.fare.priceCents,
        totalCents: fullCents,
        groupPaysCents,
        payableCents: totalCents,
      },
      order: {
        user_id: userId,
        line_id: student.lineId,
        board_seq: board.seq,
        alight_seq: alight.seq,
        total_cents: totalCents,
        discount_cents: 0,
        payable_cents: totalCents,
        user_coupon_id: null,
        // The school's statement lists the order only when it pays something for it.
        group_id: groupId,
        student_id: student.studentId,
        term_id: term.termId,
      },
      departures: priced
        .map(({ d, fare }) => ({ id: d.id, service_date: d.service_date, price_cents: fare.priceCents, group_cents: groupId === null ? 0 : fare.groupCents }))
        .sort((a, b) => a.id - b.id),
      rider: { id: null, name: student.name, masked: maskStudentNo(student.studentNo) },
      byId: new Map(days.departures.map((d) => [d.id, d])),
    };
  };

  return {
    /** The school days the pass would hold now and what they cost (the school's part shown, never charged). */
    quote: async (userId: string, input: TermPassInput): Promise<TermPassQuote> => (await plan(Number(userId), input, now())).quote,

    /**
     * Buys the pass: priceChanged when the payable is not what the guardian saw; then one order holding a seat
     * on each school day (seatsSoldOut when a day is full, after taking back lapsed holds once); paid at once
     * when there is nothing to pay. Answers the order as /order/detail does.
     */
    create: async (userId: string, input: TermPassInput & { expectedPayableCents: number }): Promise<Order> => {
      const at = now();
      const planned = await plan(Number(userId), input, at);
      if (planned.quote.payableCents !== input.expectedPayableCents) {
        throw new AppError('priceChanged', `票价已变化，最新应付 ${(planned.quote.payableCents / 100).toFixed(2)} 元，请确认后再提交`);
      }
      const held: HeldOrder = {
        order: { ...planned.order, expires_at: new Date(at.getTime() + Math.round(config.holdMinutes * 60_000)), created_at: at },
        maxPending: config.maxPendingOrders,
        departures: planned.departures,
        riders: [planned.rider],
      };
      const result = await holdPassOrder({ db, orders, expiry }, held);
      if (result.isHeld) {
        if (held.order.payable_cents === 0) await ordersService.confirmAtCreation(result.orderId, at);
        return ordersService.detail(userId, result.orderNo);
      }
      if (result.refusal === 'termPassExists') throw new AppError('termPassExists');
      if (result.refusal === 'pendingCap') throw new AppError('tooManyPendingOrders');
      if (result.refusal !== 'seats') throw new Error(`a term pass was refused for ${result.refusal}, which it cannot meet`);
      const departure = planned.byId.get(result.departureId)!;
      throw new AppError('seatsSoldOut', `${departureLabel(departure)} 的班次余票不足，暂不能购买学期票，请联系学校`);
    },
  };
};

export type TermPassesService = ReturnType<typeof createTermPassesService>;
