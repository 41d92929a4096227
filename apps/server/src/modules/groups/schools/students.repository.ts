import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { StudentStatusValue, StudentTable } from '../../../db/schema';

export type StudentBase = Selectable<StudentTable>;

/** A student with what its views show: the school's name, the line's code and name, the stops' names. */
export type StudentRow = StudentBase & { group_name: string; line_code: string; line_name: string; board_name: string; alight_name: string };

/** A school line as registration asks it: whether it runs and the group it is kept for. */
export type SchoolLine = { id: number; is_active: boolean; group_id: number | null; code: string; name: string };

/** A stop of a line: its place in the line, its station's name, whether riders may board or alight there. */
export type SchoolLineStop = { seq: number; name: string; can_board: boolean; can_alight: boolean };

/** At most this many registrations of a guardian stand (pending or approved) at once. */
export const STUDENT_LIMIT = 10;

const baseColumns = [
  's.id', 's.group_id', 's.line_id', 's.guardian_user_id', 's.guardian_phone', 's.name', 's.class_name', 's.student_no', 's.board_seq', 's.alight_seq',
  's.status', 's.reason', 's.created_at', 's.decided_at', 's.decided_by',
] as const;

const selectRows = (tx: DbOrTx) =>
  tx
    .selectFrom('students as s')
    .innerJoin('groups as g', 'g.id', 's.group_id')
    .innerJoin('lines as l', 'l.id', 's.line_id')
    .select([
      ...baseColumns,
      'g.name as group_name',
      'l.code as line_code',
      'l.name as line_name',
      sql<string>`coalesce((SELECT st.name FROM line_stops ls JOIN stations st ON st.id = ls.station_id WHERE ls.line_id = s.line_id AND ls.seq = s.board_seq), '')`.as('board_name'),
      sql<string>`coalesce((SELECT st.name FROM line_stops ls JOIN stations st ON st.id = ls.station_id WHERE ls.line_id = s.line_id AND ls.seq = s.alight_seq), '')`.as('alight_name'),
    ]);

/** Pending ones first, then newest first. */
const pendingFirst = sql<number>`CASE WHEN s.status = 'pending' THEN 0 ELSE 1 END`;

/** A registration that stands: pending or approved (the partial unique index's predicate, written as it is). */
const standing = sql<boolean>`status IN ('pending', 'approved')`;

/**
 * Students guardians registered on school lines (decision 049). A line's group and its stops are read from
 * network's tables (lines, line_stops, stations): which school a line is kept for and where it stops are the
 * questions asked of them here.
 */
export const createStudentsRepository = (db: DbOrTx) => ({
  findLine: (lineId: number, tx: DbOrTx = db): Promise<SchoolLine | undefined> =>
    tx.selectFrom('lines').select(['id', 'is_active', 'group_id', 'code', 'name']).where('id', '=', lineId).executeTakeFirst(),

  /** The line's stops in order, with their stations' names. */
  lineStops: (lineId: number, tx: DbOrTx = db): Promise<SchoolLineStop[]> =>
    tx
      .selectFrom('line_stops as ls')
      .innerJoin('stations as st', 'st.id', 'ls.station_id')
      .select(['ls.seq', 'st.name', 'ls.can_board', 'ls.can_alight'])
      .where('ls.line_id', '=', lineId)
      .orderBy('ls.seq')
      .execute(),

  find: (id: number, tx: DbOrTx = db): Promise<StudentRow | undefined> => selectRows(tx).where('s.id', '=', id).executeTakeFirst(),

  /** The student's own row, held until `tx` ends: a decision and a withdrawal take turns. */
  lock: (id: number, tx: DbOrTx): Promise<StudentBase | undefined> => tx.selectFrom('students as s').select(baseColumns).where('s.id', '=', id).forUpdate().executeTakeFirst(),

  /** How many registrations of the guardian stand (pending or approved). */
  countStanding: async (guardianUserId: number, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('guardian_user_id', '=', guardianUserId)
      .where(standing)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Whether the school's student list (school_roster) has this number with this name and guardian phone: a
   * registration that matches is approved at once.
   */
  isOnRoster: async (values: { groupId: number; studentNo: string; name: string; guardianPhone: string }, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx
      .selectFrom('school_roster')
      .select('student_no')
      .where('group_id', '=', values.groupId)
      .where('student_no', '=', values.studentNo)
      .where('name', '=', values.name)
      .where('guardian_phone', '=', values.guardianPhone)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * A registration, pending or (`isApproved`: it matches the school's list) approved at `at` by no one.
   * undefined: the student number stands at this school already (the partial unique index).
   */
  insert: (
    values: {
      groupId: number;
      lineId: number;
      guardianUserId: number;
      guardianPhone: string;
      name: string;
      className: string;
      studentNo: string;
      boardSeq: number;
      alightSeq: number;
      isApproved: boolean;
      at: Date;
    },
    tx: DbOrTx = db,
  ): Promise<{ id: number } | undefined> =>
    tx
      .insertInto('students')
      .values({
        group_id: values.groupId,
        line_id: values.lineId,
        guardian_user_id: values.guardianUserId,
        guardian_phone: values.guardianPhone,
        name: values.name,
        class_name: values.className,
        student_no: values.studentNo,
        board_seq: values.boardSeq,
        alight_seq: values.alightSeq,
        created_at: values.at,
        ...(values.isApproved ? { status: 'approved' as const, reason: '', decided_at: values.at, decided_by: null } : {}),
      })
      .onConflict((oc) => oc.columns(['group_id', 'student_no']).where(standing).doNothing())
      .returning('id')
      .executeTakeFirst(),

  /** Ends a pending registration (approved, rejected or withdrawn); false when it was no longer pending. */
  settle: async (
    id: number,
    change: { status: Exclude<StudentStatusValue, 'pending'>; reason: string; at: Date; decidedBy: number | null },
    tx: DbOrTx,
  ): Promise<boolean> => {
    const row = await tx
      .updateTable('students')
      .set({ status: change.status, reason: change.reason, decided_at: change.at, decided_by: change.decidedBy })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The guardian's registrations, newest first. */
  ofGuardian: (guardianUserId: number, tx: DbOrTx = db): Promise<StudentRow[]> =>
    selectRows(tx).where('s.guardian_user_id', '=', guardianUserId).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(100).execute(),

  /** Of these students, those with a paid term pass. */
  withTermPass: async (ids: readonly number[], tx: DbOrTx = db): Promise<Set<number>> => {
    if (ids.length === 0) return new Set();
    const rows = await tx.selectFrom('orders').select('student_id').distinct().where('student_id', 'in', ids).where('status', '=', 'paid').execute();
    return new Set(rows.map((row) => Number(row.student_id)));
  },

  /** A page of a school's students (of a status, or all), pending first, newest first; with the counts. */
  page: async (
    input: { groupId: number; status?: StudentStatusValue; offset: number; limit: number },
    tx: DbOrTx = db,
  ): Promise<{ rows: StudentRow[]; total: number; pending: number }> => {
    // One after the other: inside a transaction (and on PGlite) queries share one connection anyway.
    const rows = await selectRows(tx)
      .where('s.group_id', '=', input.groupId)
      .$if(input.status !== undefined, (query) => query.where('s.status', '=', input.status!))
      .orderBy(pendingFirst)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .offset(input.offset)
      .limit(input.limit)
      .execute();
    const counts = await tx
      .selectFrom('students')
      .select([
        sql<number>`count(*) FILTER (WHERE ${input.status === undefined ? sql`true` : sql`status = ${input.status}`})::integer`.as('total'),
        sql<number>`count(*) FILTER (WHERE status = 'pending')::integer`.as('pending'),
      ])
      .where('group_id', '=', input.groupId)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(counts.total), pending: Number(counts.pending) };
  },
});

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
