import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { GroupKind, GroupLineTerms, GroupPayer, LineAccess } from '@udian/contracts/schemas/groups';
import { AppError } from '../../../http/app-error';
import type { NetworkGroupsPort } from '../network.ports';
import type { LineAccessRow, LinesRepository } from './lines.repository';

/** Who may buy a line and on what terms, for one passenger (or a visitor). */
export type AccessVerdict = {
  access: LineAccess;
  mayBuy: boolean;
  /** Why not, in words the passenger can act on; null when they may. */
  refusal: string | null;
  /** The group the line is kept for (whoever pays); null for a public or phone-list line. */
  groupId: number | null;
  payer: GroupPayer;
  /** What a member pays per ticket by the line's terms: the member price when the group pays, else the fare. */
  memberPriceCents: number;
};

/** What buying asks before every quote and order (its NetworkPort.accessOf). */
export type PurchaseAccess = Omit<AccessVerdict, 'access'>;

/** A group's line refused to a non-member: what they should do next depends on the kind of group. */
export const groupRefusal = (group: { kind: GroupKind; name: string }): string =>
  group.kind === 'school' ? `该线路仅限${group.name}学生乘坐` : `该线路仅限${group.name}员工乘坐，请先完成企业认证`;

/** A group line's terms: when the passenger pays, a member pays the fare. */
export const termsOf = (row: Pick<LineAccessRow, 'group_payer' | 'member_price_cents' | 'price_cents'>): GroupLineTerms => ({
  payer: row.group_payer,
  memberPriceCents: row.group_payer === 'group' ? row.member_price_cents : row.price_cents,
});

/**
 * Who may buy a line (decision 048), the one home of that rule: a line kept for a group sells to the group's
 * members (asked of groups now, so leaving the staff list ends future purchases); a phone-list line
 * (is_white_list) to the phones on its list; any other line to everyone. A visitor (no user) may buy only
 * a public line. /line/isWhiteUser, /line/userState/query, /group/lines and buying's every quote and order
 * answer from here.
 */
export const createLineAccess = ({
  lines,
  groups,
}: {
  lines: Pick<LinesRepository, 'findAccess' | 'listedOn'>;
  groups: NetworkGroupsPort;
}) => {
  /** The verdict from what was asked: the line's group (if it still exists), membership of it, the phone list. */
  const verdictOf = (
    row: LineAccessRow,
    asked: { group: { id: number; kind: GroupKind; name: string } | undefined; isMember: boolean; isListed: boolean },
  ): AccessVerdict => {
    const terms = termsOf(row);
    const base = { groupId: row.group_id, payer: terms.payer, memberPriceCents: terms.memberPriceCents };
    if (row.group_id !== null) {
      const { group, isMember } = asked;
      const access: LineAccess = { kind: 'group', group: group ? { groupId: String(group.id), kind: group.kind, name: group.name } : null, terms };
      const refusal = isMember ? null : group ? groupRefusal(group) : errorCatalogue.groupMembersOnly.desc;
      return { ...base, access, mayBuy: isMember, refusal };
    }
    if (row.is_white_list) {
      return { ...base, access: { kind: 'phoneList', group: null, terms: null }, mayBuy: asked.isListed, refusal: asked.isListed ? null : errorCatalogue.whiteListOnly.desc };
    }
    return { ...base, access: { kind: 'public', group: null, terms: null }, mayBuy: true, refusal: null };
  };

  const namesOf = (groupIds: readonly number[]) => (groupIds.length === 0 ? Promise.resolve([]) : groups.findGroups(groupIds));

  /**
   * Many lines for one passenger (a list, or one line): each group's name and membership asked once, the phone
   * lists in one query. With `namesWhenRefused` (a purchase) a group's name is asked only of a non-member, for
   * the refusal: a member's order reads no more than it needs.
   */
  const judgeMany = async (rows: readonly LineAccessRow[], userId: number | null, { namesWhenRefused = false } = {}): Promise<AccessVerdict[]> => {
    const groupIds = [...new Set(rows.flatMap((row) => (row.group_id === null ? [] : [row.group_id])))];
    const phoneListIds = rows.filter((row) => row.group_id === null && row.is_white_list).map((row) => row.id);
    const [memberships, listed, named] = await Promise.all([
      Promise.all(groupIds.map(async (groupId) => [groupId, userId !== null && (await groups.isMember(userId, groupId))] as const)),
      userId === null || phoneListIds.length === 0 ? new Set<number>() : lines.listedOn(phoneListIds, userId),
      namesWhenRefused ? undefined : namesOf(groupIds),
    ]);
    const memberOf = new Map(memberships);
    const found = named ?? (await namesOf(groupIds.filter((groupId) => !memberOf.get(groupId))));
    return rows.map((row) =>
      verdictOf(row, {
        group: row.group_id === null ? undefined : found.find((g) => g.id === row.group_id),
        isMember: row.group_id !== null && (memberOf.get(row.group_id) ?? false),
        isListed: listed.has(row.id),
      }),
    );
  };

  /** One line for one passenger (or a visitor). */
  const judge = async (row: LineAccessRow, userId: number | null): Promise<AccessVerdict> => (await judgeMany([row], userId))[0]!;

  return {
    judge,
    judgeMany,

    /** For buying, before every quote and order: an unknown line is not found (buying has checked it is on sale). */
    accessOf: async (userId: number, lineId: number): Promise<PurchaseAccess> => {
      const row = await lines.findAccess(lineId);
      if (!row) throw new AppError('lineNotFound');
      const { access: _access, ...verdict } = (await judgeMany([row], userId, { namesWhenRefused: true }))[0]!;
      return verdict;
    },
  };
};

export type LineAccessRule = ReturnType<typeof createLineAccess>;
