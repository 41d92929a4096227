import type { OpsStudent, SaveTermBody } from '@udian/contracts/endpoints/ops/groups/schools';
import { TERM_MAX_DAYS, type SchoolTerm, type StudentStatus } from '@udian/contracts/schemas/schools';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { NoticeSender } from '../company-lines/company-line-notices';
import type { GroupRow, GroupsRepository } from '../directory/groups.repository';
import type { GroupsSmsPort } from '../groups.ports';
import { schoolNotices } from './school-notices';
import { toOpsStudent, toSchoolTerm } from './school-views';
import type { StudentRow, StudentsRepository } from './students.repository';
import type { TermsRepository } from './terms.repository';

/** Runs in a write's transaction before it commits: the console's audit entry. */
export type SchoolCommitHook<C> = (tx: DbOrTx, change: C) => Promise<void>;

type Page = { page: number; pageSize: number };

const DAY_MS = 86_400_000;
/** Whole days from one 'YYYY-MM-DD' date to another. */
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Schools as the console keeps them (decision 049): the students guardians registered, which the school's
 * administrator or the operator approves (the guardian is then a member of the school for its lines) or
 * rejects with a reason under the student's row lock, texting the guardian after the commit; and the
 * school's terms, which never overlap (checked under the school's row lock). Each write runs the caller's
 * commit hook (the audit entry) in its transaction.
 */
export const createSchoolAdminService = ({
  db,
  students,
  terms,
  groups,
  sms,
  notify,
  now = () => new Date(),
}: {
  db: Db;
  students: StudentsRepository;
  terms: TermsRepository;
  groups: Pick<GroupsRepository, 'find' | 'lock'>;
  sms: Pick<GroupsSmsPort, 'productName'>;
  /** Texts the guardian after a decision commits (a failure is logged and undoes nothing). */
  notify: NoticeSender;
  now?: () => Date;
}) => {
  const schoolOf = (group: GroupRow | undefined): GroupRow => {
    if (!group) throw new AppError('groupNotFound');
    if (group.kind !== 'school') throw new AppError('notASchool');
    return group;
  };

  const viewOf = async (id: number, tx: DbOrTx = db): Promise<StudentRow> => {
    const row = await students.find(id, tx);
    if (!row) throw new AppError('studentNotFound');
    return row;
  };

  const opsViewOf = async (row: StudentRow, tx: DbOrTx = db): Promise<OpsStudent> => toOpsStudent(row, (await students.withTermPass([row.id], tx)).has(row.id));

  /** Tells the guardian the school's decision, after the commit. */
  const tellGuardian = async (row: StudentRow): Promise<void> => {
    const common = { productName: sms.productName, phone: row.guardian_phone, studentName: row.name, schoolName: row.group_name, lineCode: row.line_code };
    await notify(row.status === 'approved' ? schoolNotices.studentApproved(common) : schoolNotices.studentRejected({ ...common, reason: row.reason }));
  };

  return {
    /** The school a registration was made to (the console checks a group administrator's scope with it). */
    groupOfStudent: async (studentId: number): Promise<number> => (await viewOf(studentId)).group_id,

    /** A page of a school's students, pending first, newest first, the guardians' phones masked. */
    students: async (input: { groupId: number; status?: StudentStatus } & Page): Promise<{ items: OpsStudent[]; total: number; pending: number }> => {
      schoolOf(await groups.find(input.groupId));
      const { rows, total, pending } = await students.page({ groupId: input.groupId, status: input.status, offset: (input.page - 1) * input.pageSize, limit: input.pageSize });
      const passes = await students.withTermPass(rows.map((row) => row.id));
      return { items: rows.map((row) => toOpsStudent(row, passes.has(row.id))), total, pending };
    },

    /**
     * Approves or rejects (with the reason) a pending registration under its row lock: of two decisions at
     * once the second answers studentDecided. The audit entry commits with it; the guardian is texted after.
     */
    decide: async (
      input: { studentId: number; isApproved: boolean; reason: string; operatorId: number },
      onCommit: SchoolCommitHook<{ student: OpsStudent }>,
    ): Promise<{ student: OpsStudent }> => {
      if (!input.isApproved && input.reason.length === 0) throw new AppError('invalidParams', '不通过时请填写原因');
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        const base = await students.lock(input.studentId, tx);
        if (!base) throw new AppError('studentNotFound');
        if (base.status !== 'pending') throw new AppError('studentDecided');
        const change = input.isApproved ? { status: 'approved' as const, reason: '' } : { status: 'rejected' as const, reason: input.reason };
        if (!(await students.settle(base.id, { ...change, at, decidedBy: input.operatorId }, tx))) throw new AppError('studentDecided');
        const decided = await viewOf(base.id, tx);
        await onCommit(tx, { student: await opsViewOf(decided, tx) });
        return decided;
      });
      await tellGuardian(row);
      return { student: await opsViewOf(row) };
    },

    /** A school's terms, latest first. */
    terms: async (groupId: number): Promise<{ items: SchoolTerm[] }> => {
      schoolOf(await groups.find(groupId));
      return { items: (await terms.ofGroup(groupId)).map(toSchoolTerm) };
    },

    /**
     * Creates a term or changes one of the school's (termNotFound otherwise). At most TERM_MAX_DAYS days
     * (termTooLong); never sharing a day with another term of the school (termOverlaps), checked under the
     * school's row lock so that two saves at once cannot both pass. Answers the term and the school's latest
     * term end after the change (its lines are kept on sale to that day).
     */
    saveTerm: async (
      input: z.output<typeof SaveTermBody>,
      onCommit: SchoolCommitHook<{ school: GroupRow; before: SchoolTerm | null; after: SchoolTerm }>,
    ): Promise<{ term: SchoolTerm }> => {
      if (daysBetween(input.startsOn, input.endsOn) >= TERM_MAX_DAYS) throw new AppError('termTooLong');
      const groupId = Number(input.groupId);
      const termId = input.termId === undefined ? null : Number(input.termId);
      const values = { name: input.name, startsOn: input.startsOn, endsOn: input.endsOn, closedDays: input.closedDays };
      const at = now();
      const term = await db.transaction().execute(async (tx) => {
        const school = schoolOf(await groups.lock(groupId, tx));
        const existing = termId === null ? null : await terms.find(groupId, termId, tx);
        if (termId !== null && !existing) throw new AppError('termNotFound');
        const other = await terms.overlapping(groupId, { startsOn: input.startsOn, endsOn: input.endsOn, exceptId: termId }, tx);
        if (other) throw new AppError('termOverlaps', `学期日期与本校「${other.name}」（${other.starts_on} 至 ${other.ends_on}）重叠，请调整`);
        const saved = existing ? await terms.update(existing.id, values, at, tx) : await terms.insert(groupId, values, at, tx);
        const after = toSchoolTerm(saved);
        await onCommit(tx, { school, before: existing ? toSchoolTerm(existing) : null, after });
        return after;
      });
      return { term };
    },

    /** The last day of the school's latest term (null without terms): its lines are kept on sale to it. */
    latestTermEnd: (groupId: number): Promise<string | null> => terms.latestEnd(groupId),
  };
};

export type SchoolAdminService = ReturnType<typeof createSchoolAdminService>;
