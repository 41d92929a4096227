import type { DbOrTx } from '../../../db/database';

/** The text messages sent to riders about their orders (sent_messages): the order's history shows them. */
export const createRiderNoticesRepository = (db: DbOrTx) => ({
  record: (m: { orderId: number; phone: string; template: string; content: string; status: 'sent' | 'failed'; at: Date }, tx: DbOrTx = db) =>
    tx
      .insertInto('sent_messages')
      .values({ order_id: m.orderId, phone: m.phone, template: m.template, content: m.content, status: m.status, sent_at: m.at })
      .execute()
      .then(() => undefined),
});

export type RiderNoticesRepository = ReturnType<typeof createRiderNoticesRepository>;
