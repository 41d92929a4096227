import type { GtfsExportRepository } from './gtfs-export.repository';
import { writeGtfsFeed, zipGtfsFeed } from './gtfs-export.writer';

export type GtfsFeedZip = { version: string; zip: Uint8Array };

/**
 * The public network as a GTFS zip (decision 063), kept in memory by the network version: a request for an
 * unchanged network costs one tiny read and answers the same bytes; a new version builds the zip once, from
 * one snapshot, however many requests arrive while it is being built.
 */
export const createGtfsExportService = ({ repository }: { repository: GtfsExportRepository }) => {
  let cached: GtfsFeedZip | null = null;
  let building: { version: string; feed: Promise<GtfsFeedZip> } | null = null;

  const build = async (): Promise<GtfsFeedZip> => {
    const network = await repository.readNetwork();
    return { version: network.version, zip: zipGtfsFeed(writeGtfsFeed(network), network.changedAt) };
  };

  const feedOf = async (version: string): Promise<GtfsFeedZip> => {
    if (cached?.version === version) return cached;
    if (building?.version === version) return building.feed;
    const feed = build();
    building = { version, feed };
    try {
      const built = await feed;
      // A snapshot newer than the version asked is still the newest: keep it.
      if (!cached || Number(built.version) >= Number(cached.version)) cached = built;
      return built;
    } finally {
      if (building?.feed === feed) building = null;
    }
  };

  return {
    /**
     * The feed of the current network, or only its version when the caller already has it (`knownVersions`,
     * from If-None-Match; '*' is any): then nothing is built.
     */
    feed: async ({ knownVersions }: { knownVersions?: string[] } = {}): Promise<{ version: string; zip: Uint8Array | null }> => {
      const version = await repository.readVersion();
      if (knownVersions?.some((known) => known === version || known === '*')) return { version, zip: null };
      return feedOf(version);
    },
  };
};

export type GtfsExportService = ReturnType<typeof createGtfsExportService>;
