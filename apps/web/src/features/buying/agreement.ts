/** Whether the passenger ticked the rules, kept for the tab: reading the rules and coming back keeps the tick. */
import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from '../../lib/safe-storage';

const AGREED_KEY = 'udian:buyRulesAgreed';

export const readAgreement = (): boolean => readStorageItem(getBrowserStorage('session'), AGREED_KEY) === '1';

export const saveAgreement = (isAgreed: boolean): void => {
  const storage = getBrowserStorage('session');
  if (isAgreed) writeStorageItem(storage, AGREED_KEY, '1');
  else removeStorageItem(storage, AGREED_KEY);
};
