import { useQuery } from '@tanstack/react-query';
import { periodPassOffers } from '@udian/contracts/endpoints/period-passes/period-passes';
import { call } from '../../../api/client';
import { lineKeys } from '../../../api/queries/line-keys';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** The line's weekly and monthly passes on sale or coming (/line/periodPass/offers; decision 050); public. */
export const usePeriodPassOffers = (lineId: string) =>
  useQuery({
    queryKey: [...lineKeys.all, 'periodPassOffers', lineId] as const,
    // The line page shows nothing when this fails: the passes are an extra, the line is what was asked.
    queryFn: async ({ signal }) => unwrap(await call(periodPassOffers, { query: { lineId } }, { signal, failureToast: 'none' })).offers,
    retry: retryTransportOnce,
  });
