import { listGroups } from '@udian/contracts/endpoints/ops/groups/groups';
import { groupKindLabels } from '@udian/contracts/schemas/groups';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { OPERATORS_KEY } from './operators-key';

/** The groups a 单位管理员 account may be tied to, as select options (name, and the kind when not an enterprise). */
export const useGroupChoices = (isNeeded: boolean) => {
  const groups = useQuery({
    queryKey: [...OPERATORS_KEY, 'group-choices'],
    queryFn: ({ signal }) => call(listGroups, { query: {}, signal }),
    enabled: isNeeded,
  });
  return {
    options: (groups.data?.items ?? []).map((g) => ({ value: g.groupId, label: g.kind === 'enterprise' ? g.name : `${g.name}（${groupKindLabels[g.kind]}）` })),
    isLoading: isNeeded && groups.isPending,
  };
};

/** The rule of the group box: a 单位管理员 administers one group. */
export const GROUP_REQUIRED_MESSAGE = '单位管理员须指定所属单位';
