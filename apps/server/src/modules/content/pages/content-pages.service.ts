import { contentPageCatalogue, contentPageTitle, type ContentPageKey } from '@udian/contracts/content-pages';
import { contentExcerpt } from '@udian/contracts/content-markdown';
import type { ContentPageSummary, ContentVersion, PublishedContentPage } from '@udian/contracts/schemas/content';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { ContentAuthor, ContentPagesRepository, ContentVersionRow } from './content-pages.repository';

/** The operator behind a write, as the history names them. */
export type ContentEditor = { id: number; username: string };

/** What a write changed, for the caller's audit entry, written in the write's own transaction. */
export type ContentChange = { version: ContentVersionRow; replaced: ContentVersionRow | null };
export type OnContentWrite = (tx: DbOrTx, change: ContentChange) => Promise<void>;

const toVersion = (row: ContentVersionRow): ContentVersion => ({
  versionId: String(row.id),
  number: row.number,
  status: row.status,
  source: row.source,
  restoredFrom: row.restored_from,
  markdown: row.markdown,
  createdBy: row.created_by_name,
  createdAt: row.created_at.toISOString(),
  updatedBy: row.updated_by_name,
  updatedAt: row.updated_at.toISOString(),
  publishedBy: row.published_by_name,
  publishedAt: row.published_at?.toISOString() ?? null,
});

const author = (editor: ContentEditor): ContentAuthor => ({ id: editor.id, name: editor.username });

/**
 * Content pages (decision 058). Passengers read the published version straight from the database on every
 * call: no server keeps a copy, so a publication through any instance is what every instance answers next.
 * Every write of a page first takes the page row's lock (a number, or the lock alone), so two publishes of
 * one page run one after the other and the partial unique index never sees two published versions.
 */
export const createContentPagesService = ({ db, pages, now = () => new Date() }: { db: Db; pages: ContentPagesRepository; now?: () => Date }) => {
  const versionOf = async (key: ContentPageKey, versionId: string, tx: DbOrTx): Promise<ContentVersionRow> => {
    const row = await pages.version(key, Number(versionId), tx);
    if (!row) throw new AppError('contentVersionNotFound');
    return row;
  };

  return {
    published: async (key: ContentPageKey): Promise<{ page: PublishedContentPage }> => {
      const row = await pages.published(key);
      if (!row?.published_at) throw new AppError('contentPageMissing');
      return { page: { key, title: contentPageTitle(key), version: row.number, markdown: row.markdown, publishedAt: row.published_at.toISOString() } };
    },

    list: async (): Promise<{ items: ContentPageSummary[] }> => {
      const rows = new Map((await pages.summaries()).map((row) => [row.key, row]));
      return {
        items: contentPageCatalogue.map(({ key, title, group }) => {
          const row = rows.get(key);
          const lastDraftAt = row?.last_draft_at ? new Date(row.last_draft_at) : null;
          return {
            key,
            title,
            group,
            published:
              row?.published_number != null && row.published_at && row.published_by_name && row.published_markdown != null
                ? { number: row.published_number, publishedAt: row.published_at.toISOString(), publishedBy: row.published_by_name, excerpt: contentExcerpt(row.published_markdown) }
                : null,
            drafts: Number(row?.drafts ?? 0),
            lastDraftAt: lastDraftAt?.toISOString() ?? null,
          };
        }),
      };
    },

    detail: async (key: ContentPageKey) => ({ key, title: contentPageTitle(key), versions: (await pages.versions(key)).map(toVersion) }),

    /**
     * A new draft (no versionId), or the draft's new text: refused when it was published or deleted meanwhile
     * (contentDraftNotOpen) or changed by someone since the editor opened it (contentDraftChanged).
     */
    saveDraft: async (
      editor: ContentEditor,
      input: { key: ContentPageKey; versionId?: string; expectedUpdatedAt?: string; markdown: string },
      onWrite: OnContentWrite,
    ): Promise<{ version: ContentVersion }> => {
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        if (input.versionId === undefined) {
          const number = await pages.takeNumber(input.key, tx);
          if (number === undefined) throw new AppError('contentPageMissing');
          const created = await pages.insertVersion({ key: input.key, number, status: 'draft', source: 'edit', markdown: input.markdown, by: author(editor), at }, tx);
          await onWrite(tx, { version: created, replaced: null });
          return created;
        }
        const before = await versionOf(input.key, input.versionId, tx);
        if (before.status !== 'draft') throw new AppError('contentDraftNotOpen');
        const expected = input.expectedUpdatedAt ? new Date(input.expectedUpdatedAt) : undefined;
        if (expected && Number.isNaN(expected.getTime())) throw new AppError('contentDraftChanged');
        const updated = await pages.updateDraft({ key: input.key, id: before.id, markdown: input.markdown, by: author(editor), at, expectedUpdatedAt: expected }, tx);
        if (!updated) {
          const current = await pages.version(input.key, before.id, tx);
          throw new AppError(current?.status === 'draft' ? 'contentDraftChanged' : 'contentDraftNotOpen');
        }
        await onWrite(tx, { version: updated, replaced: before });
        return updated;
      });
      return { version: toVersion(row) };
    },

    /** The draft becomes what passengers read; the version published before it becomes history. */
    publish: async (editor: ContentEditor, input: { key: ContentPageKey; versionId: string }, onWrite: OnContentWrite): Promise<{ version: ContentVersion }> => {
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        if (!(await pages.lockPage(input.key, tx))) throw new AppError('contentPageMissing');
        const draft = await versionOf(input.key, input.versionId, tx);
        if (draft.status !== 'draft') throw new AppError('contentDraftNotOpen');
        const replaced = (await pages.supersedePublished(input.key, tx)) ?? null;
        const published = await pages.publishDraft(input.key, draft.id, author(editor), at, tx);
        if (!published) throw new AppError('contentDraftNotOpen');
        await onWrite(tx, { version: published, replaced });
        return published;
      });
      return { version: toVersion(row) };
    },

    /** An earlier version's text is published again as a new version (the history keeps every step). */
    rollback: async (editor: ContentEditor, input: { key: ContentPageKey; versionId: string }, onWrite: OnContentWrite): Promise<{ version: ContentVersion }> => {
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        const number = await pages.takeNumber(input.key, tx);
        if (number === undefined) throw new AppError('contentPageMissing');
        const target = await versionOf(input.key, input.versionId, tx);
        if (target.status === 'draft') throw new AppError('contentRollbackToDraft');
        if (target.status === 'published') throw new AppError('contentRollbackToCurrent');
        const replaced = (await pages.supersedePublished(input.key, tx)) ?? null;
        const restored = await pages.insertVersion(
          { key: input.key, number, status: 'published', source: 'rollback', restoredFrom: target.number, markdown: target.markdown, by: author(editor), at },
          tx,
        );
        await onWrite(tx, { version: restored, replaced });
        return restored;
      });
      return { version: toVersion(row) };
    },

    /** A draft never published is deleted. */
    discard: async (input: { key: ContentPageKey; versionId: string }, onWrite: OnContentWrite): Promise<Record<string, never>> => {
      await db.transaction().execute(async (tx) => {
        if (!(await pages.lockPage(input.key, tx))) throw new AppError('contentPageMissing');
        const draft = await versionOf(input.key, input.versionId, tx);
        const deleted = await pages.deleteDraft(input.key, draft.id, tx);
        if (!deleted) throw new AppError('contentDraftNotOpen');
        await onWrite(tx, { version: deleted, replaced: null });
      });
      return {};
    },
  };
};

export type ContentPagesService = ReturnType<typeof createContentPagesService>;
