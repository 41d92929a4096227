import { addDays } from '../../../time/shanghai-time';
import { daysInMonth, nextPeriodOf, periodOf, type Period, type PeriodKind } from '../../../time/periods';

/**
 * The rules of a period pass (decision 050), free of the database: when a pass is sold, for which period, and
 * what it costs. A monthly pass is sold for the next calendar month on days `saleFrom`-`saleTo` of the month
 * before (a day past the month's end is its last day); a weekly pass for the next week (Monday to Sunday) on
 * weekdays `saleFrom`-`saleTo` (1 = Monday) of the week before.
 */

export type SaleTerms = { kind: PeriodKind; saleFrom: number; saleTo: number };

/** Where a line's pass stands on a day: the period sold in the window that is open or comes next. */
export type PassOffer = { period: Period; sale: Period; isOnSale: boolean };

/** The window of the cycle (the month, or the week) a date is in. */
const windowOf = ({ kind, saleFrom, saleTo }: SaleTerms, date: string): Period => {
  const cycle = periodOf(kind, date);
  const last = kind === 'month' ? daysInMonth(date) : 7;
  return { startsOn: addDays(cycle.startsOn, Math.min(saleFrom, last) - 1), endsOn: addDays(cycle.startsOn, Math.min(saleTo, last) - 1) };
};

/**
 * The pass on `today`: inside the window, the next period is on sale; before it, the same period comes on sale
 * at its start; after it, the next cycle's window sells the period after.
 */
export const passOfferOn = (terms: SaleTerms, today: string): PassOffer => {
  const window = windowOf(terms, today);
  if (today <= window.endsOn) return { period: nextPeriodOf(terms.kind, today), sale: window, isOnSale: today >= window.startsOn };
  const nextCycle = nextPeriodOf(terms.kind, today).startsOn;
  return { period: nextPeriodOf(terms.kind, nextCycle), sale: windowOf(terms, nextCycle), isOnSale: false };
};

/** What the pass asks for fares of `totalCents`: `discountPercent` of them, to the nearest cent (half up). */
export const passPriceCents = (totalCents: number, discountPercent: number): number => Math.round((totalCents * discountPercent) / 100);

/** '5月20日' of a service date. */
export const monthDay = (date: string): string => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** How the sale window reads: '每月 20 日至 25 日', '每周四至周日'. */
export const saleTermsText = ({ kind, saleFrom, saleTo }: SaleTerms): string => {
  if (kind === 'month') return saleFrom === saleTo ? `每月 ${saleFrom} 日` : `每月 ${saleFrom} 日至 ${saleTo} 日`;
  const from = WEEKDAY_NAMES[saleFrom - 1]!;
  return saleFrom === saleTo ? `每${from}` : `每${from}至${WEEKDAY_NAMES[saleTo - 1]!}`;
};

/** Why a pass cannot be bought today, and when it can: '月票每月 20 日至 25 日售卖下月月票，下次开售：6月20日'. */
export const notOnSaleText = (terms: SaleTerms, offer: PassOffer): string => {
  const label = terms.kind === 'month' ? '月票' : '周票';
  const next = terms.kind === 'month' ? '下月' : '下周';
  return `${label}${saleTermsText(terms)}售卖${next}${label}，下次开售：${monthDay(offer.sale.startsOn)}`;
};
