import { z } from 'zod';
import { textLength } from '../account-rules';
import { greatCircleMeters } from '../great-circle';
import { GcjLat, GcjLng, inChina } from './accounts';
import { AssembleMyState, AssembleStatus } from './assemble';
import { ClockTime, Id, Lat, Lng, ServiceDate } from './common';

/**
 * Carpools (拼车, decision 051): a crowdfund a passenger starts (decision 047's mechanism, not a second one)
 * for one ride: a route from a place to a place, a date and a departure time, a vehicle and a minimum of
 * riders, a deadline before departure. Riders join by buying a seat; at the minimum it runs, and at the
 * deadline short of it every rider is refunded in full automatically.
 */

/** /car/carpool/match: a carpool matches when its origin AND its destination are each this close to mine… */
export const CARPOOL_MATCH_RADIUS_M = 2_000;
/** …and it departs at most this many minutes before or after my time (instants compared: midnight is no edge). */
export const CARPOOL_MATCH_WINDOW_MINUTES = 60;
/** In the ranking, a minute of departure time apart weighs as much as this many metres more to walk. */
export const CARPOOL_MATCH_METERS_PER_MINUTE = 80;
/** 附近的拼车: carpools setting off within this distance of the passenger. */
export const CARPOOL_NEAR_RADIUS_M = 5_000;
/** At most this many carpools in one list. */
export const CARPOOL_LIST_LIMIT = 30;

/** A carpool departs today or within this many days, and at least this long after it is started. */
export const CARPOOL_DAYS_AHEAD = 14;
export const CARPOOL_START_LEAD_MINUTES = 60;
/** Its deadline is at least this long before departure: time to send the vehicle. */
export const CARPOOL_DEADLINE_LEAD_MINUTES = 30;
/** Origin and destination at least this far apart, at most this far (straight line). */
export const CARPOOL_MIN_DISTANCE_M = 1_000;
export const CARPOOL_MAX_DISTANCE_M = 80_000;
/** A passenger may have this many of their own carpools gathering at once. */
export const CARPOOL_OPEN_LIMIT = 3;
export const CARPOOL_PLACE_NAME_MAX_LENGTH = 40;
/** The fewest riders a carpool may need to run. */
export const CARPOOL_MINIMUM_MIN = 2;

/** The vehicles a carpool may ask for: its seats are the bus's. */
export const CARPOOL_VEHICLES = [
  { seats: 7, label: '7 座商务车' },
  { seats: 19, label: '19 座中巴' },
  { seats: 33, label: '33 座大巴' },
] as const;
export const carpoolSeatOptions: readonly number[] = CARPOOL_VEHICLES.map((v) => v.seats);

/**
 * One seat's fare, by the published rule: ¥2 plus ¥0.50 per kilometre of the straight-line distance from
 * origin to destination, rounded up to the next ¥0.50, and never under ¥5. In cents.
 */
export const CARPOOL_FARE = { baseCents: 200, perKmCents: 50, stepCents: 50, minCents: 500 } as const;
export const carpoolFareCents = (distanceM: number): number => {
  const raw = CARPOOL_FARE.baseCents + (CARPOOL_FARE.perKmCents * distanceM) / 1000;
  return Math.max(CARPOOL_FARE.minCents, Math.ceil(raw / CARPOOL_FARE.stepCents) * CARPOOL_FARE.stepCents);
};

/** A first guess at the ride's length: straight-line distance at 25 km/h, plus 10 minutes, in whole minutes. */
export const carpoolRideMinutes = (distanceM: number): number => Math.round(distanceM / (25_000 / 60)) + 10;

export const carpoolMessages = {
  placeRequired: '请选择地点',
  placeNameTooLong: `地点名称不能超过 ${CARPOOL_PLACE_NAME_MAX_LENGTH} 个字`,
  tooClose: '出发地和目的地相距太近（不足 1 公里），请重新选择',
  tooFar: '拼车路线直线距离不能超过 80 公里，请重新选择',
  seatsInvalid: '请选择车型',
  minimumInvalid: `成行人数须在 ${CARPOOL_MINIMUM_MIN} 人至车辆座位数之间`,
  deadlineRequired: '请选择报名截止时间',
} as const;

/**
 * gathering 拼车中, opened 已成行 (it runs: the tickets are valid), failed 未成行 (the deadline passed short
 * of the minimum: refunded in full), closed 已关闭 (the operator closed it: refunded in full).
 */
export const carpoolStatusLabels: Record<AssembleStatus, string> = {
  gathering: '拼车中',
  opened: '已成行',
  failed: '未成行',
  closed: '已关闭',
};

export const carpoolMyStateLabels: Record<AssembleMyState, string> = {
  joined: '待支付',
  committed: '已支付',
  refunded: '已退款',
};

const PlaceName = z
  .string({ error: carpoolMessages.placeRequired })
  .trim()
  .min(1, carpoolMessages.placeRequired)
  .refine((name) => textLength(name) <= CARPOOL_PLACE_NAME_MAX_LENGTH, carpoolMessages.placeNameTooLong);

/**
 * One end as chosen on the place sheet: a station, a district, a common address or the passenger's location
 * (GCJ-02). A station is the carpool's stop itself; any other point becomes a stop of its own.
 */
export const CarpoolPlaceInput = inChina(z.object({ name: PlaceName, lng: GcjLng, lat: GcjLat, stationId: Id.nullable().default(null) }));
export type CarpoolPlaceInput = z.input<typeof CarpoolPlaceInput>;

export const CarpoolPlace = z.object({ name: z.string(), lng: z.number(), lat: z.number() });
export type CarpoolPlace = z.infer<typeof CarpoolPlace>;

/**
 * Starting a carpool. The date, the time and the deadline are checked against the clock on the server (today
 * or within CARPOOL_DAYS_AHEAD days, an hour ahead at least, the deadline between now and 30 minutes before
 * departure); the fare is the published rule's, never the passenger's.
 */
export const StartCarpoolBody = z
  .object({
    from: CarpoolPlaceInput,
    to: CarpoolPlaceInput,
    /** The departure, Asia/Shanghai. */
    date: ServiceDate,
    time: ClockTime,
    seats: z
      .number({ error: carpoolMessages.seatsInvalid })
      .int(carpoolMessages.seatsInvalid)
      .refine((seats) => carpoolSeatOptions.includes(seats), carpoolMessages.seatsInvalid),
    /** Riders needed by the deadline for it to run. */
    minimum: z.number({ error: carpoolMessages.minimumInvalid }).int(carpoolMessages.minimumInvalid).min(CARPOOL_MINIMUM_MIN, carpoolMessages.minimumInvalid),
    /** ISO instant. */
    deadline: z.iso.datetime({ offset: true, error: carpoolMessages.deadlineRequired }),
  })
  .refine((b) => b.minimum <= b.seats, { message: carpoolMessages.minimumInvalid, path: ['minimum'] })
  .refine((b) => greatCircleMeters(b.from, b.to) >= CARPOOL_MIN_DISTANCE_M, { message: carpoolMessages.tooClose, path: ['to'] })
  .refine((b) => greatCircleMeters(b.from, b.to) <= CARPOOL_MAX_DISTANCE_M, { message: carpoolMessages.tooFar, path: ['to'] });
export type StartCarpoolBody = z.input<typeof StartCarpoolBody>;

/** A carpool as anyone sees it. */
export const Carpool = z.object({
  /** The crowdfund's id. */
  id: Id,
  lineId: Id,
  code: z.string(),
  status: AssembleStatus,
  from: CarpoolPlace,
  to: CarpoolPlace,
  date: ServiceDate,
  time: ClockTime,
  /** ISO instant of departure. */
  departsAt: z.string(),
  /** When it is due at the destination, 'HH:mm' (a first guess from the distance). */
  arrivalTime: ClockTime,
  /** Straight-line distance from origin to destination, whole metres. */
  distanceM: z.number().int(),
  /** One seat, in cents. */
  priceCents: z.number().int(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** Riders needed to run, and riders who paid. */
  minimum: z.number().int(),
  committed: z.number().int(),
  /** ISO instant. */
  deadline: z.string(),
  /** A seat may be bought now: gathering before its deadline, or running before departure, with seats left. */
  isJoinable: z.boolean(),
  /** When it ran, failed or was closed (ISO); null while gathering. */
  endedAt: z.string().nullable(),
});
export type Carpool = z.infer<typeof Carpool>;

/** What joining buys: the carpool's one departure, boarding at its origin and alighting at its destination. */
export const CarpoolPlan = z.object({ lineId: Id, departureIds: z.array(Id), boardSeq: z.number().int(), alightSeq: z.number().int() });
export type CarpoolPlan = z.infer<typeof CarpoolPlan>;

/** The passenger's part: whether they started it, their order's state, what went back, their tickets once it runs. */
export const CarpoolMe = z.object({
  isStarter: z.boolean(),
  state: AssembleMyState.nullable(),
  orderNo: z.string().nullable(),
  refundedCents: z.number().int(),
  /** Their riders' tickets (valid or used): the ride code is on each once it runs. */
  ticketIds: z.array(Id),
});
export type CarpoolMe = z.infer<typeof CarpoolMe>;

export const MyCarpool = z.object({ carpool: Carpool, me: CarpoolMe });
export type MyCarpool = z.infer<typeof MyCarpool>;

/** A match: the carpool, how far its ends are from mine, how many minutes its departure is from my time. */
export const CarpoolMatch = z.object({
  carpool: Carpool,
  fromDistanceM: z.number().int(),
  toDistanceM: z.number().int(),
  minutesApart: z.number().int(),
});
export type CarpoolMatch = z.infer<typeof CarpoolMatch>;

export const CarpoolMatchQuery = z.object({
  fromLng: Lng,
  fromLat: Lat,
  toLng: Lng,
  toLat: Lat,
  /** My departure, Asia/Shanghai. */
  date: ServiceDate,
  time: ClockTime,
});
export type CarpoolMatchQuery = z.input<typeof CarpoolMatchQuery>;

export const CarpoolNear = z.object({ carpool: Carpool, distanceM: z.number().int() });
export type CarpoolNear = z.infer<typeof CarpoolNear>;
