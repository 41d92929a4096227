import type { RegisterStudentBody } from '@udian/contracts/endpoints/schools/schools';
import type { SchoolNotice, SchoolTerm, Student } from '@udian/contracts/schemas/schools';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiDate } from '../../../time/shanghai-time';
import type { GroupRow, GroupsRepository } from '../directory/groups.repository';
import type { GroupsAccountsPort } from '../groups.ports';
import type { SchoolNoticesRepository } from './notices.repository';
import { toSchoolNotice, toSchoolTerm, toStudent } from './school-views';
import { STUDENT_LIMIT, type StudentRow, type StudentsRepository } from './students.repository';
import type { TermsRepository } from './terms.repository';

export type StudentsServiceDeps = {
  db: Db;
  students: StudentsRepository;
  terms: TermsRepository;
  notices: SchoolNoticesRepository;
  groups: Pick<GroupsRepository, 'find'>;
  accounts: Pick<GroupsAccountsPort, 'lockUser'>;
  now?: () => Date;
};

/** What buying needs of an approved student to sell the term pass. */
export type ApprovedStudent = { studentId: number; groupId: number; lineId: number; name: string; studentNo: string; boardSeq: number; alightSeq: number };

/** A term as buying prices a term pass over it. */
export type SchoolTermDays = { termId: number; name: string; startsOn: string; endsOn: string; closedDays: string[] };

/**
 * Students of schools for guardians (decision 049): a guardian registers a student on one of the school's
 * lines with the stops the student rides between (one school's line, stops of it that allow boarding and
 * alighting), at most STUDENT_LIMIT standing at once under the guardian's lock, a student number once per
 * school (the partial unique index); withdraws while the school has not decided; reads the school's terms and
 * the check-in notices. Answers buying and riding the student and term they sell and show.
 */
export const createStudentsService = (deps: StudentsServiceDeps) => {
  const { db, students, terms, notices, groups, accounts } = deps;
  const now = deps.now ?? (() => new Date());

  const viewOf = async (id: number, tx: DbOrTx = db): Promise<StudentRow> => {
    const row = await students.find(id, tx);
    if (!row) throw new AppError('studentNotFound');
    return row;
  };

  /** The school named: unknown → groupNotFound, a group of another kind → notASchool. */
  const schoolOf = async (groupId: number): Promise<GroupRow> => {
    const group = await groups.find(groupId);
    if (!group) throw new AppError('groupNotFound');
    if (group.kind !== 'school') throw new AppError('notASchool');
    return group;
  };

  /** The guardian's own registration (anyone else's is not found). */
  const ownOf = async (userId: number, studentId: number): Promise<StudentRow> => {
    const row = await students.find(studentId);
    if (!row || row.guardian_user_id !== userId) throw new AppError('studentNotFound');
    return row;
  };

  /** The line's two stops the student rides between: both of the line, boarding allowed at the first and alighting at the second. */
  const checkStops = async (lineId: number, boardSeq: number, alightSeq: number) => {
    const stops = await students.lineStops(lineId);
    const board = stops.find((stop) => stop.seq === boardSeq);
    const alight = stops.find((stop) => stop.seq === alightSeq);
    if (!board) throw new AppError('invalidParams', '上车站点不在该线路上，请重新选择');
    if (!alight) throw new AppError('invalidParams', '下车站点不在该线路上，请重新选择');
    if (alightSeq <= boardSeq) throw new AppError('invalidParams', '下车站点须在上车站点之后');
    if (!board.can_board) throw new AppError('invalidParams', `${board.name}站只下不上，请重新选择上车站点`);
    if (!alight.can_alight) throw new AppError('invalidParams', `${alight.name}站只上不下，请重新选择下车站点`);
  };

  return {
    /** /school/terms: the school's terms not ended, soonest first. */
    terms: async (groupId: number): Promise<{ items: SchoolTerm[] }> => {
      await schoolOf(groupId);
      return { items: (await terms.notEnded(groupId, shanghaiDate(now()))).map(toSchoolTerm) };
    },

    /**
     * Registers a student, pending the school's decision, or approved at once when the school's student list
     * has the number with the same name and guardian phone (decided by no one). Refused: not a school (notASchool), a line not
     * running for this school (schoolLineNotFound), stops not of the line or not allowing it (invalidParams
     * with the reason), STUDENT_LIMIT standing already (studentLimit), the number standing at the school
     * (studentNoTaken).
     */
    register: async (userId: number, input: z.output<typeof RegisterStudentBody>): Promise<{ student: Student }> => {
      const group = await schoolOf(Number(input.groupId));
      const line = await students.findLine(Number(input.lineId));
      if (!line?.is_active || line.group_id !== group.id) throw new AppError('schoolLineNotFound');
      await checkStops(line.id, input.boardSeq, input.alightSeq);
      const row = await db.transaction().execute(async (tx) => {
        await accounts.lockUser(userId, tx);
        if ((await students.countStanding(userId, tx)) >= STUDENT_LIMIT) throw new AppError('studentLimit');
        // A student the school's list has by this number, name and guardian phone needs no one's decision.
        const isApproved = await students.isOnRoster({ groupId: group.id, studentNo: input.studentNo, name: input.name, guardianPhone: input.guardianPhone }, tx);
        const inserted = await students.insert(
          {
            groupId: group.id,
            lineId: line.id,
            guardianUserId: userId,
            guardianPhone: input.guardianPhone,
            name: input.name,
            className: input.className,
            studentNo: input.studentNo,
            boardSeq: input.boardSeq,
            alightSeq: input.alightSeq,
            isApproved,
            at: now(),
          },
          tx,
        );
        if (!inserted) throw new AppError('studentNoTaken');
        return viewOf(inserted.id, tx);
      });
      return { student: toStudent(row) };
    },

    /** The guardian's registrations, newest first. */
    mine: async (userId: number): Promise<{ items: Student[] }> => ({ items: (await students.ofGuardian(userId)).map(toStudent) }),

    /** Withdraws the guardian's own pending registration (anyone else's is not found; a decided one studentDecided). */
    withdraw: async (userId: number, studentId: number): Promise<{ student: Student }> => {
      const row = await db.transaction().execute(async (tx) => {
        const base = await students.lock(studentId, tx);
        if (!base || base.guardian_user_id !== userId) throw new AppError('studentNotFound');
        if (base.status !== 'pending' || !(await students.settle(base.id, { status: 'withdrawn', reason: '', at: now(), decidedBy: null }, tx))) {
          throw new AppError('studentDecided');
        }
        return viewOf(base.id, tx);
      });
      return { student: toStudent(row) };
    },

    /** The guardian's check-in notices, newest first. */
    notices: async (userId: number): Promise<{ items: SchoolNotice[] }> => ({ items: (await notices.ofGuardian(userId)).map(toSchoolNotice) }),

    /** The guardian's approved student: studentNotFound (unknown or another's), studentNotApproved. */
    approvedStudent: async (userId: number, studentId: number): Promise<ApprovedStudent> => {
      const row = await ownOf(userId, studentId);
      if (row.status !== 'approved') throw new AppError('studentNotApproved');
      return {
        studentId: row.id,
        groupId: row.group_id,
        lineId: row.line_id,
        name: row.name,
        studentNo: row.student_no,
        boardSeq: row.board_seq,
        alightSeq: row.alight_seq,
      };
    },

    /** The guardian's own student, whatever its status: studentNotFound otherwise. */
    ownStudent: async (userId: number, studentId: number): Promise<{ studentId: number; name: string }> => {
      const row = await ownOf(userId, studentId);
      return { studentId: row.id, name: row.name };
    },

    /** A term of the school: termNotFound otherwise. */
    term: async (groupId: number, termId: number): Promise<SchoolTermDays> => {
      const row = await terms.find(groupId, termId);
      if (!row) throw new AppError('termNotFound');
      return { termId: row.id, name: row.name, startsOn: row.starts_on, endsOn: row.ends_on, closedDays: [...row.closed_days].sort() };
    },
  };
};

export type StudentsService = ReturnType<typeof createStudentsService>;
