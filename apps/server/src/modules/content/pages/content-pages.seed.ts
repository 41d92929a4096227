import { contentPageCatalogue, type ContentPageKey } from '@udian/contracts/content-pages';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../db/database';
import { createContentPagesRepository } from './content-pages.repository';

/** The first version of every page: Markdown in the repository, one file per key. */
export const CONTENT_SEED_DIR = path.join(import.meta.dirname, 'seed-markdown');

export const readSeedMarkdown = (key: ContentPageKey): Promise<string> => readFile(path.join(CONTENT_SEED_DIR, `${key}.md`), 'utf8');

/** Who wrote the repository's texts, in the history. */
export const SEED_AUTHOR = { id: null, name: '系统' } as const;

/**
 * Stores every catalogue page the database does not have yet, its repository text published as version 1; run
 * at every start (start-server.ts), like the calendar. A page already stored is never touched, so an upgrade
 * adds the pages it brings and keeps the operators' edits of the others. Several servers starting at once
 * insert a page once (ON CONFLICT DO NOTHING; the one that inserted it writes its version). Answers the keys
 * it added.
 */
export const syncContentPages = async (db: Db, now: Date = new Date()): Promise<ContentPageKey[]> => {
  const pages = createContentPagesRepository(db);
  const added: ContentPageKey[] = [];
  for (const { key } of contentPageCatalogue) {
    const markdown = await readSeedMarkdown(key);
    await db.transaction().execute(async (tx) => {
      if (!(await pages.insertPageIfMissing(key, tx))) return;
      const number = await pages.takeNumber(key, tx);
      await pages.insertVersion({ key, number: number!, status: 'published', source: 'seed', markdown, by: SEED_AUTHOR, at: now }, tx);
      added.push(key);
    });
  }
  return added;
};
