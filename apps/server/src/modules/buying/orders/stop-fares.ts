import { AppError } from '../../../http/app-error';
import type { LineFaresOf } from '../buying.ports';

/**
 * The fare between the chosen stops (decision 062), the one guard every sale passes (orders and their quotes,
 * presales and carpools through them, period and term passes): a line without a price in CNY is not sold, nor a
 * pair of stops its fares between stops leave out. Answers the pair's fare, or null where the line has no fares
 * between stops and each departure's own price is charged.
 */
export const pairFareOf = (fares: LineFaresOf | undefined, boardSeq: number, alightSeq: number): number | null => {
  if (!fares) throw new AppError('lineNotFound');
  if (!fares.isPriced) throw new AppError('lineUnpriced');
  if (fares.pairFares.length === 0) return null;
  const pair = fares.pairFares.find((f) => f.boardSeq === boardSeq && f.alightSeq === alightSeq);
  if (!pair) throw new AppError('stopsUnpriced');
  return pair.priceCents;
};

/** What one ride on the departure costs before any group's terms: the pair's fare, else the departure's price. */
export const rideFareCents = (departure: { price_cents: number }, pairCents: number | null): number => pairCents ?? departure.price_cents;
