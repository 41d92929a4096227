import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { likeLiteral } from '../directory/groups.repository';
import type { StaffValues } from './staff-import';

/** Rows per statement of an import: 1000 rows × 6 parameters stays far below PostgreSQL's 65535. */
const CHUNK = 1000;

const chunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** A group's staff list (group_staff), by phone. */
export const createStaffRepository = (db: DbOrTx) => ({
  /** Every entry of the group: what an import compares the file with. */
  all: async (groupId: number, tx: DbOrTx = db): Promise<Map<string, { name: string; employeeNo: string }>> => {
    const rows = await tx.selectFrom('group_staff').select(['phone', 'name', 'employee_no']).where('group_id', '=', groupId).execute();
    return new Map(rows.map((row) => [row.phone, { name: row.name, employeeNo: row.employee_no }]));
  },

  /**
   * A page of the list, newest first, filtered by a part of the phone, name or employee number, with
   * whether an account has the phone (the users table is accounts'; that one question is asked of it here).
   */
  page: async (input: { groupId: number; keyword?: string; offset: number; limit: number }, tx: DbOrTx = db) => {
    const part = input.keyword ? `%${likeLiteral(input.keyword)}%` : null;
    const filtered = tx
      .selectFrom('group_staff as s')
      .where('s.group_id', '=', input.groupId)
      .$if(part !== null, (query) => query.where(sql<boolean>`(s.phone LIKE ${part} OR s.name ILIKE ${part} OR s.employee_no ILIKE ${part})`));
    const [items, total] = await Promise.all([
      filtered
        .select(['s.phone', 's.name', 's.employee_no', 's.added_at', 's.updated_at'])
        .select(sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.phone = s.phone)`.as('has_account'))
        .orderBy('s.added_at', 'desc')
        .orderBy('s.phone')
        .offset(input.offset)
        .limit(input.limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  },

  /** Adds or changes entries by (group, phone), a thousand rows a statement. */
  upsert: async (groupId: number, rows: readonly StaffValues[], now: Date, tx: DbOrTx = db): Promise<void> => {
    for (const chunk of chunks(rows)) {
      await tx
        .insertInto('group_staff')
        .values(chunk.map((row) => ({ group_id: groupId, phone: row.phone, name: row.name, employee_no: row.employeeNo, added_at: now, updated_at: now })))
        .onConflict((oc) =>
          oc.columns(['group_id', 'phone']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), employee_no: eb.ref('excluded.employee_no'), updated_at: now })),
        )
        .execute();
    }
  },

  /** Removes these phones from the list, a thousand a statement; answers how many were listed. */
  remove: async (groupId: number, phones: readonly string[], tx: DbOrTx = db): Promise<number> => {
    let removed = 0;
    for (const chunk of chunks(phones)) {
      const result = await tx.deleteFrom('group_staff').where('group_id', '=', groupId).where('phone', 'in', chunk).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
    return removed;
  },
});

export type StaffRepository = ReturnType<typeof createStaffRepository>;
