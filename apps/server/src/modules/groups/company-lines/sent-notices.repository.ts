import type { DbOrTx } from '../../../db/database';

/** Where a notice is kept as sent or failed (sent_messages, as crowdfunds keep theirs). */
export type SentNotices = {
  record: (m: { phone: string; template: string; content: string; status: 'sent' | 'failed'; at: Date }, tx?: DbOrTx) => Promise<void>;
};

export const createSentNoticesRepository = (db: DbOrTx): SentNotices => ({
  record: async (m, tx = db) => {
    await tx.insertInto('sent_messages').values({ order_id: null, phone: m.phone, template: m.template, content: m.content, status: m.status, sent_at: m.at }).execute();
  },
});
