import type { EndpointData } from '@udian/contracts/endpoint';
import type { groupLines as groupLinesEndpoint } from '@udian/contracts/endpoints/groups/groups';
import type { OpsGroupLine } from '@udian/contracts/endpoints/ops/groups/groups';
import type { Db, DbOrTx } from '../../../db/database';
import type { GroupPayerValue } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { NetworkGroupsPort } from '../network.ports';
import { termsOf } from './line-access';
import { toLineSummary } from './line-summary.mapper';
import type { LinesRepository } from './lines.repository';
import type { NetworkReadModel } from './network-read-model';
import { bumpNetworkVersion } from './network-version';

export type LineGroupTerms = { groupId: number | null; payer: GroupPayerValue; memberPriceCents: number };

export type SetLineGroupInput = { lineId: number; groupId: number | null; payer: GroupPayerValue; memberPriceCents: number };

/** The constraint a line's group_id must meet: an unknown group fails it. */
const LINE_GROUP_KEY = 'lines_group_id_fkey';

const isUnknownGroup = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503' && (error as { constraint?: unknown }).constraint === LINE_GROUP_KEY;

/**
 * The lines kept for a group (decision 048): what a passenger sees of them (/group/lines), what the console
 * lists, and the console's change of a line's group and terms. A change bumps the network version in its
 * transaction (list pages mark the line as not for everyone); this instance's read model is rebuilt after the
 * commit, every other instance's within seconds (the network-refresh job).
 */
export const createGroupLinesService = ({
  db,
  lines,
  groups,
  readModel,
  now = () => new Date(),
}: {
  db: Db;
  lines: Pick<LinesRepository, 'findGroupLines' | 'lockAccess' | 'setGroup'>;
  groups: NetworkGroupsPort;
  readModel: Pick<NetworkReadModel, 'refreshIfChanged'>;
  now?: () => Date;
}) => {
  const requireGroup = async (groupId: number) => {
    const [group] = await groups.findGroups([groupId]);
    if (!group) throw new AppError('groupNotFound');
    return group;
  };

  const groupLines = async (groupId: number) =>
    (await lines.findGroupLines(groupId)).map((row) => ({
      line: toLineSummary(row),
      terms: termsOf({ group_payer: row.group_payer, member_price_cents: row.member_price_cents, price_cents: row.line_price_cents }),
    }));

  // The change has committed: a failed rebuild is not the operator's failure (the job rebuilds within seconds).
  const afterCommit = async (): Promise<void> => {
    await readModel.refreshIfChanged().catch(() => false);
  };

  const change = async (input: SetLineGroupInput, tx: DbOrTx) => {
    const line = await lines.lockAccess(input.lineId, tx);
    if (!line) throw new AppError('groupLineNotFound');
    const before: LineGroupTerms = { groupId: line.group_id, payer: line.group_payer, memberPriceCents: line.member_price_cents };
    let after: LineGroupTerms = { groupId: null, payer: 'passenger', memberPriceCents: 0 };
    if (input.groupId !== null) {
      // A line has one access rule: a phone list is taken off by hand before the line goes to a group.
      if (line.is_white_list) throw new AppError('groupLineHasPhoneList');
      if (input.payer === 'group' && input.memberPriceCents > line.price_cents) throw new AppError('groupMemberPriceAboveFare');
      after = { groupId: input.groupId, payer: input.payer, memberPriceCents: input.payer === 'group' ? input.memberPriceCents : 0 };
    }
    const isSame = before.groupId === after.groupId && before.payer === after.payer && before.memberPriceCents === after.memberPriceCents;
    if (!isSame) {
      try {
        // A line that changes group leaves its old school's sale period; its new school's is set after the commit.
        await lines.setGroup(line.id, { ...after, isNewGroup: before.groupId !== after.groupId }, now(), tx);
      } catch (error) {
        // The group's existence is the database's to say inside the caller's transaction (no other query may run then).
        if (isUnknownGroup(error)) throw new AppError('groupNotFound');
        throw error;
      }
      await bumpNetworkVersion(tx);
    }
    return { before, after };
  };

  return {
    /** /group/lines: a group's running lines and their terms; isMember for the logged-in passenger (false for a visitor). */
    forPassenger: async (groupId: number, userId: number | null): Promise<EndpointData<typeof groupLinesEndpoint>> => {
      await requireGroup(groupId);
      const [isMember, items] = await Promise.all([userId === null ? false : groups.isMember(userId, groupId), groupLines(groupId)]);
      return { isMember, items };
    },

    /** The console's list of the lines kept for a group, with who pays. */
    listForGroup: async (groupId: number): Promise<OpsGroupLine[]> => {
      await requireGroup(groupId);
      return (await groupLines(groupId)).map(({ line, terms }) => ({ line, payer: terms.payer, memberPriceCents: terms.memberPriceCents }));
    },

    /**
     * Keeps a line for a group's members with who pays (or, groupId null, for everyone again). With the caller's
     * `tx` (its audit entry commits with it) the caller runs `afterCommit` once committed; without one the change
     * commits here and the read model is rebuilt at once. Refusals: an unknown line (groupLineNotFound), an
     * unknown group (groupNotFound), a phone-list line (groupLineHasPhoneList), a member price above the fare
     * (groupMemberPriceAboveFare). When the passenger pays, the member price is not kept (a member pays the fare).
     */
    set: async (input: SetLineGroupInput, tx?: DbOrTx): Promise<{ before: LineGroupTerms; after: LineGroupTerms }> => {
      if (tx) return change(input, tx);
      const changed = await db.transaction().execute((own) => change(input, own));
      await afterCommit();
      return changed;
    },

    afterCommit,
  };
};

export type GroupLinesService = ReturnType<typeof createGroupLinesService>;
