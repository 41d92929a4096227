import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { STAFF_ROLES } from '../../../operator-roles';
import { Id } from '../../../schemas/common';
import { LineType } from '../../../schemas/lines';
import { PageQuery } from '../../../schemas/operators';

const staffRoles = STAFF_ROLES;

/** A search box: empty means everything. */
const Search = z.string().trim().max(50, '搜索内容不能超过 50 个字').optional();

export const OpsLineSummary = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  type: LineType,
  cityName: z.string(),
  isActive: z.boolean(),
  stationCount: z.number().int(),
  /** Scheduled departures from today through the next 30 service days. */
  upcomingDepartures: z.number().int(),
  priceCents: z.number().int(),
  /** false: no price yet (暂未定价, a feed's fares in another currency), not sold until 设置票价 (decision 062). */
  isPriced: z.boolean(),
  /** The fare differs between stops: priceCents is the lowest; 设置票价 replaces them with one price. */
  hasStopFares: z.boolean(),
});
export type OpsLineSummary = z.infer<typeof OpsLineSummary>;

export const OpsLinesQuery = z.object({ q: Search, ...PageQuery });
export type OpsLinesQuery = z.input<typeof OpsLinesQuery>;

/** Lines by code, searched by code or name. */
export const listOpsLines = defineOperatorEndpoint({
  method: 'GET',
  path: '/network/lines',
  summary: 'Lines with their station count, upcoming departures and price, searched by code or name',
  roles: staffRoles,
  query: OpsLinesQuery,
  data: z.object({ items: z.array(OpsLineSummary), total: z.number().int() }),
});

export const OpsLineStop = z.object({
  seq: z.number().int(),
  stationId: Id,
  stationName: z.string(),
  minutesFromStart: z.number().int(),
  canBoard: z.boolean(),
  canAlight: z.boolean(),
});

/** A trip of the timetable with the days its service runs. */
export const OpsLineTrip = z.object({
  id: Id,
  /** HH:mm at the first stop (a run after midnight reads past 24:00). */
  departsAt: z.string(),
  capacity: z.number().int(),
  headsign: z.string(),
  /** Weekdays in Chinese (周一至周五…) and the service's dates. */
  weekdaysLabel: z.string(),
  followsCnWorkdays: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
});

export const OpsLineDetail = OpsLineSummary.extend({
  description: z.string(),
  distanceM: z.number().int(),
  /** The driver takes a transit card swipe (decision 053): passengers' tickets of the line show their bound cards. */
  acceptsTransitCard: z.boolean(),
  stops: z.array(OpsLineStop),
  trips: z.array(OpsLineTrip),
  /** Departures per service date over the next 30 days (dates without any are left out). */
  calendar: z.array(z.object({ date: z.string(), departures: z.number().int(), cancelled: z.number().int() })),
});
export type OpsLineDetail = z.infer<typeof OpsLineDetail>;

/** One line: its stops in order, its timetable and the next 30 days. */
export const getOpsLine = defineOperatorEndpoint({
  method: 'GET',
  path: '/network/line',
  summary: 'One line: stops in order, trips with their service days, departures per day for 30 days',
  roles: staffRoles,
  query: z.object({ id: Id }),
  data: z.object({ line: OpsLineDetail }),
});

export const OpsStation = z.object({
  id: Id,
  name: z.string(),
  alias: z.string(),
  cityName: z.string(),
  /** GCJ-02. */
  lng: z.number(),
  lat: z.number(),
  isValid: z.boolean(),
  lineCount: z.number().int(),
});
export type OpsStation = z.infer<typeof OpsStation>;

export const OpsStationsQuery = z.object({ q: Search, ...PageQuery });
export type OpsStationsQuery = z.input<typeof OpsStationsQuery>;

/** Stations by name, searched by name or alias. */
export const listOpsStations = defineOperatorEndpoint({
  method: 'GET',
  path: '/network/stations',
  summary: 'Stations with coordinates and how many lines stop there, searched by name or alias',
  roles: staffRoles,
  query: OpsStationsQuery,
  data: z.object({ items: z.array(OpsStation), total: z.number().int() }),
});
