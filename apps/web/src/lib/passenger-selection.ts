/**
 * The passengers chosen on passenger-select, handed back to the page that opened it (buying a ticket) for
 * the tab's life. The chooser writes, the opener reads when it shows again; neither imports the other.
 */
import type { Passenger } from '@udian/contracts/schemas/accounts';
import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from './safe-storage';

export type SelectedPassenger = Pick<Passenger, 'passengerId' | 'name' | 'idNumber' | 'phone'>;

export const PASSENGER_SELECTION_KEY = 'udian:passengerSelection';

const session = () => getBrowserStorage('session');

const isSelectedPassenger = (value: unknown): value is SelectedPassenger => {
  if (typeof value !== 'object' || value === null) return false;
  const passenger = value as Record<string, unknown>;
  return ['passengerId', 'name', 'idNumber', 'phone'].every((key) => typeof passenger[key] === 'string');
};

export const savePassengerSelection = (passengers: readonly SelectedPassenger[]): void => {
  const kept = passengers.map(({ passengerId, name, idNumber, phone }) => ({ passengerId, name, idNumber, phone }));
  writeStorageItem(session(), PASSENGER_SELECTION_KEY, JSON.stringify(kept));
};

/** The last choice; an empty list when none was made or what is stored is not a list of passengers. */
export const readPassengerSelection = (): SelectedPassenger[] => {
  const text = readStorageItem(session(), PASSENGER_SELECTION_KEY);
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every(isSelectedPassenger) ? parsed : [];
  } catch {
    return [];
  }
};

export const clearPassengerSelection = (): void => removeStorageItem(session(), PASSENGER_SELECTION_KEY);
