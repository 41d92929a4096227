/**
 * Storage can be missing (node, some web views), full, or throw in private mode; none of that may break a
 * page, so every access here degrades to "nothing stored".
 */

export type StorageKind = 'local' | 'session';

/** Null without a window, or where merely reading the property throws (storage disabled by the user). */
export function getBrowserStorage(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorageItem(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True when the value was stored; a full or blocked storage gives false rather than an exception. */
export function writeStorageItem(storage: Storage | null, key: string, value: string): boolean {
  try {
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeStorageItem(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: an unreadable storage holds nothing we could have removed.
  }
}
