import type { ShuttleRequest } from '@udian/contracts/schemas/groups';
import { centsToYuanText, yuanTextToCents } from '../../lib/yuan-input';

/** How long a quote holds when the operator does not say otherwise (the contract's default). */
const DEFAULT_VALID_DAYS = 14;

/**
 * The quote form's values as antd holds them: the prices as the yuan text typed (under the contract's names, so
 * its messages land on them), the counts as InputNumber gives them (null when emptied).
 */
export type QuoteFormValues = {
  perRideCents?: string;
  monthlyCents?: string;
  vehicles?: number | null;
  seatsPerVehicle?: number | null;
  note?: string;
  validDays?: number | null;
};

/** An empty box is sent as no number, so the contract asks for it in its own words (请填写…) rather than 此项必填. */
const asked = (value: number | null | undefined): number => value ?? Number.NaN;

/**
 * The form's values as QuoteShuttleBody: prices in integer cents from the yuan typed (never float arithmetic), an
 * empty price not taken for 0, every count asked for; the contract judges the rest (whole cents, the limits).
 */
export const toQuoteInput = (requestId: string, values: QuoteFormValues): Record<string, unknown> => ({
  requestId,
  perRideCents: asked(yuanTextToCents(values.perRideCents)),
  monthlyCents: asked(yuanTextToCents(values.monthlyCents)),
  vehicles: asked(values.vehicles),
  seatsPerVehicle: asked(values.seatsPerVehicle),
  note: values.note ?? '',
  validDays: asked(values.validDays),
});

/** What the form starts with: the current quote's terms when quoting again, else only the usual validity. */
export const initialQuoteValues = (request: Pick<ShuttleRequest, 'quote'>): QuoteFormValues => {
  const quote = request.quote;
  if (!quote) return { validDays: DEFAULT_VALID_DAYS };
  return {
    perRideCents: centsToYuanText(quote.perRideCents),
    monthlyCents: centsToYuanText(quote.monthlyCents),
    vehicles: quote.vehicles,
    seatsPerVehicle: quote.seatsPerVehicle,
    note: quote.note,
    validDays: DEFAULT_VALID_DAYS,
  };
};

/** Seats offered against the headcount asked: whether the vehicles quoted seat everyone (both known). */
export const seatsFallShort = (values: Pick<QuoteFormValues, 'vehicles' | 'seatsPerVehicle'>, headcount: number): boolean => {
  const { vehicles, seatsPerVehicle } = values;
  if (typeof vehicles !== 'number' || typeof seatsPerVehicle !== 'number') return false;
  return vehicles * seatsPerVehicle < headcount;
};
