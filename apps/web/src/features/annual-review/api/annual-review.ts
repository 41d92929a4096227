import { queryOptions, useQuery } from '@tanstack/react-query';
import { annualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { annualReviewKeys } from './annual-review-keys';

/** The passenger's year on the bus (/ticket/annualReview); `year` null asks for the current year. */
export const annualReviewQueryOptions = (userId: string, year: number | null) =>
  queryOptions({
    queryKey: annualReviewKeys.year(userId, year),
    queryFn: async ({ signal }) => unwrap(await call(annualReview, { query: year === null ? {} : { year } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
    staleTime: 60_000,
  });

export const useAnnualReview = (userId: string, year: number | null) => useQuery(annualReviewQueryOptions(userId, year));
