import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Carpool, CarpoolMatch, CarpoolMatchQuery, CarpoolMe, CarpoolNear, CarpoolPlan, MyCarpool, StartCarpoolBody } from '../../schemas/carpool';
import { Id, Lat, Lng } from '../../schemas/common';

/**
 * Carpools (拼车, decision 051) under the carpool prefix. SPEC section 7 names /car/carpool/match; the other
 * calls are ours, named alike. Joining is buying a seat through the ordinary order and payment calls.
 */

/**
 * /car/carpool/match: the joinable carpools whose origin and destination are each within
 * CARPOOL_MATCH_RADIUS_M of mine and whose departure is within CARPOOL_MATCH_WINDOW_MINUTES of my date and
 * time; best first (walking at both ends plus minutes apart, decision 051).
 */
export const carpoolMatch = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.carpool,
  path: '/car/carpool/match',
  summary: 'Joinable carpools near my origin and destination, departing near my time, best first',
  isPublic: true,
  needsClientHeaders: true,
  query: CarpoolMatchQuery,
  data: z.object({ items: z.array(CarpoolMatch) }),
});

/** 附近的拼车: joinable carpools setting off within CARPOOL_NEAR_RADIUS_M of a point, nearest first. */
export const carpoolNear = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.carpool,
  path: '/car/carpool/near',
  summary: 'Joinable carpools setting off near a point, nearest first',
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ lng: Lng, lat: Lat }),
  data: z.object({ items: z.array(CarpoolNear) }),
});

/** One carpool, what joining buys while it may be joined, and the logged-in passenger's part. */
export const carpoolDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.carpool,
  path: '/car/carpool/detail',
  summary: 'A carpool by its id, what joining buys and my part in it',
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ id: Id }),
  data: z.object({ carpool: Carpool, plan: CarpoolPlan.nullable(), me: CarpoolMe.nullable() }),
});

/**
 * Starts a carpool: its custom line (type carpool: two stops, one departure), sold as a presale of that one
 * date, and the starter joined. Answers what buying the starter's own seat takes.
 */
export const carpoolStart = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.carpool,
  path: '/car/carpool/start',
  summary: 'Starts a carpool for a route, a date and time, a vehicle and a minimum, with a deadline',
  isPublic: false,
  needsClientHeaders: true,
  isIdempotent: true,
  body: StartCarpoolBody,
  data: z.object({ carpool: Carpool, plan: CarpoolPlan }),
});

/**
 * Joins a carpool before buying its seat: refused once its deadline passed or it ended (carpoolClosed), when
 * full (carpoolFull), and while the passenger already holds an order on it (carpoolAlreadyJoined).
 */
export const carpoolJoin = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.carpool,
  path: '/car/carpool/join',
  summary: 'Joins a carpool and answers what buying a seat of it takes',
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ id: Id }),
  data: z.object({ carpool: Carpool, plan: CarpoolPlan }),
});

/** 我的拼车: those I started and those I joined or bought a seat of, newest first. */
export const myCarpools = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.carpool,
  path: '/car/carpool/mine',
  summary: 'The carpools I started or joined, with their states and my refunds, newest first',
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(MyCarpool) }),
});
