import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyCall } from '../../../api/lazy-call';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

const loadRecommendLines = () => import('@udian/contracts/endpoints/lines/recommend-lines').then((module) => module.recommendLines);

const RECOMMEND_LIMIT = 6;

type RecommendInput = { cityId: number; point: { lng: number; lat: number } | null };

/** Recommended lines of the city, near the passenger first when they were located (/lineOptimize/recommend). */
export const recommendLinesQueryOptions = ({ cityId, point }: RecommendInput) =>
  queryOptions({
    queryKey: ['home', 'recommend', cityId, point?.lng ?? null, point?.lat ?? null] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await lazyCall(
          loadRecommendLines,
          { query: { cityId, limit: RECOMMEND_LIMIT, ...(point ? { lng: point.lng, lat: point.lat } : {}) } },
          { signal },
        ),
      ),
    retry: retryTransportOnce,
  });

export const useRecommendLines = (input: RecommendInput | undefined) =>
  useQuery({ ...recommendLinesQueryOptions(input ?? { cityId: 0, point: null }), enabled: input !== undefined });
