import type { CharterFee } from '@udian/contracts/charter-fees';
import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { StudentCharterStatusValue, StudentCharterTable } from '../../../db/schema';

export type StudentCharterRow = Selectable<StudentCharterTable>;

export type NewStudentCharter = {
  userId: number;
  schoolGroupId: number | null;
  schoolName: string;
  contactName: string;
  contactPhone: string;
  departsAt: Date;
  returnsAt: Date | null;
  headcount: number;
  origin: { name: string; lng: number; lat: number };
  destination: { name: string; lng: number; lat: number };
  note: string;
  quote: CharterFee;
  at: Date;
};

/** Pending first (the operator's work), then by the day they run, soonest first. */
const pendingFirst = sql<number>`CASE WHEN status = 'pending' THEN 0 ELSE 1 END`;

/** Student charters (学生包车): the requests, their decisions, and the one calendar fact a fee needs. */
export const createStudentChartersRepository = (db: DbOrTx) => ({
  insert: (input: NewStudentCharter, tx: DbOrTx = db): Promise<StudentCharterRow> =>
    tx
      .insertInto('student_charters')
      .values({
        user_id: input.userId,
        school_group_id: input.schoolGroupId,
        school_name: input.schoolName,
        contact_name: input.contactName,
        contact_phone: input.contactPhone,
        departs_at: input.departsAt,
        returns_at: input.returnsAt,
        headcount: input.headcount,
        origin_name: input.origin.name,
        origin_lng: input.origin.lng,
        origin_lat: input.origin.lat,
        destination_name: input.destination.name,
        destination_lng: input.destination.lng,
        destination_lat: input.destination.lat,
        note: input.note,
        rules_version: input.quote.rulesVersion,
        quote: JSON.stringify(input.quote),
        fee_cents: input.quote.totalCents,
        created_at: input.at,
        updated_at: input.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** The passenger's requests still waiting for the operator. */
  countPending: async (userId: number, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('student_charters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  find: (id: number, tx: DbOrTx = db): Promise<StudentCharterRow | undefined> => tx.selectFrom('student_charters').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The request held until `tx` ends: the operator's decision and the requester's cancel take turns. */
  lock: (id: number, tx: DbOrTx): Promise<StudentCharterRow | undefined> =>
    tx.selectFrom('student_charters').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  /** The passenger's requests, newest first. */
  ofUser: (userId: number, tx: DbOrTx = db): Promise<StudentCharterRow[]> =>
    tx.selectFrom('student_charters').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute(),

  /** A page of every request (of a status, or all), pending first, then by departure; with the counts. */
  page: async (
    input: { status?: StudentCharterStatusValue; offset: number; limit: number },
    tx: DbOrTx = db,
  ): Promise<{ rows: StudentCharterRow[]; total: number; pending: number }> => {
    const [rows, counts] = await Promise.all([
      tx
        .selectFrom('student_charters')
        .selectAll()
        .$if(input.status !== undefined, (query) => query.where('status', '=', input.status!))
        .orderBy(pendingFirst)
        .orderBy('departs_at', 'asc')
        .orderBy('id', 'asc')
        .offset(input.offset)
        .limit(input.limit)
        .execute(),
      tx
        .selectFrom('student_charters')
        .select([
          sql<number>`count(*) FILTER (WHERE ${input.status === undefined ? sql`true` : sql`status = ${input.status}`})::integer`.as('total'),
          sql<number>`count(*) FILTER (WHERE status = 'pending')::integer`.as('pending'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(counts.total), pending: Number(counts.pending) };
  },

  /** Confirmed at a fee (the quote's, or another with its reason); operatorId null only for the demo seed. */
  confirm: (id: number, change: { feeCents: number; reason: string; operatorId: number | null; at: Date }, tx: DbOrTx): Promise<StudentCharterRow> =>
    tx
      .updateTable('student_charters')
      .set({ status: 'confirmed', confirmed_fee_cents: change.feeCents, adjust_reason: change.reason, decided_at: change.at, decided_by: change.operatorId, updated_at: change.at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** Declined by the operator with a reason, or cancelled by the requester (no operator). */
  end: (id: number, change: { status: 'declined' | 'cancelled'; reason: string; operatorId: number | null; at: Date }, tx: DbOrTx): Promise<StudentCharterRow> =>
    tx
      .updateTable('student_charters')
      .set({ status: change.status, decline_reason: change.reason, decided_at: change.at, decided_by: change.operatorId, updated_at: change.at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /**
   * China's official calendar on one day (network's cn_calendar_days, read here in one query as decision 030
   * allows): a holiday or make-up workday with its name, or null for an ordinary day.
   */
  officialDay: async (date: string, tx: DbOrTx = db): Promise<{ kind: 'holiday' | 'workday'; name: string } | null> => {
    const row = await tx.selectFrom('cn_calendar_days').select(['kind', 'name']).where('day', '=', date).executeTakeFirst();
    return row ? { kind: row.kind, name: row.name } : null;
  },
});

export type StudentChartersRepository = ReturnType<typeof createStudentChartersRepository>;
