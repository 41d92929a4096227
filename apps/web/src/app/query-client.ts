import { QueryClient } from '@tanstack/react-query';

/**
 * Mobile networks drop calls now and then: one retry. Data is fresh for 30 s so that going back to a page
 * does not refetch everything; refocusing a host app's web view is not a reason to refetch.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
