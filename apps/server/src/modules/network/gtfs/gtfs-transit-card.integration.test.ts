import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { demoCities } from '../../../db/seed/demo-cities';
import { editFeed, tinyFeed } from '../../../test/gtfs-test-feed';
import { createTestDatabase } from '../../../test/test-database';
import { GtfsError } from './gtfs-error';
import { importGtfsFeed } from './gtfs-import.service';
import { parseGtfsFeed } from './gtfs.parser';

/** udian_transit_card (decision 053): a feed may say whether a route's driver takes a transit card swipe. */

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insertInto('cities').values(demoCities).execute();
});
afterAll(async () => handle.close());

/** The tiny feed with a udian_transit_card column: R1's value and R2's. */
const withCardColumn = (r1: string, r2: string) =>
  editFeed(tinyFeed(), 'routes.txt', (lines) => lines.map((line, i) => `${line},${i === 0 ? 'udian_transit_card' : i === 1 ? r1 : r2}`));

const flags = async () =>
  Object.fromEntries((await db.selectFrom('lines').select(['external_id', 'accepts_transit_card']).orderBy('external_id').execute()).map((l) => [l.external_id, l.accepts_transit_card]));

describe('udian_transit_card', () => {
  it('sets the flag where the feed says 1 or 0, and leaves the operator’s setting where it is blank or absent', async () => {
    await db.transaction().execute((tx) => importGtfsFeed(tx, parseGtfsFeed(withCardColumn('1', ''))));
    expect(await flags()).toEqual({ R1: true, R2: false });

    // The operator turns it on for R2 in the console; the same feed again keeps it, as does a feed without the column.
    await db.updateTable('lines').set({ accepts_transit_card: true }).where('external_id', '=', 'R2').execute();
    await db.transaction().execute((tx) => importGtfsFeed(tx, parseGtfsFeed(withCardColumn('1', ''))));
    await db.transaction().execute((tx) => importGtfsFeed(tx, parseGtfsFeed(tinyFeed())));
    expect(await flags()).toEqual({ R1: true, R2: true });

    await db.transaction().execute((tx) => importGtfsFeed(tx, parseGtfsFeed(withCardColumn('0', '0'))));
    expect(await flags()).toEqual({ R1: false, R2: false });
  });

  it('refuses a value other than 0 or 1, naming the file and line', () => {
    let error: unknown;
    try {
      parseGtfsFeed(withCardColumn('yes', ''));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GtfsError);
    expect(error).toMatchObject({ file: 'routes.txt', line: 2 });
    expect((error as GtfsError).reason).toContain('udian_transit_card');
  });
});
