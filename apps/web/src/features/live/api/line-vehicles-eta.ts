import { queryOptions, useQueries } from '@tanstack/react-query';
import { lineVehicleRealtimeEta } from '@udian/contracts/endpoints/eta/line-vehicle-realtime-eta';
import { call } from '../../../api/client';
import { etaKeys } from '../../../api/queries/eta-keys';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** online-bus asks each line less often than line-eta asks its one line: many lines, a glance each. */
export const ONLINE_POLL_MS = 20_000;

/** A line's live vehicles and their ETAs at every stop (/line_eta/line_vehicle_realtime_eta). Silent. */
export const lineVehiclesEtaQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: [...etaKeys.all, 'vehicles', lineId] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineVehicleRealtimeEta, { query: { lineId } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
    refetchInterval: ONLINE_POLL_MS,
    staleTime: ONLINE_POLL_MS,
  });

export const useLinesVehiclesEta = (lineIds: readonly string[]) =>
  useQueries({ queries: lineIds.map((lineId) => lineVehiclesEtaQueryOptions(lineId)) });
