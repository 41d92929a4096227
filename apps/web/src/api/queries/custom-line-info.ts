import { queryOptions, useQuery } from '@tanstack/react-query';
import { customLineInfo } from '@udian/contracts/endpoints/assemble/assemble';
import type { EndpointData } from '@udian/contracts/endpoint';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';
import { getLoginInfo } from '../../lib/login-info';
import { assembleKeys } from './assemble-keys';

export type CustomLineInfo = EndpointData<typeof customLineInfo>;

/**
 * A line's crowdfund (/customLine/info?lineId): its progress, deadline and stops, what committing buys while
 * it gathers (`plan`), and the logged-in passenger's part (`me`). Null for a line that is no crowdfund (the
 * server's 1004 众筹线路不存在): the page shows the line as any other. Read by line-info and the buying page;
 * silent, since a page without it still shows the line.
 */
export const customLineInfoQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: assembleKeys.line(getLoginInfo()?.userId ?? '', lineId),
    queryFn: async ({ signal }): Promise<CustomLineInfo | null> => {
      const result = await call(customLineInfo, { query: { lineId } }, { signal, failureToast: 'none' });
      if (!result.ok && 'meta' in result && result.meta.code === errorCatalogue.assembleNotFound.code) return null;
      return unwrap(result);
    },
    retry: retryTransportOnce,
  });

export const useCustomLineInfo = (lineId: string, isEnabled: boolean) =>
  useQuery({ ...customLineInfoQueryOptions(lineId), enabled: isEnabled });
