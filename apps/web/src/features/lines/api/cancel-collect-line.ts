import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelCollectLine } from '@udian/contracts/endpoints/lines/cancel-collect-line';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { lineUserStateKey } from '../../../api/queries/line-user-state';

/** Removes the line from the passenger's collection (POST /line/cancelCollectLine, logged in only). */
export const useCancelCollectLine = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lineId: string) => unwrap(await call(cancelCollectLine, { body: { lineId } })),
    onSuccess: (data) => client.invalidateQueries({ queryKey: lineUserStateKey(data.lineId) }),
  });
};
