import type { EndpointData } from '@udian/contracts/endpoint';
import {
  STAFF_IMPORT_MAX_CHARS,
  type CreateGroupBody,
  type groupStatement,
  type ImportStaffBody,
  type OpsGroupLine,
  type SetLineGroupBody,
  type UpdateGroupBody,
} from '@udian/contracts/endpoints/ops/groups/groups';
import { groupPayerLabels, type GroupKind, type GroupPayer } from '@udian/contracts/schemas/groups';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { CurrentOperator } from '../../../http/request-context';
import type { GroupAdminService } from '../../groups/admin/group-admin.service';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { SchoolLinesOnSale } from './school-lines-on-sale';

/** The staff import's route takes the largest CSV the contract allows: 2,000,000 characters of up to 4 bytes, in JSON. */
export const STAFF_IMPORT_BODY_LIMIT = 4 * STAFF_IMPORT_MAX_CHARS + 64 * 1024;

/** A line's group and terms, before and after a change. */
type LineGroupTerms = { groupId: number | null; payer: GroupPayer; memberPriceCents: number };

/**
 * Network's service of the lines kept for a group (who may buy them, who pays). `set` with a transaction
 * changes the line in it; `afterCommit` then brings this instance's read model up to date.
 */
export type GroupLinesPort = {
  listForGroup: (groupId: number) => Promise<OpsGroupLine[]>;
  set: (input: LineGroupTerms & { lineId: number }, tx?: DbOrTx) => Promise<{ before: LineGroupTerms; after: LineGroupTerms }>;
  afterCommit: () => Promise<void>;
};

/** Buying's monthly statement of the rides a group paid for. */
export type GroupStatementPort = (groupId: number, month: string) => Promise<EndpointData<typeof groupStatement>>;

type Operator = CurrentOperator & { ip: string };
type Page = { page: number; pageSize: number };

/** A group administrator names only their own group (decision 048); every other role any. */
export const groupInScope = (operator: Pick<CurrentOperator, 'role' | 'groupId'>, groupId: string | number): number => {
  const id = Number(groupId);
  if (operator.role === 'groupAdmin' && operator.groupId !== id) throw new AppError('groupOutOfScope');
  return id;
};

/**
 * The console's 企业通勤: groups' admin service keeps the directory, staff lists and members; network keeps
 * the lines and who pays; buying reads the statement. Every write is recorded in the audit log inside its own
 * transaction; a group administrator is held to their own group.
 */
export const createGroupDeskService = ({
  db,
  groups,
  lines,
  statement,
  audit,
  keepSchoolLinesOnSale,
}: {
  db: Db;
  groups: GroupAdminService;
  lines: GroupLinesPort;
  statement: GroupStatementPort;
  audit: AuditService;
  /** A line kept for a school is on sale to the school's last term day, as its other lines are (decision 049). */
  keepSchoolLinesOnSale: SchoolLinesOnSale;
}) => {
  /** The group named, in the operator's scope and existing. */
  const groupOf = async (operator: Operator, groupId: string) => groups.find(groupInScope(operator, groupId));

  const record = (actor: AuditActor, tx: DbOrTx, entry: Parameters<AuditService['record']>[1]) => audit.record(actor, entry, tx);

  return {
    list: (operator: Operator, query: { kind?: GroupKind; keyword?: string }) =>
      groups.list({ ...query, onlyGroupId: operator.role === 'groupAdmin' ? (operator.groupId ?? -1) : undefined }),

    create: (operator: Operator, input: z.output<typeof CreateGroupBody>) =>
      groups.create(input, (tx, { after }) =>
        record(operator, tx, { action: 'group.create', targetType: 'group', targetId: after.groupId, summary: `创建单位「${after.name}」`, after }),
      ),

    update: (operator: Operator, input: z.output<typeof UpdateGroupBody>) =>
      groups.update(input, (tx, { before, after }) =>
        record(operator, tx, {
          action: 'group.update',
          targetType: 'group',
          targetId: after.groupId,
          summary: `修改单位「${after.name}」${before.inviteCode !== after.inviteCode ? (after.inviteCode ? '，更换邀请码' : '，停用邀请码') : ''}`,
          before,
          after,
        }),
      ),

    staff: async (operator: Operator, query: { groupId: string; keyword?: string } & Page) => {
      const group = await groupOf(operator, query.groupId);
      return groups.staffPage({ ...query, groupId: group.id });
    },

    importStaff: (operator: Operator, input: z.output<typeof ImportStaffBody>) =>
      groups.importStaff({ ...input, groupId: String(groupInScope(operator, input.groupId)) }, (tx, { group, report }) =>
        record(operator, tx, {
          action: 'group.staffImport',
          targetType: 'group',
          targetId: group.id,
          summary: `导入「${group.name}」员工名单（${input.mode === 'replace' ? '覆盖' : '合并'}）：新增 ${report.added} 人，更新 ${report.updated} 人，移除 ${report.removed} 人，未导入 ${report.refused} 行`,
          after: { mode: input.mode, total: report.total, added: report.added, updated: report.updated, unchanged: report.unchanged, refused: report.refused, removed: report.removed },
        }),
      ),

    removeStaff: (operator: Operator, input: { groupId: string; phones: string[] }) =>
      groups.removeStaff(groupInScope(operator, input.groupId), input.phones, (tx, { group, removed }) =>
        record(operator, tx, {
          action: 'group.staffRemove',
          targetType: 'group',
          targetId: group.id,
          summary: `从「${group.name}」员工名单移除 ${removed} 人`,
          after: { phones: input.phones, removed },
        }),
      ),

    members: async (operator: Operator, query: { groupId: string } & Page) => {
      const group = await groupOf(operator, query.groupId);
      return groups.membersPage({ ...query, groupId: group.id });
    },

    endMember: (operator: Operator, input: { groupId: string; userId: string }) =>
      groups.endMembership(groupInScope(operator, input.groupId), Number(input.userId), (tx, { group, userId, method }) =>
        record(operator, tx, {
          action: 'group.memberEnd',
          targetType: 'group',
          targetId: group.id,
          summary: `终止用户 ${userId} 的「${group.name}」成员资格`,
          after: { userId: String(userId), method, endedBy: 'operator' },
        }),
      ),

    lines: async (operator: Operator, query: { groupId: string }) => {
      const group = await groupOf(operator, query.groupId);
      return { items: await lines.listForGroup(group.id) };
    },

    /** Keeps a line for a group (who pays, the member's price) or opens it to everyone again; network's rule, audited here. */
    setLine: async (operator: Operator, input: z.output<typeof SetLineGroupBody>) => {
      const group = input.groupId === null ? null : await groups.find(Number(input.groupId));
      const lineId = Number(input.lineId);
      await db.transaction().execute(async (tx) => {
        const change = await lines.set({ lineId, groupId: group?.id ?? null, payer: input.payer, memberPriceCents: input.memberPriceCents }, tx);
        await record(operator, tx, {
          action: 'line.groupSet',
          targetType: 'line',
          targetId: lineId,
          summary: group
            ? `线路 ${lineId} 设为「${group.name}」专属线路，${groupPayerLabels[input.payer]}${input.payer === 'group' ? `，员工票价 ${(input.memberPriceCents / 100).toFixed(2)} 元` : ''}`
            : `线路 ${lineId} 恢复为公开线路`,
          before: change.before,
          after: change.after,
        });
      });
      await lines.afterCommit();
      if (group?.kind === 'school') await keepSchoolLinesOnSale(group.id);
      return { lineId: String(lineId), groupId: group === null ? null : String(group.id) };
    },

    statement: async (operator: Operator, query: { groupId: string; month: string }) => {
      const group = await groupOf(operator, query.groupId);
      return statement(group.id, query.month);
    },
  };
};

export type GroupDeskService = ReturnType<typeof createGroupDeskService>;
