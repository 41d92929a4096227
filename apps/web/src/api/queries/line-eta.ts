import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineEta } from '@udian/contracts/endpoints/eta/line-eta';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';
import { etaKeys } from './eta-keys';

/** How often a page showing a line's live buses asks again (SPEC section 7's ETA polling). */
export const ETA_POLL_MS = 10_000;

/**
 * A line's live vehicles and their ETAs at every stop, plus one stop on its own (/line/detail/query/eta).
 * Shared: line-eta shows it, the ticket's get-on / get-off reminder watches it. Silent on failure: a missed
 * poll is not worth a toast every 10 s, the last answer stays on screen.
 */
export const lineEtaQueryOptions = (lineId: string, stationId: string | null) =>
  queryOptions({
    queryKey: etaKeys.line(lineId, stationId),
    queryFn: async ({ signal }) =>
      unwrap(await call(lineEta, { query: stationId ? { lineId, stationId } : { lineId } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
    refetchInterval: ETA_POLL_MS,
    staleTime: ETA_POLL_MS,
  });

export const useLineEta = (lineId: string, stationId: string | null) => useQuery(lineEtaQueryOptions(lineId, stationId));
