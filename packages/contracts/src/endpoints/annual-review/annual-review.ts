import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { ClockTime, Id, ServiceDate } from '../../schemas/common';

/** The first year the review answers; any year before it has no tickets. */
export const FIRST_REVIEW_YEAR = 2000;

export const AnnualReviewQuery = z.object({
  /** Absent: the current year in Asia/Shanghai. */
  year: z.coerce
    .number({ error: '年份须为数字' })
    .int('年份须为整数')
    .min(FIRST_REVIEW_YEAR, `年份不能早于 ${FIRST_REVIEW_YEAR} 年`)
    .max(2999, '年份不正确')
    .optional(),
});
export type AnnualReviewQuery = z.input<typeof AnnualReviewQuery>;

/** The line ridden most often in the year (ties: the one ridden last, then by code). */
export const AnnualReviewTopLine = z.object({
  lineId: Id,
  lineCode: z.string(),
  lineName: z.string(),
  rides: z.number().int(),
});
export type AnnualReviewTopLine = z.infer<typeof AnnualReviewTopLine>;

/** The ride that boarded earliest in its service day (an after-midnight boarding belongs to the evening before). */
export const AnnualReviewEarliestRide = z.object({
  /** The Shanghai calendar date of the boarding. */
  date: ServiceDate,
  /** 'HH:mm' at the boarding stop, by the timetable. */
  boardsAt: ClockTime,
  lineCode: z.string(),
  lineName: z.string(),
  boardName: z.string(),
});
export type AnnualReviewEarliestRide = z.infer<typeof AnnualReviewEarliestRide>;

export const AnnualReview = z.object({
  year: z.number().int(),
  /** Years to choose from, newest first: the current year and every year with a ride. */
  years: z.array(z.number().int()),
  /** Checked-in tickets of the passenger's own orders whose service date is in the year. */
  rides: z.number().int(),
  /** Metres along the line between boarding and alighting stops, summed over the rides. */
  distanceM: z.number().int(),
  /** How many of the rides were measured along the line's stored route; the rest between consecutive stops. */
  ridesAlongRoute: z.number().int(),
  /** Scheduled minutes from boarding to alighting, summed. */
  minutesOnBus: z.number().int(),
  /** Against driving the same distance alone by car (packages/contracts ride-carbon.ts). */
  co2SavedGrams: z.number().int(),
  /** What coupons took off the fares of the rides: each ticket's price less its share of what its order paid. */
  couponSavedCents: z.number().int(),
  /** How many of the rides had a coupon. */
  couponRides: z.number().int(),
  topLine: AnnualReviewTopLine.nullable(),
  earliestRide: AnnualReviewEarliestRide.nullable(),
});
export type AnnualReview = z.infer<typeof AnnualReview>;

/** 年度报告: the passenger's year on the bus, computed from their checked-in tickets (decision 056). */
export const annualReview = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/ticket/annualReview',
  summary: "The passenger's year on the bus: rides, distance, time, CO2 and coupon savings, top line, earliest ride",
  isPublic: false,
  needsClientHeaders: true,
  query: AnnualReviewQuery,
  data: AnnualReview,
});
