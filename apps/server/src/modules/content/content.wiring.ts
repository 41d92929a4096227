import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createContentPagesRepository } from './pages/content-pages.repository';
import { registerContentPagesRoutes } from './pages/content-pages.routes';
import { createContentPagesService } from './pages/content-pages.service';

/**
 * The content context (decision 058): the pages operators write and passengers read (guides, notices, fee
 * rules, campaign pages), with their versions. It needs no other context; operations edits through its
 * service, audited there.
 */
export const registerContent = (app: App, { db, now }: { db: Db; now?: () => Date }) => {
  const pages = createContentPagesService({ db, pages: createContentPagesRepository(db), now });
  registerContentPagesRoutes(app, { pages });
  return { pages };
};
