import type { DbOrTx } from '../../../db/database';
import { createNetworkReadModelRepository } from './network-read-model.repository';
import { buildNetworkSnapshot, type NetworkSnapshot } from './network-snapshot';
import { readNetworkVersion } from './network-version';
import { shanghaiDate } from '../../../time/shanghai-time';

/** How often an instance asks whether the network changed: one tiny query at most this often. */
export const NETWORK_CHECK_INTERVAL_MS = 3_000;

export type NetworkReadModel = {
  /** The current snapshot; the first call builds it, later calls never wait for the database. */
  get: () => Promise<NetworkSnapshot>;
  /** Rebuilds now and resolves with the new snapshot (start-up, tests). */
  refresh: () => Promise<NetworkSnapshot>;
  /**
   * Reads the network version now and rebuilds when it moved; answers whether it rebuilt. The network-refresh
   * job runs it on every instance (decision 039), so an instance is current before its next request.
   */
  refreshIfChanged: () => Promise<boolean>;
};

/**
 * The network in memory, per server instance (decision 019). Requests read the current snapshot. The
 * network-refresh job checks app_meta's network version every few seconds (decision 039); without it (an app
 * built without jobs), at most every `checkIntervalMs` a request starts that check in the background. Either
 * way one check runs at a time, and a changed version rebuilds the snapshot and swaps it in whole.
 */
export const createNetworkReadModel = ({
  db,
  checkIntervalMs = NETWORK_CHECK_INTERVAL_MS,
  now = Date.now,
  onError = () => {},
}: {
  db: DbOrTx;
  checkIntervalMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}): NetworkReadModel => {
  const repository = createNetworkReadModelRepository(db);
  let snapshot: NetworkSnapshot | undefined;
  let building: Promise<NetworkSnapshot> | undefined;
  let checking: Promise<boolean> | undefined;
  let checkedAt = 0;

  const build = (): Promise<NetworkSnapshot> => {
    building ??= (async () => {
      // The version first: a change committed meanwhile then shows as a newer version at the next check.
      const version = await readNetworkVersion(db);
      const rows = await repository.loadNetwork(shanghaiDate(new Date(now())));
      snapshot = buildNetworkSnapshot(version, rows);
      checkedAt = now();
      return snapshot;
    })().finally(() => {
      building = undefined;
    });
    return building;
  };

  // A failed check or rebuild keeps the current snapshot in service; the next check tries again.
  const check = (current: NetworkSnapshot): Promise<boolean> => {
    checkedAt = now();
    checking ??= (async () => {
      if ((await readNetworkVersion(db)) === current.version) return false;
      await build();
      return true;
    })().finally(() => {
      checking = undefined;
    });
    return checking;
  };

  return {
    get: async () => {
      if (!snapshot) return build();
      if (now() - checkedAt >= checkIntervalMs) check(snapshot).catch(onError);
      return snapshot;
    },
    refresh: build,
    refreshIfChanged: async () => {
      if (!snapshot) {
        await build();
        return true;
      }
      return check(snapshot);
    },
  };
};
