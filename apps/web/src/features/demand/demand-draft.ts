import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from '../../lib/safe-storage';
import { WORKDAYS, type DemandEnd, type DemandFields } from './demand-rules';

/**
 * The demand being written, kept in sessionStorage for the tab's life: demand-collection opens
 * demand-station to choose an end on the map and must find everything as it was when the passenger comes
 * back (or reloads). Cleared once the demand is sent. Anything unreadable counts as no draft.
 */
export const DEMAND_DRAFT_KEY = 'demandDraft';

/** Which end of the commute demand-station chooses (?end=from|to). */
export type EndName = 'from' | 'to';

export const readEndName = (value: string | null): EndName => (value === 'to' ? 'to' : 'from');

/** A morning commute to work, every working day, for one: what most passengers change least. */
export const emptyDemandFields = (): DemandFields => ({
  from: null,
  to: null,
  timeKind: 'arrive',
  windowStart: '08:30',
  windowEnd: '09:00',
  weekdays: [...WORKDAYS],
  people: 1,
  note: '',
  odCampaignId: null,
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const idPattern = /^[1-9]\d{0,15}$/;
const clockPattern = /^\d{2}:\d{2}$/;

const toEnd = (value: unknown): DemandEnd | null => {
  if (!isObject(value) || typeof value.name !== 'string' || !isFiniteNumber(value.lng) || !isFiniteNumber(value.lat)) return null;
  return {
    name: value.name,
    address: typeof value.address === 'string' ? value.address : '',
    lng: value.lng,
    lat: value.lat,
    stationId: typeof value.stationId === 'string' && idPattern.test(value.stationId) ? value.stationId : null,
  };
};

/** The stored draft, each part kept only when well formed (the defaults otherwise); null when there is none. */
export const loadDemandDraft = (): DemandFields | null => {
  const text = readStorageItem(getBrowserStorage('session'), DEMAND_DRAFT_KEY);
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw)) return null;
  const empty = emptyDemandFields();
  const weekdays = Array.isArray(raw.weekdays) ? raw.weekdays.filter((day): day is number => Number.isInteger(day) && day >= 1 && day <= 7) : null;
  return {
    from: toEnd(raw.from),
    to: toEnd(raw.to),
    timeKind: raw.timeKind === 'depart' ? 'depart' : 'arrive',
    windowStart: typeof raw.windowStart === 'string' && clockPattern.test(raw.windowStart) ? raw.windowStart : empty.windowStart,
    windowEnd: typeof raw.windowEnd === 'string' && clockPattern.test(raw.windowEnd) ? raw.windowEnd : empty.windowEnd,
    weekdays: weekdays ?? empty.weekdays,
    people: raw.people === null || (Number.isInteger(raw.people) && (raw.people as number) > 0) ? (raw.people as number | null) : empty.people,
    note: typeof raw.note === 'string' ? raw.note : '',
    odCampaignId: typeof raw.odCampaignId === 'string' && idPattern.test(raw.odCampaignId) ? raw.odCampaignId : null,
  };
};

export const saveDemandDraft = (fields: DemandFields): void => {
  writeStorageItem(getBrowserStorage('session'), DEMAND_DRAFT_KEY, JSON.stringify(fields));
};

/** demand-station's answer: one end chosen on the map, the rest of the draft as it was. */
export const saveDraftEnd = (end: EndName, place: DemandEnd): void => {
  saveDemandDraft({ ...(loadDemandDraft() ?? emptyDemandFields()), [end]: place });
};

export const clearDemandDraft = (): void => removeStorageItem(getBrowserStorage('session'), DEMAND_DRAFT_KEY);
