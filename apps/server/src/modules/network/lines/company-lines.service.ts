import type { CompanyLine } from '@udian/contracts/endpoints/groups/company-lines';
import type { NetworkGroupsPort } from '../network.ports';
import type { CompanyLinesRepository } from './company-lines.repository';
import type { LineAccessRule } from './line-access';
import { toLineSummary } from './line-summary.mapper';

/**
 * company-line and company-line-search (园区班车): a city's running company lines by code, each with the group
 * it is kept for (through groups' port), its terms, and whether the passenger may buy it (line-access.ts; a
 * visitor may buy only a line open to everyone). A keyword matches the code, the name, a station's name or
 * the group's name.
 */
export const createCompanyLinesService = ({
  lines,
  access,
  groups,
}: {
  lines: CompanyLinesRepository;
  access: Pick<LineAccessRule, 'judgeMany'>;
  groups: Pick<NetworkGroupsPort, 'findGroups'>;
}) => ({
  list: async (input: { cityId: number; keyword?: string }, userId: number | null): Promise<{ items: CompanyLine[] }> => {
    let groupIds: number[] = [];
    if (input.keyword !== undefined) {
      const needle = input.keyword.toLowerCase();
      const named = await groups.findGroups(await lines.groupIdsInCity(input.cityId));
      groupIds = named.filter((group) => group.name.toLowerCase().includes(needle)).map((group) => group.id);
    }
    const rows = await lines.inCity({ cityId: input.cityId, keyword: input.keyword, groupIds });
    const verdicts = await access.judgeMany(
      rows.map((row) => ({ ...row, id: row.line_id, price_cents: row.line_price_cents })),
      userId,
    );
    return {
      items: rows.map((row, i) => {
        const verdict = verdicts[i]!;
        const group = verdict.access.group;
        return {
          line: toLineSummary(row),
          group: group ? { groupId: group.groupId, name: group.name } : null,
          terms: verdict.access.terms,
          canBuy: verdict.mayBuy,
        };
      }),
    };
  },
});

export type CompanyLinesService = ReturnType<typeof createCompanyLinesService>;
