/**
 * The shared model commonStore (SPEC section 3): the start and end places of a route search, kept for the
 * tab's life in sessionStorage so that search-address can hand a place back to the page that opened it and
 * a reload keeps both ends. Places are empty strings until chosen, as the spec's model has them. lineList
 * is the passenger's own lines as POST /base/path/page answered them (decision 059): app/line-list-sync.ts
 * fetches them when the passenger opens the user area, and the user centre shows them (常用线路).
 */
import type { MyLine } from '@udian/contracts/endpoints/lines/my-lines';
import { useSyncExternalStore } from 'react';
import { getBrowserStorage, readStorageItem, writeStorageItem } from './safe-storage';

export type SearchPlace = { name: string; detail: string; lng: number; lat: number };

export type CommonState = {
  num: number;
  lineList: readonly MyLine[];
  selfLocation: SearchPlace | '';
  startLocation: SearchPlace | '';
  endLocation: SearchPlace | '';
};

export type PlaceField = 'start' | 'end';

export const COMMON_STORE_KEY = 'commonStore';

export const initialCommonState: CommonState = { num: 1, lineList: [], selfLocation: '', startLocation: '', endLocation: '' };

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored line as the list endpoint answered it; anything else (an older shape) is dropped on load. */
const isStoredLine = (value: unknown): value is MyLine => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.lineId === 'string' &&
    typeof line.lineCode === 'string' &&
    typeof line.lineName === 'string' &&
    typeof line.startStationName === 'string' &&
    typeof line.endStationName === 'string' &&
    isFiniteNumber(line.rideCount) &&
    typeof line.isCollected === 'boolean'
  );
};

const toPlace = (value: unknown): SearchPlace | '' => {
  if (typeof value !== 'object' || value === null) return '';
  const place = value as Record<string, unknown>;
  if (typeof place.name !== 'string' || !isFiniteNumber(place.lng) || !isFiniteNumber(place.lat)) return '';
  return { name: place.name, detail: typeof place.detail === 'string' ? place.detail : '', lng: place.lng, lat: place.lat };
};

/** Anything unreadable in storage counts as not stored: a broken value must not break the home page. */
const load = (): CommonState => {
  const text = readStorageItem(getBrowserStorage('session'), COMMON_STORE_KEY);
  if (text === null) return initialCommonState;
  try {
    const raw = JSON.parse(text) as Record<string, unknown> | null;
    if (typeof raw !== 'object' || raw === null) return initialCommonState;
    return {
      num: isFiniteNumber(raw.num) ? raw.num : 1,
      lineList: Array.isArray(raw.lineList) ? raw.lineList.filter(isStoredLine) : [],
      selfLocation: toPlace(raw.selfLocation),
      startLocation: toPlace(raw.startLocation),
      endLocation: toPlace(raw.endLocation),
    };
  } catch {
    return initialCommonState;
  }
};

let state: CommonState | undefined;
const listeners = new Set<() => void>();

export const getCommonState = (): CommonState => {
  state ??= load();
  return state;
};

const update = (change: Partial<CommonState>) => {
  state = { ...getCommonState(), ...change };
  writeStorageItem(getBrowserStorage('session'), COMMON_STORE_KEY, JSON.stringify(state));
  for (const listener of [...listeners]) listener();
};

export const subscribeCommonState = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const setSearchPlace = (field: PlaceField, place: SearchPlace | ''): void =>
  update(field === 'start' ? { startLocation: place } : { endLocation: place });

export const swapSearchPlaces = (): void => {
  const { startLocation, endLocation } = getCommonState();
  update({ startLocation: endLocation, endLocation: startLocation });
};

export const setSelfLocation = (place: SearchPlace | ''): void => update({ selfLocation: place });

/** SPEC section 4: "save replaces lineList" (with the answer as it came). */
export const saveLineList = (lineList: readonly MyLine[]): void => update({ lineList });

/** Reads the store again from storage (another tab's session cannot change it; tests can). */
export const reloadCommonState = (): void => {
  state = load();
  for (const listener of [...listeners]) listener();
};

export const useCommonState = (): CommonState => useSyncExternalStore(subscribeCommonState, getCommonState, getCommonState);
