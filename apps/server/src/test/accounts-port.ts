import type { Db } from '../db/database';
import type { AccountsPort } from '../modules/buying/buying.ports';
import { createPassengerRepository } from '../modules/accounts/passenger/passenger.repository';
import { createPassengerService } from '../modules/accounts/passenger/passenger.service';
import { createUserRepository } from '../modules/accounts/user/user.repository';
import { createUserService } from '../modules/accounts/user/user.service';

/**
 * The accounts port as accounts.wiring.ts hands it to buying, over a test database: for tests that build
 * buying's services themselves (another server instance), which may not reach into accounts' repositories.
 */
export const accountsPortOf = (db: Db): AccountsPort => {
  const users = createUserRepository(db);
  const userService = createUserService({ users });
  const passengerService = createPassengerService({ db, users, passengers: createPassengerRepository(db) });
  return { lockUser: userService.lockUser, listPassengerIds: passengerService.listIds };
};
