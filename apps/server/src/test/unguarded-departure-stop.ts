import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ticketShares } from '../modules/buying/orders/ticket-shares';

/**
 * The control of the stop tests: a stop without its guards. The departure's status is read and written later
 * without a condition, the valid tickets are read and then written without `status = 'valid'`, no order row
 * is locked, and refund_tickets' one-refund-per-ticket index is dropped for the run (put back afterwards), so
 * that nothing but the guards the real stop has could keep two stops at once from both refunding. The pause
 * between reading and writing is what a busy server would add. `stop` answers how many tickets it refunded.
 */
export const withUnguardedStops = async <T>(db: Db, body: (stop: (departureId: number, attempt: string) => Promise<number>) => Promise<T>): Promise<T> => {
  const stop = (departureId: number, attempt: string) =>
    db.transaction().execute(async (tx) => {
      const departure = await tx.selectFrom('departures').select('status').where('id', '=', departureId).executeTakeFirstOrThrow();
      if (departure.status !== 'scheduled') return 0;
      const tickets = await tx
        .selectFrom('tickets as t')
        .innerJoin('orders as o', 'o.id', 't.order_id')
        .innerJoin('payments as p', (join) => join.onRef('p.order_id', '=', 'o.id').on('p.status', '=', 'succeeded'))
        .select(['t.id', 't.order_id', 'o.payable_cents', 'p.id as payment_id', 'p.out_trade_no'])
        .where('t.departure_id', '=', departureId)
        .where('t.status', '=', 'valid')
        .where('o.status', '=', 'paid')
        .execute();
      await sql`SELECT pg_sleep(0.05)`.execute(tx);
      for (const ticket of tickets) {
        const all = await tx.selectFrom('tickets').select(['id', 'price_cents']).where('order_id', '=', ticket.order_id).execute();
        const share = ticketShares(ticket.payable_cents, all.map((t) => ({ id: t.id, priceCents: t.price_cents }))).get(ticket.id) ?? 0;
        await tx.updateTable('tickets').set({ status: 'refunded' }).where('id', '=', ticket.id).execute();
        const refund = await tx
          .insertInto('refunds')
          .values({
            order_id: ticket.order_id,
            payment_id: ticket.payment_id,
            out_refund_no: `${ticket.out_trade_no}C${departureId}T${ticket.id}-unguarded-${attempt}`,
            amount_cents: share,
            reason: 'departureCancelled',
            status: 'succeeded',
            provider_refund_id: null,
            created_at: new Date(),
            succeeded_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx.insertInto('refund_tickets').values({ refund_id: refund.id, ticket_id: ticket.id, amount_cents: share }).execute();
      }
      await tx.updateTable('departures').set({ status: 'cancelled', cancel_reason: 'unguarded', cancelled_at: new Date() }).where('id', '=', departureId).execute();
      return tickets.length;
    });

  await sql`DROP INDEX refund_tickets_ticket_idx`.execute(db);
  try {
    return await body(stop);
  } finally {
    // The control's double refunds would stop the index from coming back: they are the control's, remove them.
    await sql`DELETE FROM refund_tickets rt USING refunds r WHERE r.id = rt.refund_id AND r.out_refund_no LIKE '%-unguarded-%'`.execute(db);
    await sql`CREATE UNIQUE INDEX refund_tickets_ticket_idx ON refund_tickets (ticket_id)`.execute(db);
  }
};
