import { accountMessages } from '@udian/contracts/account-rules';
import type { AddressType } from '@udian/contracts/schemas/accounts';

export type PickedPoint = { lng: number; lat: number };
export type AddressFields = { name: string; address: string; point: PickedPoint | null };
export type AddressErrors = Partial<Record<'name' | 'address' | 'point', string>>;

export const ADDRESS_NAME_MAX = 50;
export const ADDRESS_TEXT_MAX = 100;

export const addressTypeLabels: Readonly<Record<AddressType, string>> = { home: '家', work: '公司', other: '其他' };

/** GCJ-02 inside China's bounding box, as the server checks it. */
export const isPointInChina = ({ lng, lat }: PickedPoint): boolean => lng >= 73 && lng <= 136 && lat >= 3 && lat <= 54;

const length = (text: string) => [...text.trim()].length;

export const validateAddress = ({ name, address, point }: AddressFields): AddressErrors => {
  const errors: AddressErrors = {};
  if (length(name) < 1 || length(name) > ADDRESS_NAME_MAX) errors.name = accountMessages.addressNameInvalid;
  if (length(address) > ADDRESS_TEXT_MAX) errors.address = accountMessages.addressTextInvalid;
  if (!point || !isPointInChina(point)) errors.point = accountMessages.pointInvalid;
  return errors;
};
