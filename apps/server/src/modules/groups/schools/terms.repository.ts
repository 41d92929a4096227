import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** A school's term; dates are Asia/Shanghai service dates ('YYYY-MM-DD'). */
export type TermRow = { id: number; group_id: number; name: string; starts_on: string; ends_on: string; closed_days: string[] };

export type TermValues = { name: string; startsOn: string; endsOn: string; closedDays: readonly string[] };

const columns = [
  'id',
  'group_id',
  'name',
  sql<string>`starts_on::text`.as('starts_on'),
  sql<string>`ends_on::text`.as('ends_on'),
  // As text: pg would read a date[] as JavaScript Dates in the server's zone.
  sql<string[]>`closed_days::text[]`.as('closed_days'),
] as const;

/** A date[] literal: both drivers pass it as text and PostgreSQL casts it. */
const dateArray = (days: readonly string[]) => sql<string[]>`${`{${days.join(',')}}`}::date[]`;

/** Schools' terms (decision 049): their dates and the days without school. */
export const createTermsRepository = (db: DbOrTx) => ({
  find: (groupId: number, termId: number, tx: DbOrTx = db): Promise<TermRow | undefined> =>
    tx.selectFrom('school_terms').select(columns).where('id', '=', termId).where('group_id', '=', groupId).executeTakeFirst(),

  /** Every term of the school, latest first. */
  ofGroup: (groupId: number, tx: DbOrTx = db): Promise<TermRow[]> =>
    tx.selectFrom('school_terms').select(columns).where('group_id', '=', groupId).orderBy('starts_on', 'desc').orderBy('id', 'desc').execute(),

  /** The school's terms that have not ended on `today`, soonest first. */
  notEnded: (groupId: number, today: string, tx: DbOrTx = db): Promise<TermRow[]> =>
    tx
      .selectFrom('school_terms')
      .select(columns)
      .where('group_id', '=', groupId)
      .where(sql<boolean>`ends_on >= ${today}::date`)
      .orderBy('starts_on')
      .orderBy('id')
      .execute(),

  /** Another term of the school sharing a day with [startsOn, endsOn] (`exceptId`: the term being changed). */
  overlapping: (groupId: number, span: { startsOn: string; endsOn: string; exceptId: number | null }, tx: DbOrTx = db): Promise<TermRow | undefined> =>
    tx
      .selectFrom('school_terms')
      .select(columns)
      .where('group_id', '=', groupId)
      .where(sql<boolean>`starts_on <= ${span.endsOn}::date AND ends_on >= ${span.startsOn}::date`)
      .$if(span.exceptId !== null, (query) => query.where('id', '<>', span.exceptId!))
      .orderBy('starts_on')
      .executeTakeFirst(),

  /** The last day of the school's latest term; null without terms. */
  latestEnd: async (groupId: number, tx: DbOrTx = db): Promise<string | null> => {
    const row = await tx.selectFrom('school_terms').select(sql<string | null>`max(ends_on)::text`.as('ends_on')).where('group_id', '=', groupId).executeTakeFirst();
    return row?.ends_on ?? null;
  },

  insert: (groupId: number, values: TermValues, at: Date, tx: DbOrTx = db): Promise<TermRow> =>
    tx
      .insertInto('school_terms')
      .values({
        group_id: groupId,
        name: values.name,
        starts_on: values.startsOn,
        ends_on: values.endsOn,
        closed_days: dateArray(values.closedDays),
        created_at: at,
        updated_at: at,
      })
      .returning(columns)
      .executeTakeFirstOrThrow(),

  update: (termId: number, values: TermValues, at: Date, tx: DbOrTx = db): Promise<TermRow> =>
    tx
      .updateTable('school_terms')
      .set({ name: values.name, starts_on: values.startsOn, ends_on: values.endsOn, closed_days: dateArray(values.closedDays), updated_at: at })
      .where('id', '=', termId)
      .returning(columns)
      .executeTakeFirstOrThrow(),
});

export type TermsRepository = ReturnType<typeof createTermsRepository>;
