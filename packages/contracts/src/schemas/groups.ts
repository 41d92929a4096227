import { z } from 'zod';
import { Id } from './common';
import { LineSummary } from './lines';

/**
 * Groups (decision 048): an enterprise or a school whose lines are for its own people. A passenger becomes
 * a member of an enterprise by a phone on its staff list, a code sent to an e-mail address of its domains,
 * or its invite code; a line can be kept for a group's members and paid, in part or whole, by the group.
 */

export const GroupKind = z.enum(['enterprise', 'school'], { error: '单位类型不正确' });
export type GroupKind = z.infer<typeof GroupKind>;
export const groupKindLabels: Record<GroupKind, string> = { enterprise: '企业', school: '学校' };

/** Who pays for a member's ticket on a group's line: the passenger, or the group (all or part of the fare). */
export const GroupPayer = z.enum(['passenger', 'group'], { error: '请选择付款方' });
export type GroupPayer = z.infer<typeof GroupPayer>;
export const groupPayerLabels: Record<GroupPayer, string> = { passenger: '乘客自付', group: '单位支付' };

/** How a passenger proved they belong to a group (application: the group's administrator approved a ride application). */
export const MembershipMethod = z.enum(['staffPhone', 'email', 'inviteCode', 'application']);
export type MembershipMethod = z.infer<typeof MembershipMethod>;
export const membershipMethodLabels: Record<MembershipMethod, string> = {
  staffPhone: '员工名单手机号',
  email: '企业邮箱',
  inviteCode: '企业邀请码',
  application: '单位审批',
};

/** E-mail codes: six digits, valid 10 minutes, one a minute; five wrong codes lock that address for an hour. */
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_RESEND_SECONDS = 60;
export const EMAIL_CODE_MAX_TRIES = 5;
export const EMAIL_LOCK_MINUTES = 60;
/** Wrong invite codes a passenger may try in an hour before being told to wait. */
export const INVITE_CODE_MAX_TRIES = 10;

export const CompanyEmail = z
  .string({ error: '请输入企业邮箱' })
  .trim()
  .toLowerCase()
  .min(1, '请输入企业邮箱')
  .max(100, '邮箱地址不能超过 100 个字符')
  .regex(/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/, '请输入正确的邮箱地址');

export const EmailCode = z.string({ error: '请输入验证码' }).trim().regex(/^\d{6}$/, '请输入 6 位数字验证码');

/** An e-mail domain of a group, as typed in the console: 'example.com' (no @). */
export const EmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*\.[a-z]{2,}$/, '邮箱域名格式不正确，例如 example.com');

export const GroupInviteCode = z
  .string({ error: '请输入邀请码' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,12}$/, '邀请码为 6–12 位字母或数字');

/** A group as a passenger sees it. */
export const GroupSummary = z.object({
  groupId: Id,
  kind: GroupKind,
  name: z.string(),
  shortName: z.string(),
  cityId: z.number().int(),
  /** Lines kept for its members that are running. */
  lineCount: z.number().int(),
  /** The domains its e-mail addresses end with ('example.com'); empty when e-mail proof is not offered. */
  emailDomains: z.array(z.string()),
  /** Whether the group hands out an invite code (the code itself is never shown). */
  hasInviteCode: z.boolean(),
});
export type GroupSummary = z.infer<typeof GroupSummary>;

/** The passenger's membership of a group. */
export const GroupMembership = z.object({
  groupId: Id,
  method: MembershipMethod,
  /** The address proved, masked ('zh***@example.com'), for e-mail memberships. */
  email: z.string().nullable(),
  since: z.string(),
});
export type GroupMembership = z.infer<typeof GroupMembership>;

/** What a member pays on a group's line, per ticket; the rest of the fare is the group's. */
export const GroupLineTerms = z.object({
  payer: GroupPayer,
  /** The member's price per ticket: the fare when the passenger pays, the subsidised price (0: free) when the group does. */
  memberPriceCents: z.number().int().min(0),
});
export type GroupLineTerms = z.infer<typeof GroupLineTerms>;

export const GroupLine = z.object({ line: LineSummary, terms: GroupLineTerms });
export type GroupLine = z.infer<typeof GroupLine>;

/** Who may buy a line: everyone, the phones on its list, or the members of one group. */
export const LineAccessKind = z.enum(['public', 'phoneList', 'group']);
export type LineAccessKind = z.infer<typeof LineAccessKind>;

export const LineAccess = z.object({
  kind: LineAccessKind,
  group: z.object({ groupId: Id, kind: GroupKind, name: z.string() }).nullable(),
  terms: GroupLineTerms.nullable(),
});
export type LineAccess = z.infer<typeof LineAccess>;

/** What one row of a staff list import came to. */
export const StaffImportOutcome = z.enum(['added', 'updated', 'unchanged', 'refused']);
export type StaffImportOutcome = z.infer<typeof StaffImportOutcome>;
export const staffImportOutcomeLabels: Record<StaffImportOutcome, string> = {
  added: '新增',
  updated: '已更新',
  unchanged: '无变化',
  refused: '未导入',
};

/** A passenger's application to ride a group's line (company-line-apply), decided by the group's administrator. */
export const RideApplicationStatus = z.enum(['pending', 'approved', 'rejected', 'withdrawn']);
export type RideApplicationStatus = z.infer<typeof RideApplicationStatus>;
export const rideApplicationStatusLabels: Record<RideApplicationStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
  withdrawn: '已撤回',
};

export const ApplicantName = z.string({ error: '请填写姓名' }).trim().min(2, '姓名至少 2 个字').max(20, '姓名不能超过 20 个字');

export const RideApplication = z.object({
  applicationId: Id,
  group: z.object({ groupId: Id, name: z.string() }),
  line: z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() }),
  name: z.string(),
  employeeNo: z.string(),
  department: z.string(),
  note: z.string(),
  status: RideApplicationStatus,
  /** The administrator's reason when not approved. */
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RideApplication = z.infer<typeof RideApplication>;

/**
 * An enterprise's request for a shuttle of its own (company-line-apply-enterprise), answered by the operator
 * with a quote; enterprise-custom-flow shows its steps.
 */
export const ShuttleRequestStatus = z.enum(['submitted', 'quoted', 'accepted', 'declined', 'closed']);
export type ShuttleRequestStatus = z.infer<typeof ShuttleRequestStatus>;
export const shuttleRequestStatusLabels: Record<ShuttleRequestStatus, string> = {
  submitted: '待报价',
  quoted: '已报价',
  accepted: '已确认',
  declined: '已婉拒',
  closed: '已关闭',
};

export const ShiftDirection = z.enum(['toWork', 'offWork'], { error: '请选择上班或下班' });
export type ShiftDirection = z.infer<typeof ShiftDirection>;
export const shiftDirectionLabels: Record<ShiftDirection, string> = { toWork: '上班', offWork: '下班' };

export const ShuttleQuote = z.object({
  /** The price per rider per ride, in cents. */
  perRideCents: z.number().int(),
  /** The price of the whole service per month, in cents (what the enterprise pays when it pays for all). */
  monthlyCents: z.number().int(),
  vehicles: z.number().int(),
  seatsPerVehicle: z.number().int(),
  note: z.string(),
  /** Until when the quote holds ('YYYY-MM-DD'). */
  validUntil: z.string(),
  quotedAt: z.string(),
});
export type ShuttleQuote = z.infer<typeof ShuttleQuote>;

export const ShuttleRequest = z.object({
  requestId: Id,
  companyName: z.string(),
  contactName: z.string(),
  /** The requester's own contact, shown in full to them and to the operator. */
  contactPhone: z.string(),
  cityId: z.number().int(),
  headcount: z.number().int(),
  sites: z.array(z.object({ name: z.string(), lng: z.number(), lat: z.number() })),
  shifts: z.array(z.object({ time: z.string(), direction: ShiftDirection })),
  weekdays: z.array(z.number().int()),
  startDate: z.string(),
  note: z.string(),
  status: ShuttleRequestStatus,
  quote: ShuttleQuote.nullable(),
  /** Why the operator closed it, or the enterprise declined. */
  reason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShuttleRequest = z.infer<typeof ShuttleRequest>;
