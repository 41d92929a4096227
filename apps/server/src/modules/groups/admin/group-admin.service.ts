import type {
  CreateGroupBody,
  ImportStaffBody,
  OpsGroup,
  OpsGroupMember,
  StaffImportReport,
  StaffRow,
  UpdateGroupBody,
} from '@udian/contracts/endpoints/ops/groups/groups';
import { maskPhone } from '@udian/contracts/masking';
import type { GroupKind } from '@udian/contracts/schemas/groups';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { randomCode } from '../../../lib/secret-token';
import { storedInitials } from '../directory/group-initials';
import { toOpsGroup } from '../directory/group-view';
import type { GroupRow, GroupsRepository, GroupValues } from '../directory/groups.repository';
import type { MembershipsRepository } from '../memberships/memberships.repository';
import { parseStaffCsv } from '../staff/staff-csv';
import { planStaffImport } from '../staff/staff-import';
import type { StaffRepository } from '../staff/staff.repository';

/** Runs in a write's transaction before it commits: the console's audit entry. */
export type GroupCommitHook<C> = (tx: DbOrTx, change: C) => Promise<void>;

type CreateInput = z.output<typeof CreateGroupBody>;
type UpdateInput = z.output<typeof UpdateGroupBody>;
type ImportInput = z.output<typeof ImportStaffBody>;
type Page = { page: number; pageSize: number };

/** Invite codes people read aloud and type: no 0/O, 1/I. */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INVITE_LENGTH = 8;

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505' && (error as { constraint?: unknown }).constraint === constraint;

/**
 * Groups as operators keep them (decision 048): the directory (create, change, list), staff lists (a page,
 * an import in one transaction, removal) and the members proved by e-mail or invite code (a page, ending
 * one). Each write runs the caller's commit hook (the audit entry) in its transaction.
 */
export const createGroupAdminService = ({
  db,
  groups,
  staff,
  memberships,
  now = () => new Date(),
}: {
  db: Db;
  groups: GroupsRepository;
  staff: StaffRepository;
  memberships: MembershipsRepository;
  now?: () => Date;
}) => {
  const viewOf = async (row: GroupRow, tx: DbOrTx = db): Promise<OpsGroup> => toOpsGroup(row, (await groups.counts([row.id], tx)).get(row.id));

  const newInviteCode = async (tx: DbOrTx): Promise<string> => {
    for (;;) {
      const code = randomCode(INVITE_ALPHABET, INVITE_LENGTH);
      if (!(await groups.isInviteCodeTaken(code, tx))) return code;
    }
  };

  const lockOrFail = async (groupId: number, tx: DbOrTx): Promise<GroupRow> => {
    const row = await groups.lock(groupId, tx);
    if (!row) throw new AppError('groupNotFound');
    return row;
  };

  /** A rename that collides with another group's name, found by the unique index at once. */
  const nameTakenOr = (error: unknown): never => {
    if (isUniqueViolation(error, 'groups_name_key')) throw new AppError('groupNameTaken');
    throw error;
  };

  return {
    /** The group, or groupNotFound: what every call naming a group asks first. */
    find: async (groupId: number): Promise<GroupRow> => {
      const row = await groups.find(groupId);
      if (!row) throw new AppError('groupNotFound');
      return row;
    },

    /** Every group (or only `onlyGroupId`, a group administrator's), of a kind and matching a keyword, newest first. */
    list: async (input: { kind?: GroupKind; keyword?: string; onlyGroupId?: number }): Promise<{ items: OpsGroup[] }> => {
      const rows = await groups.list({ kind: input.kind, keyword: input.keyword || undefined, onlyId: input.onlyGroupId });
      const counts = await groups.counts(rows.map((row) => row.id));
      return { items: rows.map((row) => toOpsGroup(row, counts.get(row.id))) };
    },

    create: async (input: CreateInput, onCommit: GroupCommitHook<{ after: OpsGroup }>): Promise<{ group: OpsGroup }> =>
      db
        .transaction()
        .execute(async (tx) => {
          if (!(await groups.isCity(input.cityId, tx))) throw new AppError('invalidParams', '所选城市不存在，请重新选择');
          const values: GroupValues = {
            kind: input.kind,
            name: input.name,
            short_name: input.shortName,
            initials: storedInitials(input.name, input.shortName),
            city_id: input.cityId,
            email_domains: [...new Set(input.emailDomains)],
            invite_code: input.hasInviteCode ? await newInviteCode(tx) : null,
            contact_name: input.contactName,
            contact_phone: input.contactPhone,
          };
          const row = await groups.insert(values, now(), tx);
          if (!row) throw new AppError('groupNameTaken');
          const group = await viewOf(row, tx);
          await onCommit(tx, { after: group });
          return { group };
        })
        .catch(nameTakenOr),

    /** Changes what is given; a new name or short name computes the initials again; 'new' replaces the invite code. */
    update: async (input: UpdateInput, onCommit: GroupCommitHook<{ before: OpsGroup; after: OpsGroup }>): Promise<{ group: OpsGroup }> =>
      db
        .transaction()
        .execute(async (tx) => {
          const row = await lockOrFail(Number(input.groupId), tx);
          const name = input.name ?? row.name;
          const shortName = input.shortName ?? row.short_name;
          if (name !== row.name) {
            const other = await groups.findByName(name, tx);
            if (other && other.id !== row.id) throw new AppError('groupNameTaken');
          }
          const changes: Partial<GroupValues> = {
            name,
            short_name: shortName,
            initials: storedInitials(name, shortName),
            ...(input.emailDomains !== undefined ? { email_domains: [...new Set(input.emailDomains)] } : {}),
            ...(input.contactName !== undefined ? { contact_name: input.contactName } : {}),
            ...(input.contactPhone !== undefined ? { contact_phone: input.contactPhone } : {}),
            ...(input.inviteCode === 'new' ? { invite_code: await newInviteCode(tx) } : input.inviteCode === 'none' ? { invite_code: null } : {}),
          };
          const before = await viewOf(row, tx);
          const after = await viewOf(await groups.update(row.id, changes, now(), tx), tx);
          await onCommit(tx, { before, after });
          return { group: after };
        })
        .catch(nameTakenOr),

    staffPage: async (input: { groupId: number; keyword?: string } & Page): Promise<{ items: StaffRow[]; total: number }> => {
      const { items, total } = await staff.page({
        groupId: input.groupId,
        keyword: input.keyword || undefined,
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      });
      return {
        total,
        items: items.map((row) => ({
          phone: row.phone,
          name: row.name,
          employeeNo: row.employee_no,
          hasAccount: row.has_account,
          addedAt: row.added_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
        })),
      };
    },

    /**
     * A staff list from CSV, whole or not at all: one transaction under the group's lock reads the list,
     * decides every row, then adds and changes in batches (and, in replace mode, removes those the file no
     * longer has). A dry run decides and reports, and changes nothing.
     */
    importStaff: async (input: ImportInput, onCommit: GroupCommitHook<{ group: GroupRow; report: StaffImportReport }>): Promise<StaffImportReport> => {
      const rows = parseStaffCsv(input.csv);
      return db.transaction().execute(async (tx) => {
        const group = await lockOrFail(Number(input.groupId), tx);
        const plan = planStaffImport(rows, await staff.all(group.id, tx), { mode: input.mode, isDryRun: input.isDryRun });
        if (input.isDryRun) return plan.report;
        const at = now();
        await staff.upsert(group.id, plan.upserts, at, tx);
        await staff.remove(group.id, plan.removals, tx);
        await onCommit(tx, { group, report: plan.report });
        return plan.report;
      });
    },

    /** Removes phones from the staff list: their accounts' future purchases of its lines end. */
    removeStaff: async (groupId: number, phones: readonly string[], onCommit: GroupCommitHook<{ group: GroupRow; removed: number }>): Promise<{ removed: number }> =>
      db.transaction().execute(async (tx) => {
        const group = await lockOrFail(groupId, tx);
        const removed = await staff.remove(group.id, [...new Set(phones)], tx);
        if (removed > 0) await onCommit(tx, { group, removed });
        return { removed };
      }),

    membersPage: async (input: { groupId: number } & Page): Promise<{ items: OpsGroupMember[]; total: number }> => {
      const { items, total } = await memberships.listLive(input.groupId, { offset: (input.page - 1) * input.pageSize, limit: input.pageSize });
      return {
        total,
        items: items.map((row) => ({ userId: String(row.user_id), phone: maskPhone(row.phone), method: row.method, email: row.email, since: row.created_at.toISOString() })),
      };
    },

    /** Ends a member's e-mail or invite membership (a staff-list member is removed from the list instead). */
    endMembership: async (groupId: number, userId: number, onCommit: GroupCommitHook<{ group: GroupRow; userId: number; method: string }>): Promise<{ userId: string }> =>
      db.transaction().execute(async (tx) => {
        const group = await lockOrFail(groupId, tx);
        const ended = await memberships.end({ groupId: group.id, userId, by: 'operator', now: now() }, tx);
        if (!ended) throw new AppError('groupMembershipNotFound', '该用户不是本单位的成员，或已被移出');
        await onCommit(tx, { group, userId, method: ended.method });
        return { userId: String(userId) };
      }),
  };
};

export type GroupAdminService = ReturnType<typeof createGroupAdminService>;
