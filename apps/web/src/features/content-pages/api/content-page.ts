import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageKey } from '@udian/contracts/content-pages';
import { contentPage } from '@udian/contracts/endpoints/content/content-page';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** The cache keys of content pages, built here only. */
export const contentPageKeys = {
  all: ['content-page'] as const,
  page: (key: ContentPageKey) => [...contentPageKeys.all, key] as const,
};

/**
 * A content page's published text (/content/page, decision 058). Never fresh in the cache (staleTime 0): each
 * visit asks the server again, so a version published in the console shows on the next visit, with no
 * restart; the cached text shows meanwhile instead of a blank page.
 */
export const contentPageQueryOptions = (key: ContentPageKey) =>
  queryOptions({
    queryKey: contentPageKeys.page(key),
    queryFn: async ({ signal }) => unwrap(await call(contentPage, { query: { key } }, { signal, failureToast: 'none' })).page,
    retry: retryTransportOnce,
    staleTime: 0,
  });

export const useContentPage = (key: ContentPageKey) => useQuery(contentPageQueryOptions(key));
