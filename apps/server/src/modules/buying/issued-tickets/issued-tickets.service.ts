import type { DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import type { HeldOrder, OrderRepository } from '../orders/orders.repository';

/** An issued ticket holds no place in its rider's count of unpaid orders: it is paid in the same transaction. */
const NO_PENDING_CAP = 1_000_000;

export type IssuedRider = {
  /** The rider's account: the ticket is theirs, in their my-ticket. */
  userId: number;
  name: string;
  /** What the ticket shows for the rider (a masked phone): there is no passenger record. */
  masked: string;
  /** The group that pays for the ride (its statement lists it), and what it pays; null and 0 when free. */
  groupId: number | null;
  groupCents: number;
};

export type IssueInput = { lineId: number; departureId: number; boardSeq: number; alightSeq: number; riders: readonly IssuedRider[] };

/**
 * Tickets the operator issues (a return-to-work shuttle's riders, decision 052): one order per rider with
 * nothing for the rider to pay, held by the same SQL function as every order (the departure's conditional
 * update: never more riders than seats) and paid at once, as an order with nothing to pay is (decision 048).
 * Everything runs in the caller's transaction, so a refusal undoes the caller's own writes too; refused seats
 * are seatsSoldOut. Tickets are ordinary: ride codes, check-in, refunds (a ¥0 refund), the group's statement.
 */
export const createIssuedTicketsService = ({
  orders,
  lifecycle,
  now = () => new Date(),
}: {
  orders: Pick<OrderRepository, 'findDepartures' | 'createHeldOrders' | 'lockOrder'>;
  lifecycle: Pick<OrderLifecycle, 'payUnlessStopped'>;
  now?: () => Date;
}) => ({
  issue: async (input: IssueInput, tx: DbOrTx): Promise<{ userId: number; orderId: number; orderNo: string }[]> => {
    if (input.riders.length === 0) return [];
    const at = now();
    const [departure] = await orders.findDepartures([input.departureId], tx);
    if (!departure || departure.line_id !== input.lineId || departure.status !== 'scheduled' || departure.departs_at <= at) {
      throw new AppError('departureDeparted', '该班次已发车或已停运，不能出票');
    }
    const held: HeldOrder[] = input.riders.map((rider) => ({
      order: {
        user_id: rider.userId,
        line_id: input.lineId,
        board_seq: input.boardSeq,
        alight_seq: input.alightSeq,
        total_cents: 0,
        discount_cents: 0,
        payable_cents: 0,
        user_coupon_id: null,
        group_id: rider.groupCents > 0 ? rider.groupId : null,
        student_id: null,
        term_id: null,
        expires_at: at,
        created_at: at,
      },
      maxPending: NO_PENDING_CAP,
      departures: [{ id: departure.id, service_date: departure.service_date, price_cents: 0, group_cents: rider.groupCents > 0 ? rider.groupCents : 0 }],
      riders: [{ id: null, name: rider.name, masked: rider.masked }],
    }));
    const outcomes = await orders.createHeldOrders(held, tx);
    const issued: { userId: number; orderId: number; orderNo: string }[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      if (!outcome.ok) throw outcome.error;
      const result = outcome.value;
      if (!result.isHeld) {
        if (result.refusal === 'seats') throw new AppError('seatsSoldOut', '班次座位不足，未能出票');
        throw new Error(`an issued ticket was refused for ${result.refusal}, which it cannot meet`);
      }
      const order = await orders.lockOrder(result.orderId, tx);
      if (!order || (await lifecycle.payUnlessStopped(order, at, at, tx)) !== 'paid') throw new AppError('departureStopped');
      issued.push({ userId: input.riders[i]!.userId, orderId: result.orderId, orderNo: result.orderNo });
    }
    return issued;
  },
});

export type IssuedTicketsService = ReturnType<typeof createIssuedTicketsService>;
