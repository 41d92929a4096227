import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as foundation from './migrations/0001_foundation';
import * as lines from './migrations/0002_lines';
import * as accounts from './migrations/0003_accounts';
import * as orders from './migrations/0004_orders';
import * as heldOrderBatches from './migrations/0005_held_order_batches';
import * as riding from './migrations/0006_riding';
import * as refunds from './migrations/0007_refunds';
import * as vehiclePositionsIn from './migrations/0008_vehicle_positions_in';
import * as eta from './migrations/0009_eta';
import * as refundRetryClaims from './migrations/0010_refund_retry_claims';
import * as operations from './migrations/0011_operations';
import * as dashboardIndexes from './migrations/0012_dashboard_indexes';
import * as promotions from './migrations/0013_promotions';
import * as demand from './migrations/0014_demand';
import * as crowdfunds from './migrations/0015_crowdfunds';
import * as groups from './migrations/0016_groups';
import * as groupFares from './migrations/0017_group_fares';
import * as companyLines from './migrations/0018_company_lines';
import * as schools from './migrations/0019_schools';
import * as termPasses from './migrations/0020_term_passes';
import * as schoolRosters from './migrations/0021_school_rosters';
import * as periodPasses from './migrations/0022_period_passes';
import * as carpools from './migrations/0023_carpools';
import * as returnWork from './migrations/0024_return_work';
import * as holidayLinesTransitCards from './migrations/0025_holiday_lines_transit_cards';
import * as studentCharters from './migrations/0026_student_charters';
import * as feedback from './migrations/0027_feedback';
import * as contentPages from './migrations/0028_content_pages';
import * as gtfsPatternsAndFares from './migrations/0029_gtfs_patterns_and_fares';

/**
 * Forward-only migrations, listed here in order so that they are found without scanning the file system.
 * Add a file under migrations/ and a line below; never edit a migration that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_lines': lines,
  '0003_accounts': accounts,
  '0004_orders': orders,
  '0005_held_order_batches': heldOrderBatches,
  '0006_riding': riding,
  '0007_refunds': refunds,
  '0008_vehicle_positions_in': vehiclePositionsIn,
  '0009_eta': eta,
  '0010_refund_retry_claims': refundRetryClaims,
  '0011_operations': operations,
  '0012_dashboard_indexes': dashboardIndexes,
  '0013_promotions': promotions,
  '0014_demand': demand,
  '0015_crowdfunds': crowdfunds,
  '0016_groups': groups,
  '0017_group_fares': groupFares,
  '0018_company_lines': companyLines,
  '0019_schools': schools,
  '0020_term_passes': termPasses,
  '0021_school_rosters': schoolRosters,
  '0022_period_passes': periodPasses,
  '0023_carpools': carpools,
  '0024_return_work': returnWork,
  '0025_holiday_lines_transit_cards': holidayLinesTransitCards,
  '0026_student_charters': studentCharters,
  '0027_feedback': feedback,
  '0028_content_pages': contentPages,
  '0029_gtfs_patterns_and_fares': gtfsPatternsAndFares,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const migrateToLatest = async (db: Db): Promise<string[]> => {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
