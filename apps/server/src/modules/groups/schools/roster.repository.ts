import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { likeLiteral } from '../directory/groups.repository';
import type { RosterEntries, RosterValues } from './roster-plan';

/** Rows per statement of an import: 1000 rows × 7 parameters stays far below PostgreSQL's 65535. */
const CHUNK = 1000;

const chunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** A school's student list (school_roster), by student number. */
export const createRosterRepository = (db: DbOrTx) => ({
  /** Every student of the school's list: what an import compares the file with. */
  all: async (groupId: number, tx: DbOrTx = db): Promise<Map<string, { name: string; className: string; guardianPhone: string }>> => {
    const rows = await tx.selectFrom('school_roster').select(['student_no', 'name', 'class_name', 'guardian_phone']).where('group_id', '=', groupId).execute();
    return new Map(rows.map((row) => [row.student_no, { name: row.name, className: row.class_name, guardianPhone: row.guardian_phone }])) satisfies RosterEntries;
  },

  /**
   * A page of the list by class and student number, filtered by a part of the number, name or class, with
   * whether a guardian's registration of that number stands (pending or approved).
   */
  page: async (input: { groupId: number; keyword?: string; offset: number; limit: number }, tx: DbOrTx = db) => {
    const part = input.keyword ? `%${likeLiteral(input.keyword)}%` : null;
    const filtered = tx
      .selectFrom('school_roster as r')
      .where('r.group_id', '=', input.groupId)
      .$if(part !== null, (query) => query.where(sql<boolean>`(r.student_no ILIKE ${part} OR r.name ILIKE ${part} OR r.class_name ILIKE ${part})`));
    // One after the other: inside a transaction (and on PGlite) queries share one connection anyway.
    const items = await filtered
      .select(['r.student_no', 'r.name', 'r.class_name', 'r.guardian_phone', 'r.created_at', 'r.updated_at'])
      .select(
        sql<boolean>`EXISTS (SELECT 1 FROM students s WHERE s.group_id = r.group_id AND s.student_no = r.student_no AND s.status IN ('pending', 'approved'))`.as(
          'is_registered',
        ),
      )
      .orderBy('r.class_name')
      .orderBy('r.student_no')
      .offset(input.offset)
      .limit(input.limit)
      .execute();
    const total = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { items, total: Number(total.n) };
  },

  /** Adds or changes students by (school, student number), a thousand rows a statement. */
  upsert: async (groupId: number, rows: readonly RosterValues[], now: Date, tx: DbOrTx = db): Promise<void> => {
    for (const chunk of chunks(rows)) {
      await tx
        .insertInto('school_roster')
        .values(
          chunk.map((row) => ({
            group_id: groupId,
            student_no: row.studentNo,
            name: row.name,
            class_name: row.className,
            guardian_phone: row.guardianPhone,
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['group_id', 'student_no']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            class_name: eb.ref('excluded.class_name'),
            guardian_phone: eb.ref('excluded.guardian_phone'),
            updated_at: now,
          })),
        )
        .execute();
    }
  },

  /** Removes these student numbers from the list, a thousand a statement (registrations stand); answers how many were listed. */
  remove: async (groupId: number, studentNos: readonly string[], tx: DbOrTx = db): Promise<number> => {
    let removed = 0;
    for (const chunk of chunks(studentNos)) {
      const result = await tx.deleteFrom('school_roster').where('group_id', '=', groupId).where('student_no', 'in', chunk).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
    return removed;
  },
});

export type RosterRepository = ReturnType<typeof createRosterRepository>;
