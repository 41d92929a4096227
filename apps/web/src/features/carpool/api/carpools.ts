import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { carpoolDetail, carpoolJoin, carpoolMatch, carpoolNear, carpoolStart, myCarpools } from '@udian/contracts/endpoints/carpool/carpool';
import type { StartCarpoolBody } from '@udian/contracts/schemas/carpool';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { createAttemptKeys } from '../../../lib/attempt-keys';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { getLoginInfo } from '../../../lib/login-info';
import { carpoolKeys } from './carpool-keys';

/** A gathering carpool's page asks again this often: the crowdfunds job may open it any moment. */
const GATHERING_REFRESH_MS = 10_000;

/** 附近的拼车 (/car/carpool/near): joinable carpools setting off near the point, nearest first. */
export const useCarpoolsNear = (point: { lng: number; lat: number } | undefined) =>
  useQuery({
    queryKey: carpoolKeys.near(point?.lng ?? 0, point?.lat ?? 0),
    queryFn: async ({ signal }) => unwrap(await call(carpoolNear, { query: { lng: point!.lng, lat: point!.lat } }, { signal })).items,
    enabled: point !== undefined,
    retry: retryTransportOnce,
  });

export type MatchInput = { fromLng: number; fromLat: number; toLng: number; toLat: number; date: string; time: string };

/** 按路线 (/car/carpool/match): carpools near both my ends and my time, best first. */
export const useCarpoolMatch = (input: MatchInput | null) =>
  useQuery({
    queryKey: carpoolKeys.match(input ?? {}),
    queryFn: async ({ signal }) => unwrap(await call(carpoolMatch, { query: input! }, { signal })).items,
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: retryTransportOnce,
  });

/** One carpool, what joining buys and my part; asked again while it gathers. */
export const carpoolDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: carpoolKeys.detail(getLoginInfo()?.userId ?? '', id),
    queryFn: async ({ signal }) => unwrap(await call(carpoolDetail, { query: { id } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
    refetchInterval: (query) => (query.state.data?.carpool.status === 'gathering' ? GATHERING_REFRESH_MS : false),
  });

export const useCarpoolDetail = (id: string) => useQuery(carpoolDetailQueryOptions(id));

/** 我的拼车 (/car/carpool/mine). */
export const useMyCarpools = (userId: string) =>
  useQuery({
    queryKey: carpoolKeys.mine(userId),
    queryFn: async ({ signal }) => unwrap(await call(myCarpools, {}, { signal })).items,
    retry: retryTransportOnce,
  });

// One attempt per page load: a retried tap after a dropped connection starts the same carpool, not a second.
const startAttempts = createAttemptKeys(newIdempotencyKey);

/** 发起拼车 (/car/carpool/start, with an Idempotency-Key); a refusal is toasted in the server's words. */
export const useStartCarpool = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StartCarpoolBody) => {
      const result = await call(carpoolStart, { body }, { idempotencyKey: startAttempts.keyFor(JSON.stringify(body)) });
      // A dropped connection keeps the key for the next tap; any answer ends the attempt.
      startAttempts.settle(result.ok || 'meta' in result ? 'final' : 'retryable');
      return unwrap(result);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: carpoolKeys.all }),
  });
};

/** 加入拼车 (/car/carpool/join): answers what buying a seat takes; a refusal is toasted in the server's words. */
export const useJoinCarpool = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await call(carpoolJoin, { body: { id } })),
    onSettled: () => client.invalidateQueries({ queryKey: carpoolKeys.all }),
  });
};
