import { z } from 'zod';
import { ClockTime, Id, ServiceDate } from './common';

export const LineType = z.enum(['commute', 'custom', 'enterprise', 'company', 'school', 'carpool', 'holiday', 'tour']);
export type LineType = z.infer<typeof LineType>;

export const City = z.object({ cityId: z.number().int(), cityName: z.string(), lng: z.number(), lat: z.number() });
export type City = z.infer<typeof City>;

export const Station = z.object({
  stationId: Id,
  name: z.string(),
  alias: z.string(),
  lng: z.number(),
  lat: z.number(),
  isValid: z.boolean(),
});
export type Station = z.infer<typeof Station>;

export const NearbyStation = Station.extend({ distanceM: z.number().int() });
export type NearbyStation = z.infer<typeof NearbyStation>;

/** What a list shows about a line. */
export const LineSummary = z.object({
  lineId: Id,
  lineCode: z.string(),
  lineName: z.string(),
  type: LineType,
  cityId: z.number().int(),
  startStationName: z.string(),
  endStationName: z.string(),
  /** The first departure of the day, 'HH:mm', or null when the line has no trips. */
  firstDepartureTime: ClockTime.nullable(),
  priceCents: z.number().int(),
  durationMinutes: z.number().int(),
  isWhiteList: z.boolean(),
  /**
   * false: the line has no price yet (暂未定价) and is not sold; priceCents is then 0 (decision 062). Every server
   * sends it; an answer without it (an instance older than the field) reads as priced.
   */
  isPriced: z.boolean().optional(),
  /** The fare differs between stops: priceCents is the lowest (shown ¥x起), the buy page's quote the pair's. */
  hasStopFares: z.boolean().optional(),
});
export type LineSummary = z.infer<typeof LineSummary>;

export const LineStop = z.object({
  seq: z.number().int(),
  stationId: Id,
  name: z.string(),
  alias: z.string(),
  lng: z.number(),
  lat: z.number(),
  minutesFromStart: z.number().int(),
  canBoard: z.boolean(),
  canAlight: z.boolean(),
});
export type LineStop = z.infer<typeof LineStop>;

export const DepartureSlot = z.object({
  departureId: Id,
  /** 'HH:mm' at the first stop. */
  time: ClockTime,
  departsAt: z.string(),
  seatsLeft: z.number().int(),
  priceCents: z.number().int(),
});
export type DepartureSlot = z.infer<typeof DepartureSlot>;

/** One day of the line's service calendar. */
export const CalendarDay = z.object({
  date: ServiceDate,
  isServiceDay: z.boolean(),
  /** A public holiday's name, e.g. 国庆节. */
  holidayName: z.string().nullable(),
  /** A weekend day that is a working day by the official calendar (调休). */
  isMakeUpWorkday: z.boolean(),
  /** Seats left over the day's departures still to come; at most about a second old. */
  seatsLeft: z.number().int(),
  isSoldOut: z.boolean(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const Announcement = z.object({
  announcementId: Id,
  title: z.string(),
  content: z.string(),
  effectiveFrom: ServiceDate,
  effectiveTo: ServiceDate.nullable(),
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;

export const LineDetail = z.object({
  line: LineSummary.extend({ description: z.string(), agencyName: z.string(), agencyPhone: z.string(), distanceM: z.number().int() }),
  stops: z.array(LineStop),
  /** Departure times of the line's trips, 'HH:mm', in order. */
  departureTimes: z.array(ClockTime),
  /** The route as [[lng, lat], …] in GCJ-02; the stops in order when no shape is known. */
  shape: z.array(z.tuple([z.number(), z.number()])),
  /** The next 30 days from today (Asia/Shanghai); a day's departures come from /line/departures/query. */
  calendar: z.array(CalendarDay),
  reverseLineId: Id.nullable(),
  announcements: z.array(Announcement),
});
export type LineDetail = z.infer<typeof LineDetail>;

export const StationWithLines = z.object({ station: NearbyStation, lines: z.array(LineSummary) });
export type StationWithLines = z.infer<typeof StationWithLines>;
