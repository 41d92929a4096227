import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../../db/database';

/** The columns a version is read with everywhere. */
const versionColumns = [
  'id',
  'page_key',
  'number',
  'status',
  'source',
  'restored_from',
  'markdown',
  'created_by_name',
  'created_at',
  'updated_by_name',
  'updated_at',
  'published_by_name',
  'published_at',
] as const;

export type ContentVersionRow = {
  id: number;
  page_key: string;
  number: number;
  status: 'draft' | 'published' | 'superseded';
  source: 'seed' | 'edit' | 'rollback';
  restored_from: number | null;
  markdown: string;
  created_by_name: string;
  created_at: Date;
  updated_by_name: string;
  updated_at: Date;
  published_by_name: string | null;
  published_at: Date | null;
};

export type ContentAuthor = { id: number | null; name: string };

/** The SQL of content pages (decision 058): pages, their numbered versions, the one published per page. */
export const createContentPagesRepository = (db: Db) => ({
  /** Adds a page the store does not have yet; answers whether it was added (never touches an existing page). */
  insertPageIfMissing: async (key: string, tx: DbOrTx): Promise<boolean> => {
    const row = await tx.insertInto('content_pages').values({ key }).onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
    return row !== undefined;
  },

  /**
   * The page's next version number, taken under the page row's lock: every write of a page takes it first, so
   * writes of one page run one after the other (a publish waits for the one before it); undefined when the
   * page is not in the store.
   */
  takeNumber: async (key: string, tx: DbOrTx): Promise<number | undefined> => {
    const row = await tx
      .updateTable('content_pages')
      .set({ next_number: sql<number>`next_number + 1` })
      .where('key', '=', key)
      .returning(sql<number>`next_number - 1`.as('number'))
      .executeTakeFirst();
    return row?.number;
  },

  /** Locks the page row without taking a number (publishing a draft keeps the draft's number). */
  lockPage: async (key: string, tx: DbOrTx): Promise<boolean> =>
    (await tx.selectFrom('content_pages').select('key').where('key', '=', key).forUpdate().executeTakeFirst()) !== undefined,

  version: (key: string, id: number, tx: DbOrTx = db): Promise<ContentVersionRow | undefined> =>
    tx.selectFrom('content_page_versions').select(versionColumns).where('page_key', '=', key).where('id', '=', id).executeTakeFirst(),

  published: (key: string, tx: DbOrTx = db): Promise<ContentVersionRow | undefined> =>
    tx.selectFrom('content_page_versions').select(versionColumns).where('page_key', '=', key).where('status', '=', 'published').executeTakeFirst(),

  /** A page's versions, newest first. */
  versions: (key: string): Promise<ContentVersionRow[]> =>
    db.selectFrom('content_page_versions').select(versionColumns).where('page_key', '=', key).orderBy('number', 'desc').execute(),

  insertVersion: (
    values: {
      key: string;
      number: number;
      status: 'draft' | 'published';
      source: 'seed' | 'edit' | 'rollback';
      restoredFrom?: number;
      markdown: string;
      by: ContentAuthor;
      at: Date;
    },
    tx: DbOrTx,
  ): Promise<ContentVersionRow> =>
    tx
      .insertInto('content_page_versions')
      .values({
        page_key: values.key,
        number: values.number,
        status: values.status,
        source: values.source,
        restored_from: values.restoredFrom ?? null,
        markdown: values.markdown,
        created_by: values.by.id,
        created_by_name: values.by.name,
        created_at: values.at,
        updated_by_name: values.by.name,
        updated_at: values.at,
        published_by: values.status === 'published' ? values.by.id : null,
        published_by_name: values.status === 'published' ? values.by.name : null,
        published_at: values.status === 'published' ? values.at : null,
      })
      .returning(versionColumns)
      .executeTakeFirstOrThrow(),

  /** Rewrites a draft, if it is still a draft and (when given) unchanged since `expectedUpdatedAt`. */
  updateDraft: (
    { key, id, markdown, by, at, expectedUpdatedAt }: { key: string; id: number; markdown: string; by: ContentAuthor; at: Date; expectedUpdatedAt?: Date },
    tx: DbOrTx,
  ): Promise<ContentVersionRow | undefined> => {
    let query = tx
      .updateTable('content_page_versions')
      .set({ markdown, updated_by_name: by.name, updated_at: at })
      .where('page_key', '=', key)
      .where('id', '=', id)
      .where('status', '=', 'draft');
    if (expectedUpdatedAt) query = query.where('updated_at', '=', expectedUpdatedAt);
    return query.returning(versionColumns).executeTakeFirst();
  },

  /** The published version of the page becomes history (before another is published). */
  supersedePublished: async (key: string, tx: DbOrTx): Promise<ContentVersionRow | undefined> =>
    tx
      .updateTable('content_page_versions')
      .set({ status: 'superseded' })
      .where('page_key', '=', key)
      .where('status', '=', 'published')
      .returning(versionColumns)
      .executeTakeFirst(),

  publishDraft: (key: string, id: number, by: ContentAuthor, at: Date, tx: DbOrTx): Promise<ContentVersionRow | undefined> =>
    tx
      .updateTable('content_page_versions')
      .set({ status: 'published', published_by: by.id, published_by_name: by.name, published_at: at })
      .where('page_key', '=', key)
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .returning(versionColumns)
      .executeTakeFirst(),

  deleteDraft: async (key: string, id: number, tx: DbOrTx): Promise<ContentVersionRow | undefined> =>
    tx.deleteFrom('content_page_versions').where('page_key', '=', key).where('id', '=', id).where('status', '=', 'draft').returning(versionColumns).executeTakeFirst(),

  /** Every page with its published version and its open drafts (count, newest change). */
  summaries: () =>
    db
      .selectFrom('content_pages as p')
      .leftJoin('content_page_versions as pub', (join) => join.onRef('pub.page_key', '=', 'p.key').on('pub.status', '=', 'published'))
      .select((eb) => [
        'p.key',
        'pub.number as published_number',
        'pub.markdown as published_markdown',
        'pub.published_at',
        'pub.published_by_name',
        eb
          .selectFrom('content_page_versions as d')
          .select((sub) => sub.fn.countAll<string>().as('n'))
          .whereRef('d.page_key', '=', 'p.key')
          .where('d.status', '=', 'draft')
          .as('drafts'),
        eb
          .selectFrom('content_page_versions as d')
          .select((sub) => sub.fn.max('d.updated_at').as('at'))
          .whereRef('d.page_key', '=', 'p.key')
          .where('d.status', '=', 'draft')
          .as('last_draft_at'),
      ])
      .execute(),
});

export type ContentPagesRepository = ReturnType<typeof createContentPagesRepository>;
