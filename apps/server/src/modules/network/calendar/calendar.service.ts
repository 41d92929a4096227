import type { DbOrTx } from '../../../db/database';
import { createCalendarRepository, type CalendarRepository } from './calendar.repository';
import { CN_CALENDAR_YEARS, cnCalendarDays } from './cn-calendar-days';

/**
 * Writes the official calendar shipped in cn-calendar-days.ts to the database. It is reference data that
 * every deployment needs (with or without the demo seed), so the server runs this at every start; it is
 * idempotent and writes nothing when the table is already up to date.
 */
export const syncCnCalendar = async (db: DbOrTx): Promise<void> => {
  const write = (tx: DbOrTx) => createCalendarRepository(tx).replaceCnDays(cnCalendarDays, CN_CALENDAR_YEARS);
  // One transaction, so that a reader never sees a year half replaced.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
};

/** The official calendar as the other contexts read it (buying's calendar shows holidays and make-up workdays). */
export const createCalendarService = ({ calendar }: { calendar: CalendarRepository }) => ({
  /** The named official days (国庆节, make-up workdays) between two service dates, both included. */
  findNamedDays: (from: string, to: string) => calendar.findNamedCnDays(from, to),
});

export type CalendarService = ReturnType<typeof createCalendarService>;
