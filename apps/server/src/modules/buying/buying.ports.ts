import type { LineSummary } from '@udian/contracts/schemas/lines';
import type { DbOrTx } from '../../db/database';

/**
 * What buying needs of the contexts before it, as small ports their wirings hand over (through their
 * services): buying never reads another context's repositories.
 */

export type AccountsPort = {
  /** Holds the user's row until `tx` ends: welcome coupons are granted under it, so only once. */
  lockUser: (userId: number, tx: DbOrTx) => Promise<void>;
  /** The ids of the account's passengers now (order again keeps only the riders still on it). */
  listPassengerIds: (userId: number) => Promise<number[]>;
};

/** A day of the official calendar: a public holiday (国庆节) or a make-up workday. */
export type OfficialDay = { day: string; kind: 'holiday' | 'workday'; name: string };

export type NetworkPort = {
  /** Lines to suggest after a purchase: the line page's related lines. */
  relatedLines: (lineId: string) => Promise<LineSummary[]>;
  /** The official calendar's named days between two service dates, both included. */
  findOfficialDays: (from: string, to: string) => Promise<OfficialDay[]>;
};
