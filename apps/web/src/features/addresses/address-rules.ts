import { isInChina } from '@udian/contracts/china-outline';
import { ADDRESS_NAME_MAX_LENGTH, ADDRESS_TEXT_MAX_LENGTH, accountMessages, textLength } from '@udian/contracts/account-rules';
import type { AddressType } from '@udian/contracts/schemas/accounts';

export type PickedPoint = { lng: number; lat: number };
export type AddressFields = { name: string; address: string; point: PickedPoint | null };
export type AddressErrors = Partial<Record<'name' | 'address' | 'point', string>>;

/** The server's limits (packages/contracts/src/account-rules.ts), counted the same way. */
export const ADDRESS_NAME_MAX = ADDRESS_NAME_MAX_LENGTH;
export const ADDRESS_TEXT_MAX = ADDRESS_TEXT_MAX_LENGTH;

export const addressTypeLabels: Readonly<Record<AddressType, string>> = { home: '家', work: '公司', other: '其他' };

/** GCJ-02 inside China's outline, as the server checks it. */
export const isPointInChina = ({ lng, lat }: PickedPoint): boolean => isInChina(lng, lat);

export const nameError = (name: string): string | undefined => {
  const length = textLength(name.trim());
  if (length < 1) return accountMessages.addressNameRequired;
  return length > ADDRESS_NAME_MAX ? accountMessages.addressNameTooLong : undefined;
};

export const addressTextError = (text: string): string | undefined =>
  textLength(text.trim()) > ADDRESS_TEXT_MAX ? accountMessages.addressTextTooLong : undefined;

export const pointError = (point: PickedPoint | null): string | undefined => {
  if (!point) return accountMessages.pointRequired;
  return isPointInChina(point) ? undefined : accountMessages.pointInvalid;
};

export const validateAddress = ({ name, address, point }: AddressFields): AddressErrors => {
  const errors: AddressErrors = {};
  const problems = { name: nameError(name), address: addressTextError(address), point: pointError(point) };
  for (const [field, problem] of Object.entries(problems) as [keyof AddressErrors, string | undefined][]) if (problem) errors[field] = problem;
  return errors;
};
