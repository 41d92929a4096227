import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { MobilePhone } from '../../schemas/accounts';
import { CityId, Id, ServiceDate } from '../../schemas/common';
import {
  CollectKind,
  DeclarationAnswers,
  RETURN_WORK_LIST_MAX,
  ReturnWorkCampaign,
  ReturnWorkEnrolment,
  ReturnWorkPlace,
  ReturnWorkRequest,
  ReturnWorkShuttle,
  RiderName,
} from '../../schemas/return-work';

/**
 * Return-to-work shuttles in the passenger app (复工专线, decision 052): the open campaigns, a need stated
 * (return-work-collect), a passenger's own enrolment (private-return-work-*), an employer's staff list and its
 * shuttle bookings (enterprise-return-work-*). Declarations are checked on the server against the campaign.
 */

export const returnWorkCampaigns = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/campaigns',
  summary: "A city's return-to-work campaigns still taking enrolments, soonest first",
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ cityId: CityId }),
  data: z.object({ items: z.array(ReturnWorkCampaign) }),
});

export const returnWorkCampaign = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/campaign',
  summary: 'One return-to-work campaign with its declaration fields',
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ campaignId: Id }),
  data: z.object({ campaign: ReturnWorkCampaign }),
});

const ContactName = z.string({ error: '请填写联系人' }).trim().min(2, '联系人至少 2 个字').max(20, '联系人不能超过 20 个字');

export const CollectBody = z
  .object({
    campaignId: Id,
    kind: CollectKind,
    companyName: z.string().trim().max(40, '企业名称不能超过 40 个字').default(''),
    contactName: ContactName,
    contactPhone: MobilePhone,
    from: ReturnWorkPlace,
    to: ReturnWorkPlace,
    travelDate: ServiceDate,
    people: z.number({ error: '请填写人数' }).int('人数须为整数').min(1, '人数至少 1 人').max(2000, '人数不能超过 2000 人'),
    declarations: DeclarationAnswers,
  })
  .refine((b) => b.kind === 'person' || b.companyName.length >= 2, { message: '请填写企业名称（至少 2 个字）', path: ['companyName'] });
export type CollectBody = z.input<typeof CollectBody>;

/** return-work-collect: a person or an employer says how many need a shuttle back, from where to where, on which day. */
export const collectReturnWork = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/collect',
  summary: 'States a need for a return-to-work shuttle: from, to, date, people, the declarations',
  isPublic: false,
  needsClientHeaders: true,
  body: CollectBody,
  data: z.object({ request: ReturnWorkRequest }),
});

export const returnWorkRequestDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/collect/detail',
  summary: "One of the passenger's stated needs",
  isPublic: false,
  needsClientHeaders: true,
  query: z.object({ requestId: Id }),
  data: z.object({ request: ReturnWorkRequest }),
});

export const myReturnWorkRequests = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/collect/mine',
  summary: "The passenger's stated needs, newest first",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(ReturnWorkRequest) }),
});

export const EnrolBody = z.object({
  campaignId: Id,
  name: RiderName,
  from: ReturnWorkPlace,
  to: ReturnWorkPlace,
  travelDate: ServiceDate,
  declarations: DeclarationAnswers,
});
export type EnrolBody = z.input<typeof EnrolBody>;

/** private-return-work-index: the passenger enrols themselves (their account's phone) for a shuttle back. */
export const enrolReturnWork = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/enrol',
  summary: "The passenger's own enrolment for a return-to-work shuttle, with the campaign's declarations",
  isPublic: false,
  needsClientHeaders: true,
  body: EnrolBody,
  data: z.object({ enrolment: ReturnWorkEnrolment }),
});

export const returnWorkEnrolment = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/enrolment',
  summary: 'One enrolment of the passenger (made by them, or for their phone by an employer), with its shuttle',
  isPublic: false,
  needsClientHeaders: true,
  query: z.object({ enrolmentId: Id }),
  data: z.object({ enrolment: ReturnWorkEnrolment }),
});

export const myReturnWork = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/mine',
  summary: "The enrolments for the passenger's phone (their own and their employer's), newest first",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(ReturnWorkEnrolment) }),
});

/** An enterprise the passenger acts for: its contact phone is the account's. */
export const ReturnWorkEmployer = z.object({ groupId: Id, name: z.string(), cityId: z.number().int() });
export type ReturnWorkEmployer = z.infer<typeof ReturnWorkEmployer>;

export const returnWorkEmployers = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/employers',
  summary: 'The enterprises whose contact the passenger is: they may enrol its staff',
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(ReturnWorkEmployer) }),
});

const EmployerCampaign = { groupId: Id, campaignId: Id };

export const EmployerList = z.object({
  employer: ReturnWorkEmployer,
  campaign: ReturnWorkCampaign,
  /** Every enrolment of the employer for the campaign, oldest first. */
  items: z.array(ReturnWorkEnrolment),
  /** The shuttles its staff ride, by date and time. */
  shuttles: z.array(ReturnWorkShuttle),
});
export type EmployerList = z.infer<typeof EmployerList>;

/** enterprise-return-work-tab and -enroll-list: the employer's list for a campaign and the shuttles its staff ride. */
export const employerReturnWorkList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/employer/list',
  summary: "An employer's staff enrolled for a campaign, with who rides which shuttle",
  isPublic: false,
  needsClientHeaders: true,
  query: z.object(EmployerCampaign),
  data: EmployerList,
});

export const AddStaffBody = z.object({ ...EmployerCampaign, name: RiderName, phone: MobilePhone, declarations: DeclarationAnswers });
export type AddStaffBody = z.input<typeof AddStaffBody>;

export const addReturnWorkStaff = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/employer/staff/add',
  summary: "Adds one member of staff to the employer's list for a campaign",
  isPublic: false,
  needsClientHeaders: true,
  body: AddStaffBody,
  data: z.object({ enrolment: ReturnWorkEnrolment }),
});

/** A CSV file's text: UTF-8, at most this many characters (500 rows with their declarations). */
export const STAFF_CSV_MAX_CHARS = 120_000;

export const ImportStaffProblem = z.object({ line: z.number().int(), name: z.string(), phone: z.string(), problem: z.string() });
export type ImportStaffProblem = z.infer<typeof ImportStaffProblem>;

/** enterprise-return-work-enroll-list's import: a CSV with 姓名, 手机号 and a column per declaration; all rows or none. */
export const importReturnWorkStaff = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/employer/staff/import',
  summary: "Imports staff from CSV onto the employer's list: every row added, or none and each problem by line",
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({
    ...EmployerCampaign,
    csv: z.string({ error: '请选择 CSV 文件' }).min(1, '文件是空的').max(STAFF_CSV_MAX_CHARS, `文件过大，一次最多导入 ${RETURN_WORK_LIST_MAX} 人`),
  }),
  data: z.object({ added: z.number().int(), problems: z.array(ImportStaffProblem) }),
});

export const removeReturnWorkStaff = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/employer/staff/remove',
  summary: "Removes someone not yet on a shuttle from the employer's list",
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ groupId: Id, enrolmentId: Id }),
  data: z.object({ removed: z.boolean() }),
});

export const BookShuttleBody = z
  .object({
    ...EmployerCampaign,
    enrolmentIds: z.array(Id, { error: '请选择员工' }).min(1, '请至少选择 1 名员工').max(RETURN_WORK_LIST_MAX),
    travelDate: ServiceDate,
    from: ReturnWorkPlace,
    to: ReturnWorkPlace,
  })
  .refine((b) => new Set(b.enrolmentIds).size === b.enrolmentIds.length, { message: '员工不能重复选择', path: ['enrolmentIds'] });
export type BookShuttleBody = z.input<typeof BookShuttleBody>;

/** enterprise-return-work-shuttle: asks shuttles for listed staff (a day, where they gather, the workplace); the operator groups them. */
export const bookReturnWorkShuttle = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.shuttle,
  path: '/returnWork/employer/book',
  summary: 'Books a return-to-work shuttle for listed staff: the day, the gathering point and the workplace',
  isPublic: false,
  needsClientHeaders: true,
  body: BookShuttleBody,
  data: z.object({ booked: z.number().int() }),
});
