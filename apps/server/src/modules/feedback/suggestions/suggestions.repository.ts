import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../../db/database';

export type SuggestionStatusValue = 'pending' | 'processing' | 'replied' | 'closed';

export type SuggestionRow = {
  id: number;
  user_id: number;
  category: string;
  content: string;
  contact_phone: string | null;
  status: SuggestionStatusValue;
  assignee_id: number | null;
  assignee_name: string | null;
  passenger_phone: string;
  close_note: string;
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type SuggestionPhotoRow = { id: number; suggestion_id: number; content_type: string; byte_size: number; orientation: number };
export type SuggestionReplyRow = { id: number; suggestion_id: number; operator_name: string; text: string; created_at: Date };
export type NewSuggestionPhoto = { contentType: string; bytes: Uint8Array; orientation: number };

export type SuggestionQueueFilter = { status?: SuggestionStatusValue; category?: string; assigneeId?: number; offset: number; limit: number };

/** 投诉建议's SQL (decision 057): suggestions, their photos (bytea) and replies. */
export const createSuggestionsRepository = (db: Db) => {
  const baseQuery = (tx: DbOrTx) =>
    tx
      .selectFrom('suggestions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('operators as o', 'o.id', 's.assignee_id')
      .select([
        's.id',
        's.user_id',
        's.category',
        's.content',
        's.contact_phone',
        's.status',
        's.assignee_id',
        sql<string | null>`coalesce(nullif(o.display_name, ''), o.username)`.as('assignee_name'),
        'u.phone as passenger_phone',
        's.close_note',
        's.closed_at',
        's.created_at',
        's.updated_at',
      ]);

  return {
    /** Serialises one passenger's submissions, so that the daily limit is counted once per submission. */
    lockPassenger: async (userId: number, tx: DbOrTx): Promise<void> => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`suggestions:user:${userId}`}, 0))`.execute(tx);
    },

    countSince: async (userId: number, since: Date, tx: DbOrTx = db): Promise<number> => {
      const row = await tx
        .selectFrom('suggestions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    insert: async (
      input: { userId: number; category: string; content: string; contactPhone: string | null; at: Date; photos: readonly NewSuggestionPhoto[] },
      tx: DbOrTx,
    ): Promise<number> => {
      const { id } = await tx
        .insertInto('suggestions')
        .values({ user_id: input.userId, category: input.category, content: input.content, contact_phone: input.contactPhone, created_at: input.at, updated_at: input.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.photos.length > 0) {
        await tx
          .insertInto('suggestion_photos')
          .values(
            input.photos.map((photo, i) => ({
              suggestion_id: id,
              position: i + 1,
              content_type: photo.contentType,
              byte_size: photo.bytes.length,
              data: photo.bytes,
              orientation: photo.orientation,
            })),
          )
          .execute();
      }
      return Number(id);
    },

    find: async (id: number, tx: DbOrTx = db): Promise<SuggestionRow | undefined> =>
      (await baseQuery(tx).where('s.id', '=', id).executeTakeFirst()) as SuggestionRow | undefined,

    /** The row, locked for an operator's write. */
    lock: async (id: number, tx: DbOrTx): Promise<{ id: number; status: SuggestionStatusValue } | undefined> =>
      tx.selectFrom('suggestions').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst(),

    ofPassenger: async (userId: number): Promise<SuggestionRow[]> =>
      (await baseQuery(db).where('s.user_id', '=', userId).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(100).execute()) as SuggestionRow[],

    /** The console's queue: open ones first (waiting, then being handled, then answered), newest first within each. */
    queue: async (filter: SuggestionQueueFilter): Promise<{ rows: SuggestionRow[]; total: number; open: number }> => {
      let query = baseQuery(db);
      let count = db.selectFrom('suggestions as s').select((eb) => eb.fn.countAll<string>().as('count'));
      if (filter.status) {
        query = query.where('s.status', '=', filter.status);
        count = count.where('s.status', '=', filter.status);
      }
      if (filter.category) {
        query = query.where('s.category', '=', filter.category);
        count = count.where('s.category', '=', filter.category);
      }
      if (filter.assigneeId !== undefined) {
        query = query.where('s.assignee_id', '=', filter.assigneeId);
        count = count.where('s.assignee_id', '=', filter.assigneeId);
      }
      const [rows, total, open] = await Promise.all([
        query
          .orderBy(sql`CASE s.status WHEN 'pending' THEN 0 WHEN 'processing' THEN 1 WHEN 'replied' THEN 2 ELSE 3 END`)
          .orderBy('s.created_at', 'desc')
          .orderBy('s.id', 'desc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        count.executeTakeFirstOrThrow(),
        db.selectFrom('suggestions').select((eb) => eb.fn.countAll<string>().as('count')).where('status', '<>', 'closed').executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as SuggestionRow[], total: Number(total.count), open: Number(open.count) };
    },

    photosOf: async (ids: readonly number[], tx: DbOrTx = db): Promise<SuggestionPhotoRow[]> =>
      ids.length === 0
        ? []
        : tx
            .selectFrom('suggestion_photos')
            .select(['id', 'suggestion_id', 'content_type', 'byte_size', 'orientation'])
            .where('suggestion_id', 'in', ids)
            .orderBy('suggestion_id')
            .orderBy('position')
            .execute(),

    repliesOf: async (ids: readonly number[], tx: DbOrTx = db): Promise<SuggestionReplyRow[]> =>
      ids.length === 0
        ? []
        : tx
            .selectFrom('suggestion_replies')
            .select(['id', 'suggestion_id', 'operator_name', 'text', 'created_at'])
            .where('suggestion_id', 'in', ids)
            .orderBy('suggestion_id')
            .orderBy('id')
            .execute(),

    /** A photo's bytes with the passenger it belongs to. */
    photo: async (photoId: number): Promise<{ user_id: number; content_type: string; data: Uint8Array } | undefined> =>
      db
        .selectFrom('suggestion_photos as p')
        .innerJoin('suggestions as s', 's.id', 'p.suggestion_id')
        .select(['s.user_id', 'p.content_type', 'p.data'])
        .where('p.id', '=', photoId)
        .executeTakeFirst(),

    assign: async (id: number, assigneeId: number, at: Date, tx: DbOrTx): Promise<void> => {
      await tx
        .updateTable('suggestions')
        .set({
          assignee_id: assigneeId,
          assigned_at: at,
          updated_at: at,
          status: sql<SuggestionStatusValue>`CASE WHEN status = 'pending' THEN 'processing' ELSE status END`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** The reply keeps the operator's name as it was, so the thread reads the same after a rename. */
    reply: async (id: number, reply: { operatorId: number; text: string }, at: Date, tx: DbOrTx): Promise<void> => {
      await tx
        .insertInto('suggestion_replies')
        .values({
          suggestion_id: id,
          operator_id: reply.operatorId,
          operator_name: sql<string>`(SELECT coalesce(nullif(display_name, ''), username) FROM operators WHERE id = ${reply.operatorId})`,
          text: reply.text,
          created_at: at,
        })
        .execute();
      await tx.updateTable('suggestions').set({ status: 'replied', updated_at: at }).where('id', '=', id).execute();
    },

    close: async (id: number, note: string, at: Date, tx: DbOrTx): Promise<void> => {
      await tx.updateTable('suggestions').set({ status: 'closed', close_note: note, closed_at: at, updated_at: at }).where('id', '=', id).execute();
    },

    /** Active admins and customer service: who may handle suggestions. */
    assignees: async (): Promise<Array<{ id: number; name: string; role: string }>> =>
      db
        .selectFrom('operators')
        .select(['id', sql<string>`coalesce(nullif(display_name, ''), username)`.as('name'), 'role'])
        .where('role', 'in', ['admin', 'service'])
        .where('is_disabled', '=', false)
        .orderBy('role')
        .orderBy('username')
        .execute(),
  };
};

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
