import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { CnCalendarDay, CnDayKind } from './cn-calendar-days';

export const createCalendarRepository = (db: DbOrTx) => ({
  /**
   * Makes cn_calendar_days hold exactly `days` for the years given: upserts each day (writing only what
   * changed) and deletes days of those years that left the data, e.g. when a provisional year is replaced
   * by the State Council's notice.
   */
  replaceCnDays: async (days: readonly CnCalendarDay[], years: readonly number[], tx: DbOrTx = db) => {
    if (days.length > 0) {
      await tx
        .insertInto('cn_calendar_days')
        .values(days.map(({ day, kind, name }) => ({ day, kind, name })))
        .onConflict((oc) =>
          oc
            .column('day')
            .doUpdateSet((eb) => ({ kind: eb.ref('excluded.kind'), name: eb.ref('excluded.name') }))
            .where(sql<boolean>`(cn_calendar_days.kind, cn_calendar_days.name) IS DISTINCT FROM (excluded.kind, excluded.name)`),
        )
        .execute();
    }
    for (const year of years) {
      const kept = days.filter((d) => d.day.startsWith(`${year}-`)).map((d) => d.day);
      let query = tx.deleteFrom('cn_calendar_days').where('day', '>=', `${year}-01-01`).where('day', '<=', `${year}-12-31`);
      if (kept.length > 0) query = query.where('day', 'not in', kept);
      await query.execute();
    }
  },

  /** The official calendar between two service dates (both included). */
  findCnDays: async (from: string, to: string, tx: DbOrTx = db): Promise<Map<string, CnDayKind>> => {
    const rows = await tx
      .selectFrom('cn_calendar_days')
      .select(['day', 'kind'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return new Map(rows.map((row) => [row.day, row.kind]));
  },

  /** The official days with their names (国庆节), for calendars that show them. */
  findNamedCnDays: (from: string, to: string, tx: DbOrTx = db) =>
    tx
      .selectFrom('cn_calendar_days')
      .select(['day', 'kind', 'name'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
});

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
