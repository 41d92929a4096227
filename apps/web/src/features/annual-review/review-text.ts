import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { formatYuan } from '../../lib/format';
import { formatMonthDay } from '../../lib/shanghai-time';

/**
 * The review's figures in words, written once for the page and the image drawn for sharing, so that the two
 * never differ (decision 056).
 */

/** Kilometres with one decimal: '123.4'. */
export const kilometresText = (metres: number): string => (metres / 1000).toFixed(1);

/** '12 小时 5 分', '45 分钟', '0 分钟'. */
export const timeOnBusText = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} 分钟`;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分`;
};

/** Grams below a kilogram, else kilograms with one decimal: [value, unit]. */
export const co2Parts = (grams: number): [string, string] => (grams < 1000 ? [String(grams), '克'] : [(grams / 1000).toFixed(1), '千克']);

export const yuanText = (cents: number): string => `¥${formatYuan(cents)}`;

/** '3月2日 06:50' */
export const earliestWhenText = (ride: NonNullable<AnnualReview['earliestRide']>): string => `${formatMonthDay(ride.date)} ${ride.boardsAt}`;

/** 'M101 市民中心上车' */
export const earliestWhereText = (ride: NonNullable<AnnualReview['earliestRide']>): string =>
  `${ride.lineCode}${ride.boardName ? ` ${ride.boardName}上车` : ''}`;

/** '3月2日 06:50 · M101 市民中心上车' */
export const earliestRideText = (ride: NonNullable<AnnualReview['earliestRide']>): string => `${earliestWhenText(ride)} · ${earliestWhereText(ride)}`;
