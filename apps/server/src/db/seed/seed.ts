import { sql } from 'kysely';
import path from 'node:path';
import type { Db, DbOrTx } from '../database';
import { ensureDepartureHorizon } from '../../modules/network/departure-horizon/departure-horizon';
import { syncCnCalendar } from '../../modules/network/calendar/calendar.service';
import { todayServiceDate } from '../../modules/network/calendar/service-days';
import { readGtfsFeed } from '../../modules/network/gtfs/gtfs-feed.reader';
import { bumpNetworkVersion } from '../../modules/network/lines/network-version';
import { importGtfsFeed } from '../../modules/network/gtfs/gtfs-import.service';
import { parseGtfsFeed } from '../../modules/network/gtfs/gtfs.parser';
import { demoCities } from './demo-cities';
import { seedDemoCarpools } from './demo-carpools';
import { seedDemoCoupons } from './demo-coupons';
import { seedDemoOdCampaign } from './demo-demand-campaign';
import { seedDemoPeriodPasses } from './demo-period-passes';
import { seedDemoGroup } from './demo-groups';
import { seedDemoHolidayLines } from './demo-holiday-lines';
import { seedDemoReturnWork } from './demo-return-work';
import { seedDemoPromotionCoupons } from './demo-promotions-coupons';
import { seedDemoInviteCampaign } from './demo-promotions-invite';
import { seedDemoSchool } from './demo-schools';
import { assignDemoVehicles, seedDemoExtras, sellOutDemoDeparture } from './demo-extras';
import { seedDemoStudentCharters } from './demo-student-charters';
import { seedDemoFeedback } from './demo-feedback';

const SEED_KEY = 'demo_seed_version';
/**
 * 1: cities only. 2: the demo network (GTFS feed), calendar, extras and departures. 3: coupon templates.
 * 4: the demo buses on their lines' departures. 5: the promotions (领券中心 campaigns, the invitation campaign).
 * 6: the OD-collection campaign of demand for new lines. 7: the demo enterprise (优点科技), its staff and its line.
 * 8: the demo school (南山外国语学校), its terms and its line S501.
 * 9: period passes, carpools, return-to-work shuttles, holiday lines, transit cards and student charters.
 * 10: the older section, the annual review, complaints and suggestions, the content pages and cooperation leads.
 */
const SEED_VERSION = '10';
const CITIES_ONLY_VERSION = '1';
const NETWORK_VERSION = '2';
const COUPONS_VERSION = '3';
const BUSES_VERSION = '4';
const PROMOTIONS_VERSION = '5';
const DEMAND_VERSION = '6';
const GROUPS_VERSION = '7';
const SCHOOLS_VERSION = '8';
const PASSES_VERSION = '9';
/** Versions a later seed still adds to, in order; any other value (the current one included) means "done". */
const UPGRADABLE = [
  CITIES_ONLY_VERSION,
  NETWORK_VERSION,
  COUPONS_VERSION,
  BUSES_VERSION,
  PROMOTIONS_VERSION,
  DEMAND_VERSION,
  GROUPS_VERSION,
  SCHOOLS_VERSION,
  PASSES_VERSION,
];

/** The demo network as a GTFS feed, written by demo-network/write-demo-gtfs.ts and committed. */
export const DEMO_GTFS_DIR = path.join(import.meta.dirname, 'demo-gtfs');
/** The commute line whose first departure of the next service day is sold out. */
export const DEMO_SOLD_OUT_LINE = 'SZ-U101';

const seedDemoNetwork = async (tx: DbOrTx, now: Date) => {
  const today = todayServiceDate(now);
  await syncCnCalendar(tx);
  // The same importer an operator runs, inside this transaction.
  await importGtfsFeed(tx, parseGtfsFeed(await readGtfsFeed(DEMO_GTFS_DIR)));
  await seedDemoExtras(tx, today);
  await ensureDepartureHorizon(tx, now);
  await sellOutDemoDeparture(tx, DEMO_SOLD_OUT_LINE, today);
  // The extras add notices and white lists after the import's own bump: the read models reload once more.
  await bumpNetworkVersion(tx);
};

/**
 * Seeds the demo data once, on an empty database. Runs in one transaction with an advisory lock, so two
 * instances starting together cannot seed twice and a crash leaves nothing half-written. A database seeded
 * by version 1 (cities only) gets the network added once; a database with data of its own is left alone.
 */
export const seedDemoData = async (db: Db, now: Date = new Date()): Promise<boolean> =>
  db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('udian_demo_seed'))`.execute(tx);
    const done = await tx.selectFrom('app_meta').select('value').where('key', '=', SEED_KEY).executeTakeFirst();
    if (done && !UPGRADABLE.includes(done.value)) return false;
    if (!done) {
      const { count } = await tx
        .selectFrom('cities')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) > 0) return false;
      await tx.insertInto('cities').values(demoCities).execute();
    }
    // A demo database seeded by an earlier version has what that version and those before it added: from
    // before buying existed (version 2) it has its network, so the coupons are new; from before riding
    // (version 3) it also lacks its buses on the departures; from before promotions (version 4), the
    // campaigns; from before demand (version 5), the OD-collection campaign; from before groups (version 6),
    // the demo enterprise; from before schools (version 7), the demo school; from version 8, what version 9
    // adds; from version 9, what version 10 adds.
    const has = (version: string) => done !== undefined && UPGRADABLE.indexOf(done.value) >= UPGRADABLE.indexOf(version);
    if (!has(NETWORK_VERSION)) await seedDemoNetwork(tx, now);
    if (!has(COUPONS_VERSION)) await seedDemoCoupons(tx);
    if (!has(PROMOTIONS_VERSION)) {
      await seedDemoPromotionCoupons(tx, now);
      await seedDemoInviteCampaign(tx, now);
    }
    if (!has(DEMAND_VERSION)) await seedDemoOdCampaign(tx, now);
    if (!has(BUSES_VERSION)) await assignDemoVehicles(tx);
    if (!has(GROUPS_VERSION)) await seedDemoGroup(tx);
    if (!has(SCHOOLS_VERSION)) await seedDemoSchool(tx, now);
    if (!has(PASSES_VERSION)) {
      await seedDemoStudentCharters(tx, now);
      await seedDemoPeriodPasses(tx, now);
      await seedDemoCarpools(tx, now);
      await seedDemoReturnWork(tx, now);
      await seedDemoHolidayLines(tx, now);
    }
    // Version 10: each of its areas adds its demo data here, one call per line.
    await seedDemoFeedback(tx, now);
    await tx
      .insertInto('app_meta')
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: SEED_VERSION, updated_at: new Date() }))
      .execute();
    return true;
  });
