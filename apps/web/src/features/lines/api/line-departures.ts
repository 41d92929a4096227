import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineDepartures } from '@udian/contracts/endpoints/lines/line-departures';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { lineKeys } from '../../../api/queries/line-keys';

/** One date's departures with their seats, read fresh (/line/departures/query). */
export const lineDeparturesQueryOptions = (lineId: string, date: string) =>
  queryOptions({
    queryKey: [...lineKeys.all, 'departures', lineId, date] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineDepartures, { query: { lineId, date } }, { signal })),
    retry: retryTransportOnce,
  });

export const useLineDepartures = (lineId: string, date: string) => useQuery(lineDeparturesQueryOptions(lineId, date));
