import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { InvoiceTable, OrderStatus } from '../../../db/schema';

export type InvoiceRow = {
  id: number;
  order_no: string;
  title_type: InvoiceTable['title_type'];
  title: string;
  tax_number: string | null;
  email: string;
  amount_cents: number;
  status: 'requested';
  created_at: Date;
};

export type NewInvoice = { order_id: number; user_id: number; title_type: InvoiceTable['title_type']; title: string; tax_number: string | null; email: string; created_at: Date };

/**
 * What an order paid less what went back to the passenger (refunds asked for, unless they failed). Late and
 * duplicate payment refunds give back money the order never kept, so they do not count.
 */
const invoiceAmount = sql<number>`(o.payable_cents - coalesce((
  SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.reason = 'passenger' AND r.status <> 'failed'), 0))::integer`;

const invoiceRows = (tx: DbOrTx) =>
  tx
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'o.order_no', 'i.title_type', 'i.title', 'i.tax_number', 'i.email', invoiceAmount.as('amount_cents'), 'i.status', 'i.created_at']);

/** The SQL of invoice requests. */
export const createInvoicesRepository = (db: DbOrTx) => ({
  /** One of the user's orders with what it paid (less refunds); another user's is undefined. */
  findOrder: (userId: number, orderNo: string, tx: DbOrTx = db): Promise<{ id: number; status: OrderStatus; amount_cents: number } | undefined> =>
    tx
      .selectFrom('orders as o')
      .select(['o.id', 'o.status', invoiceAmount.as('amount_cents')])
      .where('o.user_id', '=', userId)
      .where('o.order_no', '=', orderNo)
      .executeTakeFirst(),

  /** Inserts the request unless the order has one: undefined then (the unique index decides, also under races). */
  insert: async (invoice: NewInvoice, tx: DbOrTx = db): Promise<number | undefined> => {
    const row = await tx
      .insertInto('invoices')
      .values(invoice)
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  findById: (invoiceId: number, tx: DbOrTx = db): Promise<InvoiceRow | undefined> => invoiceRows(tx).where('i.id', '=', invoiceId).executeTakeFirst(),

  listByUser: (userId: number, tx: DbOrTx = db): Promise<InvoiceRow[]> =>
    invoiceRows(tx).where('i.user_id', '=', userId).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute(),
});

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
