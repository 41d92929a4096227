import { ADDRESS_LIMIT } from '@udian/contracts/account-rules';
import type { AddressListData } from '@udian/contracts/endpoints/addresses/address-list';
import type { AddressSaveBody } from '@udian/contracts/endpoints/addresses/address-save';
import type { Address } from '@udian/contracts/schemas/accounts';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRepository } from '../user/user.repository';
import type { AddressRepository, AddressRow } from './address.repository';

const TYPE_NAMES = { home: '家', work: '公司' } as const;

const toAddress = (row: AddressRow): Address => ({
  addressId: String(row.id),
  type: row.type,
  name: row.name,
  address: row.address,
  lng: row.lng,
  lat: row.lat,
});

export const createAddressService = ({ db, users, addresses }: { db: Db; users: UserRepository; addresses: AddressRepository }) => ({
  list: async (userId: string): Promise<AddressListData> => {
    const all = (await addresses.listByUser(Number(userId))).map(toAddress);
    return {
      home: all.find((a) => a.type === 'home') ?? null,
      work: all.find((a) => a.type === 'work') ?? null,
      others: all.filter((a) => a.type === 'other'),
      limit: ADDRESS_LIMIT,
    };
  },

  /** Adds, or replaces the given address; at most one home and one work, at most ADDRESS_LIMIT in all. */
  save: async (userId: string, input: AddressSaveBody): Promise<Address> => {
    const owner = Number(userId);
    const id = input.addressId === undefined ? null : Number(input.addressId);
    const fields = { type: input.type, name: input.name, address: input.address, lng: input.lng, lat: input.lat };
    const row = await db.transaction().execute(async (tx) => {
      await users.lockForUpdate(owner, tx);
      if (id !== null && !(await addresses.findOwned(owner, id, tx))) throw new AppError('addressNotFound');
      if (input.type !== 'other' && (await addresses.findIdOfType(owner, input.type, id, tx)) !== undefined) {
        throw new AppError('addressTypeTaken', `已设置${TYPE_NAMES[input.type]}的地址，请直接修改原地址`);
      }
      if (id === null) {
        if ((await addresses.countByUser(owner, tx)) >= ADDRESS_LIMIT) throw new AppError('addressLimit');
        return addresses.insert(owner, fields, tx);
      }
      const updated = await addresses.update(owner, id, fields, tx);
      if (!updated) throw new AppError('addressNotFound');
      return updated;
    });
    return toAddress(row);
  },

  remove: async (userId: string, addressId: string): Promise<{ addressId: string }> => {
    if (!(await addresses.delete(Number(userId), Number(addressId)))) throw new AppError('addressNotFound');
    return { addressId };
  },
});

export type AddressService = ReturnType<typeof createAddressService>;
