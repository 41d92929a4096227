import type { OdCampaign } from '@udian/contracts/schemas/demand';
import dayjs, { type Dayjs } from 'dayjs';
import { blankToUndefined } from '../../forms/form-issues';
import { shanghaiDate } from '../../lib/format';

/** The campaign form's values as antd holds them: dates as dayjs, the place as one nested object. */
export type OdCampaignFormValues = {
  name?: string;
  organizer?: string;
  intro?: string;
  place?: { name?: string; address?: string; lng?: number | null; lat?: number | null; stationId?: string | null };
  startDate?: Dayjs;
  endDate?: Dayjs;
  target?: number | null;
};

/**
 * A campaign's first and last Shanghai dates from its instants: it starts at its first day's midnight and
 * ends with its last day, so the last date is the day of the instant just before it ends.
 */
export const campaignDates = (campaign: { startsAt: string; endsAt: string }): { startDate: string; endDate: string } => ({
  startDate: shanghaiDate(campaign.startsAt),
  endDate: shanghaiDate(new Date(Date.parse(campaign.endsAt) - 1).toISOString()),
});

const serviceDate = (value: unknown): unknown => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : value);

/** A cleared number input is null: as untouched (undefined), so the schema says 此项必填 rather than zod's English. */
const orUndefined = (value: unknown): unknown => (value === null ? undefined : value);

const placeInput = (place: unknown): unknown => {
  if (typeof place !== 'object' || place === null) return place;
  const p = place as Record<string, unknown>;
  return { ...p, lng: orUndefined(p.lng), lat: orUndefined(p.lat), stationId: p.stationId ?? null };
};

/** The create form's values as the contract's body (CreateOdCampaignBody checks them). */
export const toCreateInput = (values: Record<string, unknown>): Record<string, unknown> => ({
  ...values,
  place: placeInput(values.place),
  startDate: serviceDate(values.startDate),
  endDate: serviceDate(values.endDate),
});

/** What the edit form starts with: the campaign as it is. */
export const editFormValues = (campaign: OdCampaign): OdCampaignFormValues => {
  const dates = campaignDates(campaign);
  return {
    name: campaign.name,
    organizer: campaign.organizer,
    intro: campaign.intro,
    place: { name: campaign.place.name, address: campaign.place.address, lng: campaign.place.lng, lat: campaign.place.lat, stationId: campaign.place.stationId },
    startDate: dayjs(dates.startDate),
    endDate: dayjs(dates.endDate),
    target: campaign.target,
  };
};

const isSame = (a: unknown, b: unknown): boolean => {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => isSame(left[key], right[key]));
};

const EDITABLE = ['name', 'organizer', 'intro', 'place', 'startDate', 'endDate', 'target'] as const;

/**
 * The edit form's values as UpdateOdCampaignBody: the id and only what the operator changed (nothing changed is
 * the contract's own 没有要修改的内容). A text emptied is sent empty, so its rule says what is wrong with it.
 */
export const toUpdateInput = (id: string, before: OdCampaignFormValues, values: Record<string, unknown>): Record<string, unknown> => {
  // useContractForm hands emptied inputs over as undefined: both sides are read that way, so '' is no change.
  const was = toCreateInput(blankToUndefined(before as Record<string, unknown>));
  const now = toCreateInput(blankToUndefined(values));
  const changes: Record<string, unknown> = { id };
  for (const key of EDITABLE) {
    if (isSame(was[key], now[key])) continue;
    changes[key] = now[key] === undefined ? '' : now[key];
  }
  return changes;
};
