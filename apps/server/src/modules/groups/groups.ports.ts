import type { DbOrTx } from '../../db/database';

/** What groups needs of accounts: the passenger's lock, so that two proofs at once make one membership. */
export type GroupsAccountsPort = {
  lockUser: (userId: number, tx: DbOrTx) => Promise<void>;
};
