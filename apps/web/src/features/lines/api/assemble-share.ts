import { queryOptions, useQuery } from '@tanstack/react-query';
import { assembleShareDetail } from '@udian/contracts/endpoints/assemble/assemble';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { assembleKeys } from '../../../api/queries/assemble-keys';

/**
 * A shared crowdfund by its code (/assemble/share/detail/query?shareCode): the same for everyone. A wrong
 * code is shown by the page rather than toasted.
 */
export const assembleShareQueryOptions = (shareCode: string) =>
  queryOptions({
    queryKey: assembleKeys.shared(shareCode),
    queryFn: async ({ signal }) => unwrap(await call(assembleShareDetail, { query: { shareCode } }, { signal, failureToast: 'none' })).assemble,
    retry: retryTransportOnce,
  });

export const useAssembleShare = (shareCode: string) => useQuery(assembleShareQueryOptions(shareCode));
