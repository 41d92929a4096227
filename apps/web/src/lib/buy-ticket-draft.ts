/**
 * What the buying page opens with, carried in its query string so that any page (order again, a line
 * page, a shared link) can hand over a choice without importing the buying feature:
 * `?lineId=&time=HH:mm&board=&alight=&dates=YYYY-MM-DD,…&passengerIds=1,2`, the stations of a route
 * search (lib/trip-stops: `boardStationId`, `alightStationId`), used where the stop numbers are absent, and
 * `userCouponId`: the coupon my-coupon's 去使用 came from, preferred when it is usable for the order.
 * Every part is optional except lineId; anything malformed is dropped, never trusted.
 */
import { readTripStations, tripStationsQuery, type TripStations } from './trip-stops';

export type BuyTicketDraft = TripStations & {
  lineId: string;
  time?: string;
  boardSeq?: number;
  alightSeq?: number;
  dates?: string[];
  passengerIds?: string[];
  userCouponId?: string;
};

const idPattern = /^[1-9]\d{0,15}$/;
const timePattern = /^\d{2}:\d{2}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const seq = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  return Number(value);
};

const list = (value: string | null, pattern: RegExp): string[] | undefined => {
  if (!value) return undefined;
  const items = value.split(',').filter((item) => pattern.test(item));
  return items.length > 0 ? [...new Set(items)] : undefined;
};

/** The query of getHref(BUY_TICKET_PATH, …) for a draft. */
export const buyTicketQuery = (draft: BuyTicketDraft): Record<string, string | undefined> => ({
  lineId: draft.lineId,
  time: draft.time,
  board: draft.boardSeq === undefined ? undefined : String(draft.boardSeq),
  alight: draft.alightSeq === undefined ? undefined : String(draft.alightSeq),
  dates: draft.dates && draft.dates.length > 0 ? draft.dates.join(',') : undefined,
  passengerIds: draft.passengerIds && draft.passengerIds.length > 0 ? draft.passengerIds.join(',') : undefined,
  userCouponId: draft.userCouponId,
  ...tripStationsQuery(draft),
});

/** Reads a draft from a query string; null without a valid lineId. */
export const readBuyTicketDraft = (search: string): BuyTicketDraft | null => {
  const params = new URLSearchParams(search);
  const lineId = params.get('lineId');
  if (!lineId || !idPattern.test(lineId)) return null;
  const time = params.get('time');
  return {
    lineId,
    time: time && timePattern.test(time) ? time : undefined,
    boardSeq: seq(params.get('board')),
    alightSeq: seq(params.get('alight')),
    dates: list(params.get('dates'), datePattern),
    passengerIds: list(params.get('passengerIds'), idPattern),
    userCouponId: idPattern.test(params.get('userCouponId') ?? '') ? (params.get('userCouponId') ?? undefined) : undefined,
    ...readTripStations(search),
  };
};
