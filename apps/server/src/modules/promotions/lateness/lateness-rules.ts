import { shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';

const MINUTE_MS = 60_000;

/**
 * Minutes late at a stop, rounded up: 20 min 1 s late is 21 minutes, so "more than 20 minutes late" is
 * exactly "late minutes > 20" on whole minutes. Early or on time is 0.
 */
export const lateMinutes = (scheduledAt: Date, arrivedAt: Date): number => Math.max(0, Math.ceil((arrivedAt.getTime() - scheduledAt.getTime()) / MINUTE_MS));

/** The line's two thresholds in minutes at the rider's boarding stop: more than minor → 50%, more than major → 100%. */
export type LateThresholds = { minorMinutes: number; majorMinutes: number };

/** The share of the ticket's paid amount given back: 100, 50, or 0 (not late enough). */
export const compensationPercent = (minutesLate: number, { minorMinutes, majorMinutes }: LateThresholds): 0 | 50 | 100 => {
  if (minutesLate > majorMinutes) return 100;
  if (minutesLate > minorMinutes) return 50;
  return 0;
};

/** The coupon's amount: `percent` of the ticket's paid share in whole cents, a half cent rounded in the rider's favour. */
export const compensationCents = (paidShareCents: number, percent: 50 | 100): number => Math.ceil((paidShareCents * percent) / 100);

const monthDay = (at: Date): string => {
  const [, month, day] = shanghaiDate(at).split('-');
  return `${Number(month)}月${Number(day)}日`;
};

/** Why the rider holds the coupon, shown with it in my-coupon (the message of the compensation). */
export const compensationNote = (input: {
  lineCode: string;
  lineName: string;
  departsAt: Date;
  stationName: string;
  minutesLate: number;
  percent: 50 | 100;
  amountCents: number;
}): string =>
  `您乘坐的 ${input.lineCode} ${input.lineName} ${monthDay(input.departsAt)} ${shanghaiClock(input.departsAt)} 班次，` +
  `到达您的上车站「${input.stationName}」晚点 ${input.minutesLate} 分钟，` +
  `按车票实付金额的 ${input.percent}% 补偿 ${(input.amountCents / 100).toFixed(2)} 元。`;
