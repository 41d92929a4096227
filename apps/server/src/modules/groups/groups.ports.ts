import type { DbOrTx } from '../../db/database';
import type { SmsNoticeMessage } from '../../providers/sms/sms-provider';

/** What groups needs of accounts: the passenger's lock, so that two proofs at once make one membership. */
export type GroupsAccountsPort = {
  lockUser: (userId: number, tx: DbOrTx) => Promise<void>;
  /** The accounts' phones by id (unknown ids absent): an applicant is texted the decision, the console shows it masked. */
  phones: (userIds: readonly number[]) => Promise<Map<number, string>>;
};

/** Text messages (accounts' SMS provider): a ride application's decision, a shuttle request's quote or close. */
export type GroupsSmsPort = { sendNotice: (message: SmsNoticeMessage) => Promise<void>; productName: string };
