import { isInChina } from '@udian/contracts/china-outline';
import { accountMessages, textLength } from '@udian/contracts/account-rules';
import { greatCircleMeters } from '@udian/contracts/great-circle';
import {
  clockMinutes,
  DEMAND_EARLIEST_MINUTES,
  DEMAND_LATEST_MINUTES,
  DEMAND_NOTE_MAX_LENGTH,
  DEMAND_PEOPLE_MAX,
  DEMAND_PEOPLE_MIN,
  DEMAND_PLACE_NAME_MAX_LENGTH,
  DEMAND_SAME_PLACE_M,
  demandMessages,
  type AddDemandBody,
  type DemandTimeKind,
} from '@udian/contracts/schemas/demand';

/**
 * The form's checks of AddDemandBody (packages/contracts/src/schemas/demand.ts), written by hand: the browser
 * carries no zod (decision 015). demand-rules.test.ts checks them against the schema itself, so the contract
 * stays the authority and the page shows the server's own words before it sends anything.
 */

/** One end of the commute as the form holds it: a place with the name the passenger sees. */
export type DemandEnd = { name: string; address: string; lng: number; lat: number; stationId: string | null };

export type DemandFields = {
  from: DemandEnd | null;
  to: DemandEnd | null;
  timeKind: DemandTimeKind;
  windowStart: string;
  windowEnd: string;
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  /** null while the passenger has cleared the number. */
  people: number | null;
  note: string;
  odCampaignId: string | null;
};

export type DemandField = 'from' | 'to' | 'timeKind' | 'windowStart' | 'windowEnd' | 'weekdays' | 'people' | 'note';
export type DemandErrors = Partial<Record<DemandField, string>>;

export const ADDRESS_MAX_LENGTH = 100;
const ADDRESS_TOO_LONG = '详细地址不能超过 100 个字';
const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOCK_FORMAT = '时间格式应为 HH:mm';

/** Mondays to Fridays: most commutes, and the form's first choice. */
export const WORKDAYS: readonly number[] = [1, 2, 3, 4, 5];

const endError = (end: DemandEnd | null): string | undefined => {
  if (!end) return demandMessages.placeNameRequired;
  const name = end.name.trim();
  if (name === '') return demandMessages.placeNameRequired;
  if (textLength(name) > DEMAND_PLACE_NAME_MAX_LENGTH) return demandMessages.placeNameTooLong;
  if (end.address.trim().length > ADDRESS_MAX_LENGTH) return ADDRESS_TOO_LONG;
  if (!isInChina(end.lng, end.lat)) return accountMessages.pointInvalid;
  return undefined;
};

const clockError = (clock: string): string | undefined => {
  if (!CLOCK_PATTERN.test(clock)) return CLOCK_FORMAT;
  const minutes = clockMinutes(clock);
  return minutes < DEMAND_EARLIEST_MINUTES || minutes > DEMAND_LATEST_MINUTES ? demandMessages.timeOutOfRange : undefined;
};

const peopleError = (people: number | null): string | undefined => {
  if (people === null || !Number.isFinite(people)) return demandMessages.peopleRequired;
  if (!Number.isInteger(people) || people < DEMAND_PEOPLE_MIN || people > DEMAND_PEOPLE_MAX) return demandMessages.peopleRange;
  return undefined;
};

const weekdaysError = (weekdays: readonly number[]): string | undefined =>
  weekdays.length === 0 || weekdays.some((day) => !Number.isInteger(day) || day < 1 || day > 7) ? demandMessages.weekdaysRequired : undefined;

/** Each field's first complaint, in the schema's order (an end's own checks, then the two-field rules). */
export const validateDemand = (fields: DemandFields): DemandErrors => {
  const errors: DemandErrors = {
    from: endError(fields.from),
    to: endError(fields.to),
    timeKind: fields.timeKind === 'arrive' || fields.timeKind === 'depart' ? undefined : demandMessages.timeKindInvalid,
    windowStart: clockError(fields.windowStart),
    windowEnd: clockError(fields.windowEnd),
    weekdays: weekdaysError(fields.weekdays),
    people: peopleError(fields.people),
    note: textLength(fields.note.trim()) > DEMAND_NOTE_MAX_LENGTH ? demandMessages.noteTooLong : undefined,
  };
  if (!errors.to && fields.from && fields.to && greatCircleMeters(fields.from, fields.to) < DEMAND_SAME_PLACE_M) errors.to = demandMessages.samePlace;
  if (!errors.windowEnd && !(clockMinutes(fields.windowEnd) > clockMinutes(fields.windowStart))) errors.windowEnd = demandMessages.windowOrder;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as DemandErrors;
};

const endBody = (end: DemandEnd) => ({ name: end.name.trim(), address: end.address.trim(), lng: end.lng, lat: end.lat, stationId: end.stationId });

/** The body of POST /demand/add, from fields that passed validateDemand. */
export const toDemandBody = (fields: DemandFields & { from: DemandEnd; to: DemandEnd; people: number }): AddDemandBody => ({
  from: endBody(fields.from),
  to: endBody(fields.to),
  timeKind: fields.timeKind,
  windowStart: fields.windowStart,
  windowEnd: fields.windowEnd,
  weekdays: [...new Set(fields.weekdays)].sort((a, b) => a - b),
  people: fields.people,
  note: fields.note.trim(),
  odCampaignId: fields.odCampaignId,
});

/** Whether the fields are ready to send (narrowed for toDemandBody). */
export const isComplete = (fields: DemandFields): fields is DemandFields & { from: DemandEnd; to: DemandEnd; people: number } =>
  Object.keys(validateDemand(fields)).length === 0;
