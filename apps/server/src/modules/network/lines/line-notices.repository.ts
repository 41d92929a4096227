import type { DbOrTx } from '../../../db/database';
import type { AnnouncementRow } from './line-detail.repository';
import { bumpNetworkVersion } from './network-version';

/** A notice is the same row the line page reads (line-detail.repository.ts). */
export type LineNoticeRow = AnnouncementRow;

const columns = ['id', 'line_id', 'title', 'content', 'effective_from', 'effective_to', 'published_at'] as const;

/**
 * Line adjustment notices as the operator writes them. Every write bumps the network version in its
 * transaction: the notices live in the network read model (decision 019), which every instance rebuilds
 * when the version moves (decision 039).
 */
export const createLineNoticesRepository = (db: DbOrTx) => ({
  findLine: (lineId: number, tx: DbOrTx = db) => tx.selectFrom('lines').select(['id', 'code', 'name']).where('id', '=', lineId).executeTakeFirst(),

  listByLine: (lineId: number, tx: DbOrTx = db): Promise<LineNoticeRow[]> =>
    tx.selectFrom('line_announcements').select(columns).where('line_id', '=', lineId).orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),

  lock: (id: number, tx: DbOrTx): Promise<LineNoticeRow | undefined> =>
    tx.selectFrom('line_announcements').select(columns).where('id', '=', id).forUpdate().executeTakeFirst(),

  insert: async (
    notice: { lineId: number; title: string; content: string; effectiveFrom: string; effectiveTo: string | null; at: Date },
    tx: DbOrTx,
  ): Promise<LineNoticeRow> => {
    const row = await tx
      .insertInto('line_announcements')
      .values({
        line_id: notice.lineId,
        title: notice.title,
        content: notice.content,
        effective_from: notice.effectiveFrom,
        effective_to: notice.effectiveTo,
        published_at: notice.at,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await bumpNetworkVersion(tx);
    return row;
  },

  setEffectiveTo: async (id: number, effectiveTo: string, tx: DbOrTx): Promise<LineNoticeRow> => {
    const row = await tx.updateTable('line_announcements').set({ effective_to: effectiveTo }).where('id', '=', id).returning(columns).executeTakeFirstOrThrow();
    await bumpNetworkVersion(tx);
    return row;
  },
});

export type LineNoticesRepository = ReturnType<typeof createLineNoticesRepository>;
