import { PASSENGER_LIMIT } from '@udian/contracts/account-rules';
import type { PassengerAddBody } from '@udian/contracts/endpoints/passengers/passenger-add';
import type { PassengerListData } from '@udian/contracts/endpoints/passengers/passenger-list';
import type { PassengerUpdateBody } from '@udian/contracts/endpoints/passengers/passenger-update';
import { maskResidentId } from '@udian/contracts/masking';
import type { Passenger } from '@udian/contracts/schemas/accounts';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRepository } from '../user/user.repository';
import type { PassengerRepository, PassengerRow } from './passenger.repository';

/** The answer shape: the ID number masked, always. */
export const toPassenger = (row: PassengerRow): Passenger => ({
  passengerId: String(row.id),
  name: row.name,
  idType: row.id_type,
  idNumber: maskResidentId(row.id_number),
  phone: row.phone,
  icCardNo: row.ic_card_no,
  isSelf: row.is_self,
});

export const createPassengerService = ({ db, users, passengers }: { db: Db; users: UserRepository; passengers: PassengerRepository }) => ({
  list: async (userId: string): Promise<PassengerListData> => ({
    passengers: (await passengers.listByUser(Number(userId))).map(toPassenger),
    limit: PASSENGER_LIMIT,
  }),

  /** The ids of the account's passengers now (buying's AccountsPort: order again keeps only these riders). */
  listIds: async (userId: number): Promise<number[]> => (await passengers.listByUser(userId)).map((p) => p.id),

  add: async (userId: string, input: PassengerAddBody): Promise<Passenger> => {
    const owner = Number(userId);
    const row = await db.transaction().execute(async (tx) => {
      // Counted and inserted under the user's row lock: two adds at 19 cannot both pass.
      await users.lockForUpdate(owner, tx);
      if ((await passengers.countByUser(owner, tx)) >= PASSENGER_LIMIT) throw new AppError('passengerLimit');
      if (await passengers.hasIdNumber(owner, input.idType, input.idNumber, null, tx)) throw new AppError('passengerDuplicate');
      if (input.isSelf) await passengers.clearSelf(owner, null, tx);
      return passengers.insert(
        owner,
        { name: input.name, id_type: input.idType, id_number: input.idNumber, phone: input.phone, ic_card_no: input.icCardNo, is_self: input.isSelf },
        tx,
      );
    });
    return toPassenger(row);
  },

  update: async (userId: string, input: PassengerUpdateBody): Promise<Passenger> => {
    const owner = Number(userId);
    const id = Number(input.passengerId);
    const row = await db.transaction().execute(async (tx) => {
      await users.lockForUpdate(owner, tx);
      const existing = await passengers.findOwned(owner, id, tx);
      if (!existing) throw new AppError('passengerNotFound');
      const idNumber = input.idNumber ?? existing.id_number;
      if (await passengers.hasIdNumber(owner, input.idType, idNumber, id, tx)) throw new AppError('passengerDuplicate');
      if (input.isSelf) await passengers.clearSelf(owner, id, tx);
      const updated = await passengers.update(
        owner,
        id,
        { name: input.name, id_type: input.idType, id_number: idNumber, phone: input.phone, ic_card_no: input.icCardNo, is_self: input.isSelf },
        tx,
      );
      if (!updated) throw new AppError('passengerNotFound');
      return updated;
    });
    return toPassenger(row);
  },

  remove: async (userId: string, passengerId: string): Promise<{ passengerId: string }> => {
    if (!(await passengers.delete(Number(userId), Number(passengerId)))) throw new AppError('passengerNotFound');
    return { passengerId };
  },
});

export type PassengerService = ReturnType<typeof createPassengerService>;
