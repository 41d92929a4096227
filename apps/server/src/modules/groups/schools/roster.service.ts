import type { ImportRosterBody, RosterImportReport, RosterRow } from '@udian/contracts/endpoints/ops/groups/schools';
import { maskPhone } from '@udian/contracts/masking';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { GroupRow, GroupsRepository } from '../directory/groups.repository';
import { parseRosterCsv } from './roster-csv';
import { planRosterImport } from './roster-plan';
import type { RosterRepository } from './roster.repository';
import type { SchoolCommitHook } from './school-admin.service';

type ImportInput = z.output<typeof ImportRosterBody>;
type Page = { page: number; pageSize: number };

/**
 * A school's student list (学生名单) as the console keeps it: a page of it, and its import from CSV whole or not
 * at all, as a staff list's (decision 048). A registration whose number, name and guardian phone match a
 * student of the list is approved at once (students' register). Each import runs the caller's commit hook
 * (the audit entry) in its transaction.
 */
export const createRosterService = ({
  db,
  roster,
  groups,
  now = () => new Date(),
}: {
  db: Db;
  roster: RosterRepository;
  groups: Pick<GroupsRepository, 'find' | 'lock'>;
  now?: () => Date;
}) => {
  /** Unknown → groupNotFound, a group of another kind → notASchool. */
  const schoolOf = (group: GroupRow | undefined): GroupRow => {
    if (!group) throw new AppError('groupNotFound');
    if (group.kind !== 'school') throw new AppError('notASchool');
    return group;
  };

  return {
    /** A page of the school's list by class and number, the guardians' phones masked. */
    page: async (input: { groupId: number; keyword?: string } & Page): Promise<{ items: RosterRow[]; total: number }> => {
      schoolOf(await groups.find(input.groupId));
      const { items, total } = await roster.page({
        groupId: input.groupId,
        keyword: input.keyword || undefined,
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      });
      return {
        total,
        items: items.map((row) => ({
          studentNo: row.student_no,
          name: row.name,
          className: row.class_name,
          guardianPhone: row.guardian_phone === '' ? '' : maskPhone(row.guardian_phone),
          isRegistered: row.is_registered,
          addedAt: row.created_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
        })),
      };
    },

    /**
     * A student list from CSV, whole or not at all: one transaction under the school's lock reads the list,
     * decides every row, then adds and changes in batches (and, in replace mode, removes those the file no
     * longer has; their registrations stand). A dry run decides and reports, and changes nothing.
     */
    importRoster: async (input: ImportInput, onCommit: SchoolCommitHook<{ school: GroupRow; report: RosterImportReport }>): Promise<RosterImportReport> => {
      const rows = parseRosterCsv(input.csv);
      return db.transaction().execute(async (tx) => {
        const school = schoolOf(await groups.lock(Number(input.groupId), tx));
        const plan = planRosterImport(rows, await roster.all(school.id, tx), { mode: input.mode, isDryRun: input.isDryRun });
        if (input.isDryRun) return plan.report;
        await roster.upsert(school.id, plan.upserts, now(), tx);
        await roster.remove(school.id, plan.removals, tx);
        await onCommit(tx, { school, report: plan.report });
        return plan.report;
      });
    },
  };
};

export type RosterService = ReturnType<typeof createRosterService>;
