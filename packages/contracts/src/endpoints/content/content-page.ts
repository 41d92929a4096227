import { z } from 'zod';
import { ContentPageKey } from '../../content-pages';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { PublishedContentPage } from '../../schemas/content';

/**
 * A content page's published text (decision 058): the guides, notices, fee rules and campaign pages operators
 * edit in the console. Read from the database on every call, so a publication shows on every server at once.
 */
export const contentPage = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/content/page',
  summary: "A content page's published version (Markdown)",
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ key: ContentPageKey }),
  data: z.object({ page: PublishedContentPage }),
});
