import type { GroupKind, GroupMembership, GroupSummary } from '@udian/contracts/schemas/groups';
import { AppError } from '../../../http/app-error';
import type { MembershipsService } from '../memberships/memberships.service';
import { toGroupSummary } from './group-view';
import type { GroupsRepository } from './groups.repository';

/** At most this many groups answer a search. */
export const SEARCH_LIMIT = 20;

/** The groups passengers find and belong to: search, one group with the passenger's membership, their groups. */
export const createGroupsService = ({ groups, memberships }: { groups: GroupsRepository; memberships: Pick<MembershipsService, 'membershipOf' | 'membershipsOf'> }) => {
  const summaries = async (ids: readonly number[]): Promise<Map<number, GroupSummary>> => {
    const [rows, counts] = await Promise.all([groups.findMany(ids), groups.counts(ids)]);
    return new Map(rows.map((row) => [row.id, toGroupSummary(row, counts.get(row.id))]));
  };

  return {
    /** By name, short name or pinyin initials; whole and leading matches first, at most 20. */
    search: async (keyword: string, kind: GroupKind): Promise<{ items: GroupSummary[] }> => {
      const rows = await groups.search({ keyword, kind, limit: SEARCH_LIMIT });
      const counts = await groups.counts(rows.map((row) => row.id));
      return { items: rows.map((row) => toGroupSummary(row, counts.get(row.id))) };
    },

    /** Before a keyword is typed: the groups of a kind in a city (every city when none is known), by name, at most 20. */
    ofCity: async (cityId: number | null, kind: GroupKind): Promise<{ items: GroupSummary[] }> => {
      const rows = await groups.ofCity({ cityId, kind, limit: SEARCH_LIMIT });
      const counts = await groups.counts(rows.map((row) => row.id));
      return { items: rows.map((row) => toGroupSummary(row, counts.get(row.id))) };
    },

    /** One group; membership null for a visitor or a passenger who does not belong to it. */
    detail: async (viewerId: number | null, groupId: number): Promise<{ group: GroupSummary; membership: GroupMembership | null }> => {
      const group = (await summaries([groupId])).get(groupId);
      if (!group) throw new AppError('groupNotFound');
      return { group, membership: viewerId === null ? null : await memberships.membershipOf(viewerId, groupId) };
    },

    myGroups: async (userId: number): Promise<{ items: { group: GroupSummary; membership: GroupMembership }[] }> => {
      const mine = await memberships.membershipsOf(userId);
      const groupsById = await summaries(mine.map((m) => Number(m.groupId)));
      return { items: mine.flatMap((membership) => (groupsById.has(Number(membership.groupId)) ? [{ group: groupsById.get(Number(membership.groupId))!, membership }] : [])) };
    },

    /** Kind and name of groups by id (network's port: a line's access and its refusal text). */
    findGroups: async (ids: readonly number[]): Promise<{ id: number; kind: GroupKind; name: string }[]> =>
      (await groups.findMany(ids)).map((row) => ({ id: row.id, kind: row.kind, name: row.name })),
  };
};

export type GroupsService = ReturnType<typeof createGroupsService>;
