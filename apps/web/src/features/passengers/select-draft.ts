/**
 * passenger-select's choice not yet confirmed, kept while the passenger adds a rider from it (the form is
 * another page): the rider added joins it, and passenger-select, shown again in the same history entry, takes
 * it back. A choice left behind in another entry (the passenger went elsewhere) is never taken.
 */
import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from '../../lib/safe-storage';

const DRAFT_KEY = 'udian:passengerSelectDraft';

type SelectDraft = { entryKey: string; chosenIds: string[] };

const session = () => getBrowserStorage('session');

/** The history entry showing now; entries the router made carry a key. */
export const currentEntryKey = (): string => String((window.history.state as { key?: unknown } | null)?.key ?? 'initial');

const read = (): SelectDraft | null => {
  const text = readStorageItem(session(), DRAFT_KEY);
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<SelectDraft>;
    const isDraft = typeof parsed.entryKey === 'string' && Array.isArray(parsed.chosenIds) && parsed.chosenIds.every((id) => typeof id === 'string');
    return isDraft ? (parsed as SelectDraft) : null;
  } catch {
    return null;
  }
};

/** Before leaving passenger-select for the form. */
export const saveSelectDraft = (chosenIds: readonly string[]): void => {
  writeStorageItem(session(), DRAFT_KEY, JSON.stringify({ entryKey: currentEntryKey(), chosenIds: [...chosenIds] }));
};

/** The form saved a new rider: when it was opened from passenger-select, the rider is chosen there. */
export const addToSelectDraft = (passengerId: string): void => {
  const draft = read();
  if (draft && !draft.chosenIds.includes(passengerId)) {
    writeStorageItem(session(), DRAFT_KEY, JSON.stringify({ ...draft, chosenIds: [...draft.chosenIds, passengerId] }));
  }
};

/** On showing passenger-select: its own unconfirmed choice, or null; either way nothing is kept. */
export const takeSelectDraft = (): string[] | null => {
  const draft = read();
  removeStorageItem(session(), DRAFT_KEY);
  return draft && draft.entryKey === currentEntryKey() ? draft.chosenIds : null;
};
