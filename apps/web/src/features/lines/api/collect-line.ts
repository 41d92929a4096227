import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectLine } from '@udian/contracts/endpoints/lines/collect-line';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { lineUserStateKey } from '../../../api/queries/line-user-state';

/** Adds the line to the passenger's collection (POST /line/collectLine, logged in only). */
export const useCollectLine = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lineId: string) => unwrap(await call(collectLine, { body: { lineId } })),
    onSuccess: (data) => client.invalidateQueries({ queryKey: lineUserStateKey(data.lineId) }),
  });
};
