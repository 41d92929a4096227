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
};

/**
 * The network in memory, per server instance (decision 019). Requests read the current snapshot; at most
 * every `checkIntervalMs` one of them starts a check of app_meta's network version in the background
 * (single-flight), and a changed version rebuilds the snapshot in the background and swaps it in whole.
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
  let checking: Promise<void> | undefined;
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

  const check = (current: NetworkSnapshot) => {
    checkedAt = now();
    checking ??= (async () => {
      if ((await readNetworkVersion(db)) !== current.version) await build();
    })()
      // A failed check or rebuild keeps the snapshot in service; the next interval tries again.
      .catch(onError)
      .finally(() => {
        checking = undefined;
      });
  };

  return {
    get: async () => {
      if (!snapshot) return build();
      if (now() - checkedAt >= checkIntervalMs) check(snapshot);
      return snapshot;
    },
    refresh: build,
  };
};
