import type { DbOrTx } from '../../../db/database';
import { createCalendarRepository } from './calendar.repository';
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
