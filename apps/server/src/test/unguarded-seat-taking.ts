import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The control of the seat tests: runs `body` with the guard removed from the seat taking (take_seats,
 * migration 0005): read the counter, decide, write the value read plus n; no condition, no FOR UPDATE. The
 * pause between read and write is what a busy server would add. The real definition is put back afterwards.
 */
export const withUnguardedSeatTaking = async <T>(db: Db, body: () => Promise<T>): Promise<T> => {
  const { rows } = await sql<{ def: string }>`SELECT pg_get_functiondef('take_seats'::regproc) AS def`.execute(db);
  const guarded = rows[0]!.def;
  const conditionalUpdate = /UPDATE departures SET seats_sold = seats_sold \+ p_count\s+WHERE id = p_departures\[i\] AND status = 'scheduled' AND seats_sold \+ p_count <= capacity;\s+IF NOT FOUND THEN/;
  if (!conditionalUpdate.test(guarded)) throw new Error('take_seats no longer has the conditional update this control replaces');
  const unguarded = guarded
    .replace(/BEGIN/, 'DECLARE v_sold integer; v_cap integer;\n    BEGIN')
    .replace(
      conditionalUpdate,
      `SELECT seats_sold, capacity INTO v_sold, v_cap FROM departures WHERE id = p_departures[i];
         PERFORM pg_sleep(0.005);
         IF v_sold + p_count <= v_cap THEN UPDATE departures SET seats_sold = v_sold + p_count WHERE id = p_departures[i]; END IF;
         IF v_sold + p_count > v_cap THEN`,
    );
  await sql.raw(unguarded).execute(db);
  try {
    return await body();
  } finally {
    await sql.raw(guarded).execute(db);
  }
};
