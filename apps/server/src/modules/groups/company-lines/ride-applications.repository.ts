import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { RideApplicationStatusValue, RideApplicationTable } from '../../../db/schema';

export type RideApplicationBase = Selectable<RideApplicationTable>;

/** An application with what its views show: the group's name, the line's code and name. */
export type RideApplicationRow = RideApplicationBase & { group_name: string; line_code: string; line_name: string };

/** What an application needs of its line: whether it runs and the group it is kept for. */
export type ApplicationLine = { id: number; is_active: boolean; group_id: number | null; code: string; name: string };

const baseColumns = [
  'a.id', 'a.group_id', 'a.line_id', 'a.user_id', 'a.name', 'a.employee_no', 'a.department', 'a.note', 'a.status', 'a.reason', 'a.created_at', 'a.decided_at', 'a.decided_by',
] as const;

const selectRows = (tx: DbOrTx) =>
  tx
    .selectFrom('ride_applications as a')
    .innerJoin('groups as g', 'g.id', 'a.group_id')
    .innerJoin('lines as l', 'l.id', 'a.line_id')
    .select([...baseColumns, 'g.name as group_name', 'l.code as line_code', 'l.name as line_name']);

/** Pending ones first, then newest first. */
const pendingFirst = sql<number>`CASE WHEN a.status = 'pending' THEN 0 ELSE 1 END`;

/**
 * Passengers' applications to ride a group's line (company-line-apply). The line's group is read from the
 * lines table (network's; which group a line is kept for is the one question asked of it here).
 */
export const createRideApplicationsRepository = (db: DbOrTx) => ({
  findLine: (lineId: number, tx: DbOrTx = db): Promise<ApplicationLine | undefined> =>
    tx.selectFrom('lines').select(['id', 'is_active', 'group_id', 'code', 'name']).where('id', '=', lineId).executeTakeFirst(),

  find: (id: number, tx: DbOrTx = db): Promise<RideApplicationRow | undefined> => selectRows(tx).where('a.id', '=', id).executeTakeFirst(),

  /** The application's own row, held until `tx` ends: a decision and a withdrawal take turns. */
  lock: (id: number, tx: DbOrTx): Promise<RideApplicationBase | undefined> =>
    tx.selectFrom('ride_applications as a').select(baseColumns).where('a.id', '=', id).forUpdate().executeTakeFirst(),

  /** The passenger's pending application to the group, if any. */
  findPending: (groupId: number, userId: number, tx: DbOrTx = db): Promise<{ id: number } | undefined> =>
    tx.selectFrom('ride_applications').select('id').where('group_id', '=', groupId).where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst(),

  /** undefined: the passenger has a pending application to this group already (the partial unique index). */
  insert: (
    values: { groupId: number; lineId: number; userId: number; name: string; employeeNo: string; department: string; note: string; at: Date },
    tx: DbOrTx = db,
  ): Promise<{ id: number } | undefined> =>
    tx
      .insertInto('ride_applications')
      .values({
        group_id: values.groupId,
        line_id: values.lineId,
        user_id: values.userId,
        name: values.name,
        employee_no: values.employeeNo,
        department: values.department,
        note: values.note,
        created_at: values.at,
      })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).where('status', '=', 'pending').doNothing())
      .returning('id')
      .executeTakeFirst(),

  /** Ends a pending application (approved, rejected or withdrawn); false when it was no longer pending. */
  settle: async (
    id: number,
    change: { status: Exclude<RideApplicationStatusValue, 'pending'>; reason: string; at: Date; decidedBy: number | null },
    tx: DbOrTx,
  ): Promise<boolean> => {
    const row = await tx
      .updateTable('ride_applications')
      .set({ status: change.status, reason: change.reason, decided_at: change.at, decided_by: change.decidedBy })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The passenger's applications, newest first. */
  ofUser: (userId: number, tx: DbOrTx = db): Promise<RideApplicationRow[]> =>
    selectRows(tx).where('a.user_id', '=', userId).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(100).execute(),

  /** A page of a group's applications (of a status, or all), pending first, newest first; with the counts. */
  page: async (
    input: { groupId: number; status?: RideApplicationStatusValue; offset: number; limit: number },
    tx: DbOrTx = db,
  ): Promise<{ rows: RideApplicationRow[]; total: number; pending: number }> => {
    const [rows, counts] = await Promise.all([
      selectRows(tx)
        .where('a.group_id', '=', input.groupId)
        .$if(input.status !== undefined, (query) => query.where('a.status', '=', input.status!))
        .orderBy(pendingFirst)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .offset(input.offset)
        .limit(input.limit)
        .execute(),
      tx
        .selectFrom('ride_applications')
        .select([
          sql<number>`count(*) FILTER (WHERE ${input.status === undefined ? sql`true` : sql`status = ${input.status}`})::integer`.as('total'),
          sql<number>`count(*) FILTER (WHERE status = 'pending')::integer`.as('pending'),
        ])
        .where('group_id', '=', input.groupId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(counts.total), pending: Number(counts.pending) };
  },
});

export type RideApplicationsRepository = ReturnType<typeof createRideApplicationsRepository>;
