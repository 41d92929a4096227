import { queryOptions, useQuery } from '@tanstack/react-query';
import { transitCardList } from '@udian/contracts/endpoints/transit-cards/transit-cards';
import { useLoginInfo } from '../../lib/use-login-info';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';
import { transitCardKeys } from './transit-card-keys';

/**
 * The logged-in passenger's bound transit cards (/user/transit-card/list): the card pages, and a ticket of a
 * line whose driver takes a swipe, which shows them, read them under one key.
 */
export const transitCardListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: transitCardKeys.list(userId),
    queryFn: async ({ signal }) => unwrap(await call(transitCardList, {}, { signal })),
    retry: retryTransportOnce,
  });

/** `isEnabled` false: nothing is asked (a ticket of a line that takes no swipe). */
export const useTransitCardList = (isEnabled = true) => {
  const login = useLoginInfo();
  return useQuery({ ...transitCardListQueryOptions(login?.userId ?? ''), enabled: login !== null && isEnabled });
};
