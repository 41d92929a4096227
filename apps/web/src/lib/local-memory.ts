/**
 * Local memory (SPEC section 3): one JSON object per namespace in localStorage, read and written by dotted
 * path. Storage can be missing (node, some webviews), full, or throw in private mode; none of that may break
 * a page, so every access goes through safe-storage.
 */
import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from './safe-storage';

export type LocalMemory = {
  /** A fresh copy each call: mutating it does not change what is stored. */
  get<T>(path: string): T | undefined;
  get<T>(path: string, fallback: T): T;
  set(path: string, value: unknown): void;
  remove(path: string): void;
  clear(): void;
};

type JsonObject = Record<string, unknown>;

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Writing through these would reach Object.prototype instead of a stored key.
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Null for a path that cannot name a stored value: empty segments or prototype keys. */
const parsePath = (path: string): string[] | null => {
  const keys = path.split('.');
  return keys.every((key) => key !== '' && !FORBIDDEN_KEYS.has(key)) ? keys : null;
};

/** `storage` defaults to localStorage, looked up at each access so that creating a memory never needs a window. */
export function createLocalMemory(namespace: string, storage?: Storage): LocalMemory {
  const resolveStorage = () => storage ?? getBrowserStorage('local');

  const readAll = (): JsonObject => {
    const text = readStorageItem(resolveStorage(), namespace);
    if (text === null) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      return isJsonObject(parsed) ? parsed : {};
    } catch {
      return {};
    }
  };

  const writeAll = (root: JsonObject) => {
    writeStorageItem(resolveStorage(), namespace, JSON.stringify(root));
  };

  function get<T>(path: string): T | undefined;
  function get<T>(path: string, fallback: T): T;
  function get<T>(path: string, fallback?: T): T | undefined {
    const keys = parsePath(path);
    if (!keys) return fallback;
    let current: unknown = readAll();
    for (const key of keys) {
      if (!isJsonObject(current) || !Object.hasOwn(current, key)) return fallback;
      current = current[key];
    }
    // The stored JSON is trusted to have the caller's shape; callers with a real type check it (as the city helpers below do).
    return current === undefined ? fallback : (current as T);
  }

  const set = (path: string, value: unknown) => {
    const keys = parsePath(path);
    if (!keys) return;
    const root = readAll();
    let parent = root;
    for (const key of keys.slice(0, -1)) {
      const child = parent[key];
      const next = isJsonObject(child) ? child : {};
      parent[key] = next;
      parent = next;
    }
    parent[keys[keys.length - 1] as string] = value;
    writeAll(root);
  };

  const remove = (path: string) => {
    const keys = parsePath(path);
    if (!keys) return;
    const root = readAll();
    let parent: unknown = root;
    for (const key of keys.slice(0, -1)) {
      if (!isJsonObject(parent)) return;
      parent = parent[key];
    }
    const leaf = keys[keys.length - 1] as string;
    if (!isJsonObject(parent) || !Object.hasOwn(parent, leaf)) return;
    delete parent[leaf];
    writeAll(root);
  };

  const clear = () => removeStorageItem(resolveStorage(), namespace);

  return { get, set, remove, clear };
}

export const APP_MEMORY_NAMESPACE = 'udianbus';

/** The app's own memory; safe to import anywhere because storage is only looked up on use. */
export const appMemory = createLocalMemory(APP_MEMORY_NAMESPACE);

export type City = { cityId: number; cityName: string; lng?: number; lat?: number };

const isOptionalNumber = (value: unknown) => value === undefined || typeof value === 'number';

const isCity = (value: unknown): value is City =>
  isJsonObject(value) &&
  typeof value.cityId === 'number' &&
  typeof value.cityName === 'string' &&
  isOptionalNumber(value.lng) &&
  isOptionalNumber(value.lat);

const SELECTED_CITY_PATH = 'selectedCity';
const CURRENT_CITY_PATH = 'currentCity';

const readCity = (path: string): City | null => {
  const value = appMemory.get<unknown>(path);
  return isCity(value) ? value : null;
};

/** The city the passenger picked by hand. */
export const getSelectedCity = (): City | null => readCity(SELECTED_CITY_PATH);
export const setSelectedCity = (city: City): void => appMemory.set(SELECTED_CITY_PATH, city);

/** The city the device is located in. */
export const getCurrentCity = (): City | null => readCity(CURRENT_CITY_PATH);
export const setCurrentCity = (city: City): void => appMemory.set(CURRENT_CITY_PATH, city);

/** A hand-picked city wins over the located one. */
export const getEffectiveCity = (): City | null => getSelectedCity() ?? getCurrentCity();
