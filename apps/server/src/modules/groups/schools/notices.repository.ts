import type { DbOrTx } from '../../../db/database';

export type SchoolNoticeRow = { id: number; student_id: number; student_name: string; text: string; created_at: Date };

/** The guardian sees this many of their latest notices. */
const NOTICES_SHOWN = 50;

/** What a guardian is told in the app when their student is checked in: one notice per ticket. */
export const createSchoolNoticesRepository = (db: DbOrTx) => ({
  /** undefined: the ticket's notice exists already (its unique key), so nobody is told twice. */
  insert: (values: { guardianUserId: number; studentId: number; ticketId: number; text: string; at: Date }, tx: DbOrTx = db): Promise<{ id: number } | undefined> =>
    tx
      .insertInto('school_notices')
      .values({ guardian_user_id: values.guardianUserId, student_id: values.studentId, ticket_id: values.ticketId, text: values.text, created_at: values.at })
      .onConflict((oc) => oc.column('ticket_id').doNothing())
      .returning('id')
      .executeTakeFirst(),

  /** The guardian's latest notices, newest first, with the student's name. */
  ofGuardian: (guardianUserId: number, tx: DbOrTx = db): Promise<SchoolNoticeRow[]> =>
    tx
      .selectFrom('school_notices as n')
      .innerJoin('students as s', 's.id', 'n.student_id')
      .select(['n.id', 'n.student_id', 's.name as student_name', 'n.text', 'n.created_at'])
      .where('n.guardian_user_id', '=', guardianUserId)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(NOTICES_SHOWN)
      .execute(),
});

export type SchoolNoticesRepository = ReturnType<typeof createSchoolNoticesRepository>;
