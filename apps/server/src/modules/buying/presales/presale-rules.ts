import { AppError } from '../../../http/app-error';
import type { PresaleRow } from './presales.repository';

/**
 * A presale's rule for an order (decision 047): while the line is on presale an order buys exactly its dates
 * and only before its sales close; once closed (the line was not confirmed) nothing is sold; once released
 * the line sells as any other. `serviceDates` are the order's, one per departure.
 */
export const checkPresale = (presale: PresaleRow | undefined, serviceDates: readonly string[], now: Date): void => {
  if (!presale || presale.status === 'released') return;
  if (presale.status === 'closed' || now.getTime() >= presale.sales_close_at.getTime()) throw new AppError('assembleClosed');
  const wanted = new Set(presale.dates);
  if (serviceDates.length !== wanted.size || serviceDates.some((date) => !wanted.has(date))) {
    throw new AppError('assemblePeriodOnly', `参与众筹需一次购买首期全部 ${wanted.size} 天的车票`);
  }
};
