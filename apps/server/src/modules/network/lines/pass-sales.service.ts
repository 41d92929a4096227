import type { Db } from '../../../db/database';
import type { PeriodKind } from '../../../time/periods';
import type { NetworkReadModel } from './network-read-model';
import { bumpNetworkVersion } from './network-version';
import type { PassSalesRepository } from './pass-sales.repository';

/**
 * A line selling period passes (decision 050) is kept on sale through the end of the next week or month: the
 * departure horizon makes its departures that far, rolling forward with the days, so a monthly pass sold from
 * the 20th holds every day of next month. Operations' period-pass desk calls it whenever a line's passes are
 * saved, with the longest period on sale (null: none, the line goes back to the ordinary horizon; departures
 * already made stay, with their seats).
 */
export const createPassSalesService = ({
  db,
  passSales,
  horizon,
  readModel,
  now = () => new Date(),
}: {
  db: Db;
  passSales: PassSalesRepository;
  horizon: { ensure: (now?: Date) => Promise<number> };
  readModel: Pick<NetworkReadModel, 'refreshIfChanged'>;
  now?: () => Date;
}) => ({
  /**
   * Sets lines.sells_through_next; when it changed, bumps the network version with it, then makes the
   * departures and rebuilds this instance's read model (others follow with the network-refresh job).
   */
  keepSellingThroughNext: async (lineId: number, kind: PeriodKind | null): Promise<void> => {
    const at = now();
    const changed = await db.transaction().execute(async (tx) => {
      const isChanged = await passSales.setSellsThroughNext(lineId, kind, at, tx);
      if (isChanged) await bumpNetworkVersion(tx);
      return isChanged;
    });
    if (!changed) return;
    await horizon.ensure(at);
    await readModel.refreshIfChanged().catch(() => false);
  },
});

export type PassSalesService = ReturnType<typeof createPassSalesService>;
