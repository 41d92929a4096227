import type { Db } from '../../../db/database';
import type { NetworkReadModel } from './network-read-model';
import { bumpNetworkVersion } from './network-version';
import type { SchoolLinesRepository } from './school-lines.repository';

/**
 * A school's lines kept on sale to its last term day (decision 049): beyond the 30-service-day horizon the
 * departure horizon makes their departures up to lines.sells_until, so a term pass can hold every school day
 * of the term. Operations' school desk calls it whenever a term is saved, with the latest term end (null: no
 * term left, the lines go back to the ordinary horizon; departures already made stay, with their seats).
 */
export const createSchoolLinesService = ({
  db,
  schoolLines,
  horizon,
  readModel,
  now = () => new Date(),
}: {
  db: Db;
  schoolLines: SchoolLinesRepository;
  horizon: { ensure: (now?: Date) => Promise<number> };
  readModel: Pick<NetworkReadModel, 'refreshIfChanged'>;
  now?: () => Date;
}) => ({
  /**
   * Sets lines.sells_until of the lines kept for the group; when one changed, bumps the network version with
   * it, then makes the departures up to that day and rebuilds this instance's read model (others follow with
   * the network-refresh job). The change has committed before the departures are made: a failed rebuild is
   * left to the job. Calling it again with the same day changes nothing.
   */
  keepOnSaleUntil: async (groupId: number, until: string | null): Promise<void> => {
    const at = now();
    const changed = await db.transaction().execute(async (tx) => {
      const ids = await schoolLines.setSellsUntil(groupId, until, at, tx);
      if (ids.length > 0) await bumpNetworkVersion(tx);
      return ids.length > 0;
    });
    if (!changed) return;
    await horizon.ensure(at);
    await readModel.refreshIfChanged().catch(() => false);
  },
});

export type SchoolLinesService = ReturnType<typeof createSchoolLinesService>;
