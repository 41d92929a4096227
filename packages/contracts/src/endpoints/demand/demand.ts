import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { AddDemandBody, Demand, OdCampaign } from '../../schemas/demand';
import { GcjLat, GcjLng, inChina } from '../../schemas/accounts';

/** A share link's code: 10 letters and digits. */
export const DemandShareCode = z.string({ error: '分享链接无效' }).trim().regex(/^[0-9A-Za-z]{10}$/, '分享链接无效');

/**
 * Submits a demand (需求征集). The same passenger's demand for the same trip (both ends within 300 m, the
 * same kind of time, windows starting within 30 minutes) updates the earlier open one: isMerged. A new trip
 * beyond DEMAND_OPEN_LIMIT open demands is refused (demandLimit).
 */
export const addDemand = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/demand/add',
  summary: "Submits a passenger's commuting demand, merged with their open demand for the same trip",
  isPublic: false,
  needsClientHeaders: true,
  body: AddDemandBody,
  data: z.object({ demand: Demand, isMerged: z.boolean() }),
});

/** By id: the submitter's own demand. By code: a shared demand, for anyone (the note left out). */
export const DemandInfoQuery = z
  .object({ id: Id.optional(), code: DemandShareCode.optional() })
  .refine((q) => Boolean(q.id) !== Boolean(q.code), { message: '请指定需求', path: ['id'] });
export type DemandInfoQuery = z.input<typeof DemandInfoQuery>;

export const demandInfo = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/demand/info',
  summary: 'One demand: the passenger’s own by id, or a shared one by its code',
  isPublic: true,
  needsClientHeaders: true,
  query: DemandInfoQuery,
  data: z.object({ demand: Demand }),
});

/** my-custom: the passenger's demands and those they added themselves to, newest first. */
export const myDemands = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/demand/myList',
  summary: "The passenger's demands and the shared ones they joined, newest first",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ demands: z.array(Demand) }),
});

export const WithdrawDemandBody = z.object({ id: Id });
export type WithdrawDemandBody = z.input<typeof WithdrawDemandBody>;

/**
 * Withdraws the passenger's own open demand (已提交 or 评估中): it is deleted with its 同路 supporters. One
 * whose line is gathering, open or did not gather stays (demandNotWithdrawable).
 */
export const withdrawDemand = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/demand/withdraw',
  summary: "Withdraws the passenger's own open demand",
  isPublic: false,
  needsClientHeaders: true,
  body: WithdrawDemandBody,
  data: z.object({ id: Id }),
});

export const JoinDemandBody = z.object({ code: DemandShareCode });
export type JoinDemandBody = z.input<typeof JoinDemandBody>;

/**
 * 同路 +1: the passenger adds themselves to a shared demand (once; a second tap answers the same). Refusals:
 * one's own demand, a demand whose line has opened or did not gather.
 */
export const joinDemand = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/demand/share/join',
  summary: 'Adds the passenger to a shared demand (同路 +1)',
  isPublic: false,
  needsClientHeaders: true,
  body: JoinDemandBody,
  data: z.object({ demand: Demand }),
});

export const NearPoiQuery = inChina(z.object({ lng: z.coerce.number().pipe(GcjLng), lat: z.coerce.number().pipe(GcjLat) }));
export type NearPoiQuery = z.input<typeof NearPoiQuery>;

export const NearStation = z.object({
  stationId: Id,
  name: z.string(),
  lng: z.number(),
  lat: z.number(),
  distanceM: z.number().int(),
  /** Within DEMAND_STATION_SNAP_M: it may be chosen instead of the tapped point. */
  canChoose: z.boolean(),
});
export type NearStation = z.infer<typeof NearStation>;

export const NearPlace = z.object({
  /** address: one of the passenger's common addresses; region: the district the point is in or near. */
  kind: z.enum(['address', 'region']),
  name: z.string(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  distanceM: z.number().int(),
});
export type NearPlace = z.infer<typeof NearPlace>;

/**
 * demand-station: around a tapped point (within DEMAND_NEAR_RADIUS_M), the existing stations nearest
 * first and the known places (the passenger's common addresses, the district), to name the point.
 */
export const nearPoi = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/demand/nearPoi',
  summary: 'Stations and known places near a point on the map, nearest first',
  isPublic: true,
  needsClientHeaders: true,
  query: NearPoiQuery,
  data: z.object({ stations: z.array(NearStation), places: z.array(NearPlace) }),
});

/** /h5/odcollection/index: an OD-collection campaign and its progress. */
export const odCampaignInfo = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/demand/odCollection/info',
  summary: 'An OD-collection campaign with its progress',
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ id: Id }),
  data: z.object({ campaign: OdCampaign, myDemandIds: z.array(Id) }),
});

/** The OD-collection campaigns running now in a city (my-custom shows them). */
export const odCampaignList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/demand/odCollection/list',
  summary: 'The OD-collection campaigns running in a city',
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ cityId: z.coerce.number().int().min(1).optional() }),
  data: z.object({ campaigns: z.array(OdCampaign) }),
});
