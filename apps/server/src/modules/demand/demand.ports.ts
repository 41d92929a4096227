import type { GeoPoint } from '@udian/contracts/great-circle';
import type { DbOrTx } from '../../db/database';

/**
 * What demand needs of the contexts before it (decision 046), as small ports app.ts fills from their
 * services: demand never reads another context's repositories.
 */

export type DemandAccountsPort = {
  /** Holds the user's row until `tx` ends: a passenger's submissions queue on it, so the merge check holds. */
  lockUser: (userId: number, tx: DbOrTx) => Promise<void>;
  /** The accounts' phones by id (unknown ids absent); demand shows them masked. */
  phones: (userIds: readonly number[]) => Promise<Map<number, string>>;
  /** The passenger's common addresses (家, 公司 and the others). */
  commonAddresses: (userId: number) => Promise<{ name: string; address: string; lng: number; lat: number }[]>;
};

export type DemandNetworkPort = {
  /** Valid stations within `radiusM` of the point, nearest first, at most `limit`. */
  stationsNear: (at: GeoPoint, radiusM: number, limit: number) => Promise<{ stationId: string; name: string; lng: number; lat: number; distanceM: number }[]>;
  /** The open city whose service area holds the point, or null. */
  cityAt: (at: GeoPoint) => Promise<number | null>;
  /** The district (or sub-district) the point is in, with its centre, or null. */
  regionAt: (at: GeoPoint) => Promise<{ name: string; lng: number; lat: number } | null>;
  /** The open cities, in display order (the console's filters and campaigns). */
  openCities: () => Promise<{ id: number; name: string }[]>;
};
