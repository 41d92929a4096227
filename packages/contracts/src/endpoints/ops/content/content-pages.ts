import { z } from 'zod';
import { ContentPageKey } from '../../../content-pages';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import type { OperatorRole } from '../../../operator-roles';
import { ContentMarkdown, ContentPageSummary, ContentVersion, ContentVersionId } from '../../../schemas/content';

/**
 * The console's 内容管理 (decision 058): the content pages, a page's drafts and history, writing a draft,
 * publishing it, rolling back to an earlier version (published again as a new version) and discarding a draft.
 * Staff read; admins and customer service (客服), who answer passengers about these rules, write. Every write is
 * audited.
 */
const READERS: readonly OperatorRole[] = ['admin', 'dispatcher', 'service', 'finance'];
const EDITORS: readonly OperatorRole[] = ['admin', 'service'];

export const listContentPages = defineOperatorEndpoint({
  method: 'GET',
  path: '/content-pages',
  summary: 'The content pages with their published version and open drafts',
  roles: READERS,
  data: z.object({ items: z.array(ContentPageSummary) }),
});

export const contentPageDetail = defineOperatorEndpoint({
  method: 'GET',
  path: '/content-pages/detail',
  summary: "A content page's versions, newest first: drafts, the published one and the history",
  roles: READERS,
  query: z.object({ key: ContentPageKey }),
  data: z.object({ key: ContentPageKey, title: z.string(), versions: z.array(ContentVersion) }),
});

export const SaveContentDraftBody = z.object({
  key: ContentPageKey,
  /** The draft being edited; absent to start a new draft. */
  versionId: ContentVersionId.optional(),
  /** The draft's updatedAt when the editor opened it: a draft changed meanwhile is not overwritten. */
  expectedUpdatedAt: z.string().optional(),
  markdown: ContentMarkdown,
});
export type SaveContentDraftBody = z.input<typeof SaveContentDraftBody>;

export const saveContentDraft = defineOperatorEndpoint({
  method: 'POST',
  path: '/content-pages/draft',
  summary: 'Saves a draft of a content page (a new one, or one not changed since it was opened)',
  roles: EDITORS,
  body: SaveContentDraftBody,
  data: z.object({ version: ContentVersion }),
});

export const publishContentDraft = defineOperatorEndpoint({
  method: 'POST',
  path: '/content-pages/publish',
  summary: 'Publishes a draft; the version published before it becomes history',
  roles: EDITORS,
  body: z.object({ key: ContentPageKey, versionId: ContentVersionId }),
  data: z.object({ version: ContentVersion }),
});

export const rollbackContentPage = defineOperatorEndpoint({
  method: 'POST',
  path: '/content-pages/rollback',
  summary: "Publishes an earlier version's text again, as a new version",
  roles: EDITORS,
  body: z.object({ key: ContentPageKey, versionId: ContentVersionId }),
  data: z.object({ version: ContentVersion }),
});

export const discardContentDraft = defineOperatorEndpoint({
  method: 'POST',
  path: '/content-pages/discard',
  summary: 'Deletes a draft that was never published',
  roles: EDITORS,
  body: z.object({ key: ContentPageKey, versionId: ContentVersionId }),
  data: z.object({}),
});
