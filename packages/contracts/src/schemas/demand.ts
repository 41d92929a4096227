import { z } from 'zod';
import { textLength } from '../account-rules';
import { greatCircleMeters } from '../great-circle';
import { GcjLat, GcjLng, inChina } from './accounts';
import { ClockTime, Id } from './common';

/**
 * Demand for a new line (需求征集): a passenger says where and when they commute. The rules written once
 * for the page's form and the server (decision 046).
 */

/** The earliest and latest commuting time a demand may name: 05:00 and 23:00 (minutes after midnight). */
export const DEMAND_EARLIEST_MINUTES = 5 * 60;
export const DEMAND_LATEST_MINUTES = 23 * 60;
export const DEMAND_PEOPLE_MIN = 1;
export const DEMAND_PEOPLE_MAX = 50;
export const DEMAND_NOTE_MAX_LENGTH = 200;
export const DEMAND_PLACE_NAME_MAX_LENGTH = 40;
/** A from and a to closer than this are the same place. */
export const DEMAND_SAME_PLACE_M = 100;
/** On the map, a station this close to the tapped point may be chosen instead of the point. */
export const DEMAND_STATION_SNAP_M = 300;
/** nearPoi looks this far around the tapped point. */
export const DEMAND_NEAR_RADIUS_M = 1_000;
/**
 * The same passenger's demand for the same trip is merged into the earlier one: both ends within this
 * distance, the same kind of time, window starts within DEMAND_MERGE_MINUTES.
 */
export const DEMAND_MERGE_RADIUS_M = 300;
export const DEMAND_MERGE_MINUTES = 30;
/** A passenger holds at most this many open demands (已提交, 评估中); withdrawing one makes room. */
export const DEMAND_OPEN_LIMIT = 10;
/** The console's clusters: origins and destinations within about 1 km, times within 30 minutes. */
export const DEMAND_CLUSTER_RADIUS_M = 1_000;
export const DEMAND_CLUSTER_MINUTES = 30;

export const demandMessages = {
  samePlace: '出发地和目的地不能相同，请重新选择',
  timeOutOfRange: '通勤时间须在 05:00 至 23:00 之间',
  windowOrder: '最晚时间须晚于最早时间',
  peopleRange: `人数须在 ${DEMAND_PEOPLE_MIN} 至 ${DEMAND_PEOPLE_MAX} 人之间`,
  peopleRequired: '请填写人数',
  weekdaysRequired: '请至少选择一个通勤日',
  placeNameRequired: '请选择地点',
  placeNameTooLong: `地点名称不能超过 ${DEMAND_PLACE_NAME_MAX_LENGTH} 个字`,
  noteTooLong: `备注不能超过 ${DEMAND_NOTE_MAX_LENGTH} 个字`,
  timeKindInvalid: '请选择到达时间或出发时间',
} as const;

/** 'HH:mm' as minutes after midnight. */
export const clockMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** arrive: the window is when to arrive at the destination (a morning commute); depart: when to leave the origin. */
export const DemandTimeKind = z.enum(['arrive', 'depart'], { error: demandMessages.timeKindInvalid });
export type DemandTimeKind = z.infer<typeof DemandTimeKind>;

/**
 * submitted 已提交, evaluating 评估中 (the operator is looking at its cluster), gathering 众筹中 (a proposed
 * line from it is gathering riders), opened 已开通 (that line runs), failed 未成团 (that line did not gather).
 */
export const DemandStatus = z.enum(['submitted', 'evaluating', 'gathering', 'opened', 'failed']);
export type DemandStatus = z.infer<typeof DemandStatus>;

export const demandStatusLabels: Record<DemandStatus, string> = {
  submitted: '已提交',
  evaluating: '评估中',
  gathering: '众筹中',
  opened: '已开通',
  failed: '未成团',
};

/** One end of a demand: a place found by search, a common address, the passenger's location or a map tap (GCJ-02). */
export const DemandPlaceInput = inChina(
  z.object({
    name: z
      .string({ error: demandMessages.placeNameRequired })
      .trim()
      .min(1, demandMessages.placeNameRequired)
      .refine((name) => textLength(name) <= DEMAND_PLACE_NAME_MAX_LENGTH, demandMessages.placeNameTooLong),
    address: z.string().trim().max(100, '详细地址不能超过 100 个字').default(''),
    lng: GcjLng,
    lat: GcjLat,
    /** The station chosen instead of the tapped point (within DEMAND_STATION_SNAP_M of it), if any. */
    stationId: Id.nullable().default(null),
  }),
);
export type DemandPlaceInput = z.input<typeof DemandPlaceInput>;

const WithinDay = ClockTime.refine((clock) => {
  const minutes = clockMinutes(clock);
  return minutes >= DEMAND_EARLIEST_MINUTES && minutes <= DEMAND_LATEST_MINUTES;
}, demandMessages.timeOutOfRange);

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const Weekday = z.number().int().min(1, demandMessages.weekdaysRequired).max(7, demandMessages.weekdaysRequired);

export const AddDemandBody = z
  .object({
    from: DemandPlaceInput,
    to: DemandPlaceInput,
    timeKind: DemandTimeKind,
    /** The window's earliest and latest time, 'HH:mm' Asia/Shanghai, both within 05:00–23:00. */
    windowStart: WithinDay,
    windowEnd: WithinDay,
    weekdays: z
      .array(Weekday, { error: demandMessages.weekdaysRequired })
      .min(1, demandMessages.weekdaysRequired)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    people: z
      .number({ error: demandMessages.peopleRequired })
      .int(demandMessages.peopleRange)
      .min(DEMAND_PEOPLE_MIN, demandMessages.peopleRange)
      .max(DEMAND_PEOPLE_MAX, demandMessages.peopleRange),
    note: z
      .string()
      .trim()
      .refine((note) => textLength(note) <= DEMAND_NOTE_MAX_LENGTH, demandMessages.noteTooLong)
      .default(''),
    /** The OD-collection campaign the demand was submitted through, if any. */
    odCampaignId: Id.nullable().default(null),
  })
  .refine((b) => greatCircleMeters(b.from, b.to) >= DEMAND_SAME_PLACE_M, { message: demandMessages.samePlace, path: ['to'] })
  .refine((b) => clockMinutes(b.windowEnd) > clockMinutes(b.windowStart), { message: demandMessages.windowOrder, path: ['windowEnd'] });
export type AddDemandBody = z.input<typeof AddDemandBody>;

export const DemandPlace = z.object({
  name: z.string(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  stationId: Id.nullable(),
});
export type DemandPlace = z.infer<typeof DemandPlace>;

/** A demand as its submitter, or someone it was shared with, sees it. */
export const Demand = z.object({
  id: Id,
  status: DemandStatus,
  from: DemandPlace,
  to: DemandPlace,
  timeKind: DemandTimeKind,
  windowStart: ClockTime,
  windowEnd: ClockTime,
  weekdays: z.array(z.number().int()),
  /** People the submitter counted (themselves included). */
  people: z.number().int(),
  /** Passengers who added themselves from a share (同路 +1). */
  supporters: z.number().int(),
  /** The submitter's note; '' to anyone but the submitter. */
  note: z.string(),
  /** The code a share link carries (share_my_custom?code=…). */
  shareCode: z.string(),
  /** The submitter's phone, masked, for a shared demand. */
  ownerPhone: z.string(),
  isMine: z.boolean(),
  /** The viewer already added themselves (同路 +1). */
  hasJoined: z.boolean(),
  /** The line proposed or opened from it, once there is one. */
  line: z.object({ lineId: Id, code: z.string(), name: z.string() }).nullable(),
  odCampaign: z.object({ id: Id, name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Demand = z.infer<typeof Demand>;

/** An OD-collection campaign (/h5/odcollection/index): demand gathered for one area or employer. */
export const OdCampaignStatus = z.enum(['upcoming', 'running', 'ended']);
export type OdCampaignStatus = z.infer<typeof OdCampaignStatus>;

export const OdCampaign = z.object({
  id: Id,
  cityId: z.number().int(),
  name: z.string(),
  /** Who it is for, e.g. 科技园南区企业员工. */
  organizer: z.string(),
  intro: z.string(),
  /** The shared end of the commutes it gathers (the employer or area), offered as the destination. */
  place: DemandPlace,
  startsAt: z.string(),
  endsAt: z.string(),
  status: OdCampaignStatus,
  /** Demands wanted; progress is demands / target. */
  target: z.number().int(),
  demands: z.number().int(),
  /** People counted by those demands and their 同路 supporters. */
  people: z.number().int(),
});
export type OdCampaign = z.infer<typeof OdCampaign>;
