import { z } from 'zod';
import { RIDER_NAME_PATTERN } from '../return-work-declarations';
import { GcjLat, GcjLng, inChina } from './accounts';
import { Id } from './common';

/**
 * Return-to-work shuttles (复工专线, decision 052): after a long holiday or a city-wide stop, the operator opens
 * a campaign (a city, the dates it covers, the declaration fields it asks); people and employers say who
 * needs a shuttle back; the operator groups enrolments into shuttles, whose riders get ordinary tickets.
 */

/** The kinds of declaration a campaign may ask; each is checked on the server against the campaign's list. */
export const DeclarationKind = z.enum(['text', 'idNumber', 'yesNo', 'confirm'], { error: '申报项类型不正确' });
export type DeclarationKind = z.infer<typeof DeclarationKind>;
export const declarationKindLabels: Record<DeclarationKind, string> = {
  text: '文字',
  idNumber: '身份证号',
  yesNo: '是 / 否',
  confirm: '承诺确认',
};

/** Limits of a campaign's declaration list and of each answer. */
export const DECLARATION_FIELDS_MAX = 10;
export const DECLARATION_TEXT_MAX = 50;

export const DeclarationField = z.object({
  /** Names the answer ('healthOk', 'idNumber'); letters and digits, a letter first. */
  key: z.string({ error: '请填写申报项标识' }).trim().regex(/^[a-zA-Z][a-zA-Z0-9]{0,23}$/, '申报项标识为字母开头的 1–24 位字母或数字'),
  label: z.string({ error: '请填写申报项名称' }).trim().min(2, '申报项名称至少 2 个字').max(40, '申报项名称不能超过 40 个字'),
  kind: DeclarationKind,
  isRequired: z.boolean().default(true),
});
export type DeclarationField = z.infer<typeof DeclarationField>;

export const DeclarationFields = z
  .array(DeclarationField)
  .max(DECLARATION_FIELDS_MAX, `最多 ${DECLARATION_FIELDS_MAX} 个申报项`)
  .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, '申报项标识不能重复')
  .refine((fields) => new Set(fields.map((f) => f.label)).size === fields.length, '申报项名称不能重复');

/** The answers as sent: by field key, a text (text, idNumber) or a yes/no (yesNo, confirm). The server checks them. */
export const DeclarationAnswers = z.record(z.string().max(24), z.union([z.string().max(100, '申报内容过长'), z.boolean()])).default({});
export type DeclarationAnswers = z.infer<typeof DeclarationAnswers>;

/** One answer as shown back: its field's label and the answer in words (an ID number masked). */
export const DeclarationLine = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type DeclarationLine = z.infer<typeof DeclarationLine>;

export const ReturnWorkPlace = inChina(
  z.object({
    name: z.string({ error: '请选择地点' }).trim().min(2, '地点名称至少 2 个字').max(30, '地点名称不能超过 30 个字'),
    lng: GcjLng,
    lat: GcjLat,
  }),
);
export type ReturnWorkPlace = z.infer<typeof ReturnWorkPlace>;

export const RiderName = z
  .string({ error: '请填写姓名' })
  .trim()
  .regex(RIDER_NAME_PATTERN, '姓名为 2–20 个汉字或字母');

export const CampaignStatus = z.enum(['open', 'closed']);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

export const ReturnWorkCampaign = z.object({
  campaignId: Id,
  name: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  /** The days it covers (Asia/Shanghai), both included. */
  startsOn: z.string(),
  endsOn: z.string(),
  intro: z.string(),
  fields: z.array(DeclarationField),
  /** What an employer pays per rider and ride; a private enrolment rides free. */
  employerFareCents: z.number().int(),
  status: CampaignStatus,
  /** Open and not yet past its last day: enrolments are taken. */
  isEnrolling: z.boolean(),
});
export type ReturnWorkCampaign = z.infer<typeof ReturnWorkCampaign>;

/** listed: on an employer's list, no trip yet; waiting: a trip asked for, to be put on a shuttle; assigned: on one, with a ticket. */
export const EnrolmentStatus = z.enum(['listed', 'waiting', 'assigned']);
export type EnrolmentStatus = z.infer<typeof EnrolmentStatus>;
export const enrolmentStatusLabels: Record<EnrolmentStatus, string> = { listed: '未预约', waiting: '待安排', assigned: '已安排' };

/** A shuttle as its riders and the employer see it. */
export const ReturnWorkShuttle = z.object({
  shuttleId: Id,
  lineId: Id,
  lineCode: z.string(),
  serviceDate: z.string(),
  /** 'HH:mm', Asia/Shanghai. */
  departureTime: z.string(),
  fromName: z.string(),
  toName: z.string(),
  plate: z.string(),
  seats: z.number().int(),
  riders: z.number().int(),
});
export type ReturnWorkShuttle = z.infer<typeof ReturnWorkShuttle>;

export const ReturnWorkEnrolment = z.object({
  enrolmentId: Id,
  campaignId: Id,
  campaignName: z.string(),
  /** The employer who enrolled them; null for a private enrolment. */
  group: z.object({ groupId: Id, name: z.string() }).nullable(),
  name: z.string(),
  /** Masked unless it is the viewer's own. */
  phone: z.string(),
  status: EnrolmentStatus,
  travelDate: z.string().nullable(),
  /** Where they board and alight (GCJ-02), once a trip is asked; the console starts a shuttle's stops from them. */
  from: z.object({ name: z.string(), lng: z.number(), lat: z.number() }).nullable(),
  to: z.object({ name: z.string(), lng: z.number(), lat: z.number() }).nullable(),
  declarations: z.array(DeclarationLine),
  shuttle: ReturnWorkShuttle.nullable(),
  /** The rider's ticket's order, once on a shuttle (shown to the rider only). */
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});
export type ReturnWorkEnrolment = z.infer<typeof ReturnWorkEnrolment>;

export const CollectKind = z.enum(['person', 'enterprise'], { error: '请选择个人或企业' });
export type CollectKind = z.infer<typeof CollectKind>;
export const collectKindLabels: Record<CollectKind, string> = { person: '个人', enterprise: '企业' };

/** A need said by a person or an employer (return-work-collect): a headcount, not named riders. */
export const ReturnWorkRequest = z.object({
  requestId: Id,
  campaignId: Id,
  campaignName: z.string(),
  kind: CollectKind,
  companyName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  from: z.object({ name: z.string() }),
  to: z.object({ name: z.string() }),
  travelDate: z.string(),
  people: z.number().int(),
  declarations: z.array(DeclarationLine),
  createdAt: z.string(),
});
export type ReturnWorkRequest = z.infer<typeof ReturnWorkRequest>;

/** At most this many on one employer's list per campaign, and rows in one CSV import. */
export const RETURN_WORK_LIST_MAX = 500;
/** Need statements one passenger may leave per campaign. */
export const RETURN_WORK_REQUESTS_MAX = 5;
