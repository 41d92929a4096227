import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { CityId, ClockTime, Id, ServiceDate } from '../../../schemas/common';
import { DemandPlaceInput, DemandStatus, DemandTimeKind, OdCampaign } from '../../../schemas/demand';
import { PageQuery } from '../../../schemas/operators';

/**
 * 需求与众筹 in the operator console (decision 046): where demand gathers (a heat map and a list), clusters
 * of similar demand, marking a cluster 评估中, and the OD-collection campaigns passengers submit through.
 */

/** A list or map covers demands submitted on these Shanghai dates (both optional) in one city (optional). */
export const DemandFilter = z
  .object({ cityId: CityId.optional(), status: DemandStatus.optional(), from: ServiceDate.optional(), to: ServiceDate.optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: '结束日期不能早于开始日期', path: ['to'] });

export const DemandListQuery = z
  .object({ cityId: CityId.optional(), status: DemandStatus.optional(), from: ServiceDate.optional(), to: ServiceDate.optional(), ...PageQuery })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: '结束日期不能早于开始日期', path: ['to'] });
export type DemandListQuery = z.input<typeof DemandListQuery>;

const OpsDemandPlace = z.object({ name: z.string(), lng: z.number(), lat: z.number(), stationId: Id.nullable() });

export const OpsDemand = z.object({
  id: Id,
  /** null when no open city serves its origin. */
  cityId: z.number().int().nullable(),
  status: DemandStatus,
  /** The submitter's phone, masked. */
  phone: z.string(),
  from: OpsDemandPlace,
  to: OpsDemandPlace,
  timeKind: DemandTimeKind,
  windowStart: ClockTime,
  windowEnd: ClockTime,
  weekdays: z.array(z.number().int()),
  people: z.number().int(),
  supporters: z.number().int(),
  note: z.string(),
  odCampaignName: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsDemand = z.infer<typeof OpsDemand>;

/** A point of the heat map: an origin or a destination weighted by the people it stands for. */
export const HeatPoint = z.tuple([z.number(), z.number(), z.number()]);

/** A page of the demands the filter matches, newest first (the heat map is read apart: paging never re-reads it). */
export const listDemands = defineOperatorEndpoint({
  method: 'GET',
  path: '/demand/demands',
  summary: 'A page of the demands the filter matches, newest first',
  roles: ['admin', 'dispatcher', 'service'],
  query: DemandListQuery,
  data: z.object({
    items: z.array(OpsDemand),
    total: z.number().int(),
    cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

/** The heat map of the filter's demands: every origin and destination, weighted by people. */
export const listDemandHeat = defineOperatorEndpoint({
  method: 'GET',
  path: '/demand/heat',
  summary: 'The heat map of every origin and destination the filter matches',
  roles: ['admin', 'dispatcher', 'service'],
  query: DemandFilter,
  data: z.object({
    /** [lng, lat, people] of every matching demand (the newest 5,000): origins and destinations. */
    heat: z.object({ origins: z.array(HeatPoint), destinations: z.array(HeatPoint) }),
    /** MAP_TILE_URL's template for the maps ('' when unset: a drawn grid). */
    mapTileUrl: z.string(),
  }),
});

export const DemandCluster = z.object({
  /** Stable for the same members: the smallest demand id in it. */
  key: Id,
  demandIds: z.array(Id),
  demands: z.number().int(),
  /** People of its demands and their 同路 supporters. */
  people: z.number().int(),
  /** The centre of its origins and of its destinations, named by the nearest demand end. */
  from: z.object({ name: z.string(), lng: z.number(), lat: z.number() }),
  to: z.object({ name: z.string(), lng: z.number(), lat: z.number() }),
  timeKind: DemandTimeKind,
  /** The earliest window start and latest window end of its demands. */
  windowStart: ClockTime,
  windowEnd: ClockTime,
  /** Days named by at least half of its people. */
  weekdays: z.array(z.number().int()),
  statuses: z.array(DemandStatus),
  /** Its demands, by window start. */
  members: z.array(OpsDemand),
});
export type DemandCluster = z.infer<typeof DemandCluster>;

/**
 * Clusters of open demand (已提交 and 评估中): the method is in decision 046. Biggest (by people) first;
 * a single demand is a cluster of one.
 */
export const listDemandClusters = defineOperatorEndpoint({
  method: 'GET',
  path: '/demand/clusters',
  summary: 'Clusters of similar open demand: ends within about 1 km, times within 30 minutes',
  roles: ['admin', 'dispatcher', 'service'],
  query: DemandFilter,
  data: z.object({ clusters: z.array(DemandCluster), cities: z.array(z.object({ id: z.number().int(), name: z.string() })), mapTileUrl: z.string() }),
});

export const EvaluateDemandsBody = z.object({
  demandIds: z.array(Id, { error: '请选择需求' }).min(1, '请选择需求').max(500, '一次最多 500 条需求'),
});
export type EvaluateDemandsBody = z.input<typeof EvaluateDemandsBody>;

/** Marks demands 评估中 (only those still 已提交 change); their submitters see it in my-custom. */
export const evaluateDemands = defineOperatorEndpoint({
  method: 'POST',
  path: '/demand/evaluate',
  summary: 'Marks submitted demands as being evaluated',
  roles: ['admin', 'dispatcher'],
  body: EvaluateDemandsBody,
  data: z.object({ updated: z.number().int() }),
});

export const listOdCampaigns = defineOperatorEndpoint({
  method: 'GET',
  path: '/demand/od-campaigns',
  summary: 'OD-collection campaigns, newest first, with their progress',
  roles: ['admin', 'dispatcher', 'service'],
  data: z.object({ campaigns: z.array(OdCampaign), cities: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

const OdCampaignName = z.string({ error: '请填写活动名称' }).trim().min(2, '活动名称至少 2 个字').max(40, '活动名称不能超过 40 个字');
const Organizer = z.string({ error: '请填写征集对象' }).trim().min(2, '征集对象至少 2 个字').max(40, '征集对象不能超过 40 个字');
const Intro = z.string().trim().max(1000, '活动介绍不能超过 1000 个字');
const Target = z.coerce.number({ error: '请填写目标需求数' }).int('目标需求数须为整数').min(1, '目标需求数至少为 1').max(100_000, '目标需求数不能超过 100000');

export const CreateOdCampaignBody = z
  .object({
    cityId: CityId,
    name: OdCampaignName,
    organizer: Organizer,
    intro: Intro.default(''),
    place: DemandPlaceInput,
    startDate: ServiceDate,
    endDate: ServiceDate,
    target: Target,
  })
  .refine((b) => b.endDate >= b.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type CreateOdCampaignBody = z.input<typeof CreateOdCampaignBody>;

export const createOdCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/demand/od-campaigns/create',
  summary: 'Creates an OD-collection campaign',
  roles: ['admin'],
  body: CreateOdCampaignBody,
  data: z.object({ campaign: OdCampaign }),
});

export const UpdateOdCampaignBody = z
  .object({
    id: Id,
    name: OdCampaignName.optional(),
    organizer: Organizer.optional(),
    intro: Intro.optional(),
    place: DemandPlaceInput.optional(),
    startDate: ServiceDate.optional(),
    endDate: ServiceDate.optional(),
    target: Target.optional(),
  })
  .refine((b) => Object.keys(b).some((key) => key !== 'id'), '没有要修改的内容')
  .refine((b) => !b.startDate || !b.endDate || b.endDate >= b.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type UpdateOdCampaignBody = z.input<typeof UpdateOdCampaignBody>;

export const updateOdCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/demand/od-campaigns/update',
  summary: 'Changes an OD-collection campaign (its demands stay)',
  roles: ['admin'],
  body: UpdateOdCampaignBody,
  data: z.object({ campaign: OdCampaign }),
});
