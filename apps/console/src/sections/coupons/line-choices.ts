import { listOpsLines } from '@udian/contracts/endpoints/ops/network/network-lines';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { LINE_CHOICES_KEY } from './coupon-keys';

/** The lines a template may be limited to, as select options (code and name; the first 100 by code). */
export const useLineChoices = () => {
  const lines = useQuery({ queryKey: LINE_CHOICES_KEY, queryFn: ({ signal }) => call(listOpsLines, { query: { page: 1, pageSize: 100 }, signal }) });
  return { options: (lines.data?.items ?? []).map((l) => ({ value: l.id, label: `${l.code} ${l.name}` })), isLoading: lines.isPending };
};
