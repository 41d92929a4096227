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

/** Whether a passenger may buy a line now, and on what terms (network's line-access.ts, decision 048). */
export type LineAccessOf = {
  mayBuy: boolean;
  /** Why not, in words the passenger can act on; null when they may. */
  refusal: string | null;
  /** The group the line is kept for; null for a public or phone-list line. */
  groupId: number | null;
  payer: 'passenger' | 'group';
  /** What a member pays per ticket when the group pays (0: free); the fare when the passenger pays. */
  memberPriceCents: number;
};

/**
 * What a line charges (decision 062): isPriced false while it has no price in CNY (暂未定价, not sold); its fares
 * between stops by line_stops.seq, where they differ along the line (none: each departure's own price).
 */
export type LineFaresOf = { isPriced: boolean; pairFares: { boardSeq: number; alightSeq: number; priceCents: number }[] };

export type NetworkPort = {
  /** Who may buy the line, asked before every quote and order (a refusal refuses it). */
  accessOf: (userId: number, lineId: number) => Promise<LineAccessOf>;
  /** What the line charges, asked with the line by every quote and order; undefined for an unknown line. */
  faresOf: (lineId: number) => Promise<LineFaresOf | undefined>;
  /** Lines to suggest after a purchase: the line page's related lines. */
  relatedLines: (lineId: string) => Promise<LineSummary[]>;
  /** The official calendar's named days between two service dates, both included. */
  findOfficialDays: (from: string, to: string) => Promise<OfficialDay[]>;
};

/** An approved student as the groups context answers it (decision 049): whose term pass is bought. */
export type ApprovedStudent = {
  studentId: number;
  groupId: number;
  lineId: number;
  name: string;
  studentNo: string;
  boardSeq: number;
  alightSeq: number;
};

/** A term of a school: its dates (Asia/Shanghai service dates) and its days without school. */
export type SchoolTermOf = { termId: number; name: string; startsOn: string; endsOn: string; closedDays: string[] };

/** What buying asks of the groups context's schools (decision 049) for a term pass. */
export type SchoolsPort = {
  /** The guardian's approved student; AppError studentNotFound (unknown or not theirs), studentNotApproved. */
  approvedStudent: (userId: number, studentId: number) => Promise<ApprovedStudent>;
  /** A term of that school; AppError termNotFound. */
  term: (groupId: number, termId: number) => Promise<SchoolTermOf>;
};
