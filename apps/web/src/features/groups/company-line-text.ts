/** How company lines, ride applications and shuttle requests read on screen (园区班车, decision 048). */
import type { CompanyLine } from '@udian/contracts/endpoints/groups/company-lines';
import { shiftDirectionLabels, type RideApplication, type ShuttleQuote, type ShuttleRequest } from '@udian/contracts/schemas/groups';
import { formatYuan } from '../../lib/format';
import { WEEKDAY_NAMES_MONDAY_FIRST } from '../../lib/shanghai-time';
import { memberPriceText } from './group-text';

/**
 * The passenger and a company line: may buy it; has asked its enterprise and waits (pending); was turned
 * down last time (rejected: may ask again); may ask (apply); or a line kept for others that no application
 * opens (notForMe: a phone list).
 */
export type CompanyLineState = 'canBuy' | 'pending' | 'rejected' | 'apply' | 'notForMe';

/** The passenger's latest application to the enterprise (applications come newest first); one pending counts for all its lines. */
export const latestApplicationTo = (applications: readonly RideApplication[] | undefined, groupId: string): RideApplication | undefined =>
  applications?.find((application) => application.group.groupId === groupId);

export const companyLineState = (item: CompanyLine, applications: readonly RideApplication[] | undefined): CompanyLineState => {
  if (item.canBuy) return 'canBuy';
  if (!item.group) return 'notForMe';
  const latest = latestApplicationTo(applications, item.group.groupId);
  if (latest?.status === 'pending') return 'pending';
  if (latest?.status === 'rejected') return 'rejected';
  return 'apply';
};

/** The state beside a line: 可购票, 待审核, 未通过; none while the passenger may simply apply. */
export const companyLineStateLabels: Readonly<Record<CompanyLineState, string | null>> = {
  canBuy: '可购票',
  pending: '待审核',
  rejected: '未通过',
  apply: null,
  notForMe: '仅限指定乘客',
};

/** Who rides and what they pay: '优点科技员工 · 免费', '开放线路 · 票价 ¥6.00'. */
export const companyLineTermsText = (item: CompanyLine): string => {
  if (!item.group) return `开放线路 · 票价 ¥${formatYuan(item.line.priceCents)}`;
  const pays = item.terms ? memberPriceText(item.terms) : `票价 ¥${formatYuan(item.line.priceCents)}`;
  return `${item.group.name}员工 · ${pays === '乘客自付' ? `乘客自付 ¥${formatYuan(item.line.priceCents)}` : pays}`;
};

/** '周一' … '周日' for ISO weekdays 1 … 7. */
const isoWeekdayName = (day: number): string => WEEKDAY_NAMES_MONDAY_FIRST[day - 1] ?? '';

/** 周一至周五, 每天, 周末, or the days themselves ('周一、周三、周五'). */
export const weekdaysText = (weekdays: readonly number[]): string => {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  const key = days.join(',');
  if (key === '1,2,3,4,5') return '周一至周五';
  if (key === '1,2,3,4,5,6,7') return '每天';
  if (key === '6,7') return '周末';
  return days.map(isoWeekdayName).join('、');
};

/** '08:00 上班、18:00 下班'. */
export const shiftsText = (shifts: ShuttleRequest['shifts']): string =>
  shifts.map((shift) => `${shift.time} ${shiftDirectionLabels[shift.direction]}`).join('、');

/** Whether a quote may still be accepted on `today` ('YYYY-MM-DD', Asia/Shanghai): through the end of its last day. */
export const isQuoteValid = (quote: Pick<ShuttleQuote, 'validUntil'>, today: string): boolean => quote.validUntil >= today;

/** The four steps of a shuttle request, as enterprise-custom-flow draws them. */
export const FLOW_STEPS = ['提交需求', '方案报价', '确认合作', '开通线路'] as const;

export type FlowStepState = 'done' | 'current' | 'waiting' | 'ended';

/**
 * Where a request stands on the four steps: submitted waits for the quote, quoted waits for the enterprise,
 * accepted waits for the line to open; declined ends at 确认合作, closed at the step it had reached.
 */
export const flowStepStates = (request: Pick<ShuttleRequest, 'status' | 'quote'>): FlowStepState[] => {
  const reached = { submitted: 1, quoted: 2, accepted: 3, declined: 2, closed: request.quote ? 2 : 1 }[request.status];
  const hasEnded = request.status === 'declined' || request.status === 'closed';
  return FLOW_STEPS.map((_, index) => (index < reached ? 'done' : index === reached ? (hasEnded ? 'ended' : 'current') : 'waiting'));
};
