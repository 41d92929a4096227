import { maskPhone } from '@udian/contracts/masking';
import type { CurrentUserData } from '@udian/contracts/endpoints/user/current-user';
import type { DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRepository } from './user.repository';

/** The profile shows the account's phone masked (masking.ts): the full number never leaves the server there. */
export const createUserService = ({ users }: { users: UserRepository }) => ({
  getProfile: async (userId: string): Promise<CurrentUserData> => {
    const user = await users.findById(Number(userId));
    if (!user) throw new AppError('tokenInvalid');
    return { userId: String(user.id), phoneNum: maskPhone(user.phone), nickname: user.nickname };
  },

  updateNickname: async (userId: string, nickname: string): Promise<CurrentUserData> => {
    const user = await users.updateNickname(Number(userId), nickname);
    if (!user) throw new AppError('tokenInvalid');
    return { userId: String(user.id), phoneNum: maskPhone(user.phone), nickname: user.nickname };
  },

  /** The accounts' phones by id (ids with no account are absent): another context masks and shows them (demand's port). */
  phones: (userIds: readonly number[]): Promise<Map<number, string>> => users.findPhones(userIds),

  /**
   * The account of a phone, made now when it has none, in the caller's transaction: a rider someone else
   * enrolled (a return-to-work shuttle's, decision 052) sees their ticket when they first log in with it.
   */
  accountOfPhone: async (phone: string, tx: DbOrTx): Promise<number> => (await users.findOrCreateByPhone(phone, tx)).id,

  /** Holds the user's row until `tx` ends, for another context's rule that counts or grants per user (buying's AccountsPort). */
  lockUser: (userId: number, tx: DbOrTx): Promise<void> => users.lockForUpdate(userId, tx),
});

export type UserService = ReturnType<typeof createUserService>;
