import type { DbOrTx } from '../../db/database';
import type { SmsNoticeMessage } from '../../providers/sms/sms-provider';
import type { IssueInput } from '../buying/issued-tickets/issued-tickets.service';
import type { CustomLineInput } from '../network/custom-lines/custom-lines.service';

/** What groups needs of accounts: the passenger's lock, so that two proofs at once make one membership. */
export type GroupsAccountsPort = {
  lockUser: (userId: number, tx: DbOrTx) => Promise<void>;
  /** The accounts' phones by id (unknown ids absent): an applicant is texted the decision, the console shows it masked. */
  phones: (userIds: readonly number[]) => Promise<Map<number, string>>;
};

/**
 * What return-to-work shuttles need of the contexts wired after groups (decision 052), handed in once they
 * exist: a rider's account by phone (made when there is none, so the rider sees the ticket on first login),
 * network's custom lines (a shuttle is a line of its own with one departure), and buying's issued tickets.
 */
export type ReturnWorkPorts = {
  accountOfPhone: (phone: string, tx: DbOrTx) => Promise<number>;
  lines: {
    create: (input: CustomLineInput, tx: DbOrTx) => Promise<{ lineId: number }>;
    withdraw: (lineId: number, tx: DbOrTx) => Promise<void>;
    afterCommit: () => Promise<void>;
    stops: (lineId: number, tx?: DbOrTx) => Promise<{ seq: number; name: string }[]>;
    departures: (lineId: number, tx?: DbOrTx) => Promise<{ id: number; service_date: string; status: 'scheduled' | 'cancelled'; capacity: number; seats_sold: number }[]>;
  };
  tickets: { issue: (input: IssueInput, tx: DbOrTx) => Promise<{ userId: number; orderId: number; orderNo: string }[]> };
};

/** Text messages (accounts' SMS provider): a ride application's decision, a shuttle request's quote or close. */
export type GroupsSmsPort = { sendNotice: (message: SmsNoticeMessage) => Promise<void>; productName: string };

/**
 * What groups answers of schools (decision 049): buying sells an approved student's term pass over a term of
 * the school, riding shows the guardian's own student's rides and tells the guardian of each check-in.
 */
export type GroupsSchoolsPort = {
  /** The guardian's approved student; AppError studentNotFound (unknown or not theirs), studentNotApproved. */
  approvedStudent: (
    userId: number,
    studentId: number,
  ) => Promise<{ studentId: number; groupId: number; lineId: number; name: string; studentNo: string; boardSeq: number; alightSeq: number }>;
  /** A term of that school; AppError termNotFound. */
  term: (groupId: number, termId: number) => Promise<{ termId: number; name: string; startsOn: string; endsOn: string; closedDays: string[] }>;
  /** The guardian's own student (any status); AppError studentNotFound otherwise. Used by riding's student rides. */
  ownStudent: (userId: number, studentId: number) => Promise<{ studentId: number; name: string }>;
  /** Tells the guardian: one in-app notice per ticket (ON CONFLICT DO NOTHING) and, when it was new, an SMS. Never throws for an SMS failure. */
  notifyCheckIn: (input: { studentId: number; ticketId: number; lineCode: string; plate: string | null; stopName: string; at: Date }) => Promise<void>;
};
