/** How enterprises, memberships and what a member pays read on screen (decision 048). */
import {
  membershipMethodLabels,
  type GroupLineTerms,
  type GroupMembership,
  type GroupSummary,
  type MembershipMethod,
} from '@udian/contracts/schemas/groups';
import { formatYuan } from '../../lib/format';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';

/** What a member pays per ticket: 免费, 员工价 ¥3.00, or 乘客自付 (the fare) when the passenger pays. */
export const memberPriceText = (terms: GroupLineTerms): string => {
  if (terms.payer === 'passenger') return '乘客自付';
  return terms.memberPriceCents === 0 ? '免费' : `员工价 ¥${formatYuan(terms.memberPriceCents)}`;
};

/** '已认证 · 企业邮箱 zh***@udian-tech.com · 2026-06-03 08:15' */
export const membershipText = (membership: GroupMembership): string =>
  [
    '已认证',
    membership.email ? `${membershipMethodLabels[membership.method]} ${membership.email}` : membershipMethodLabels[membership.method],
    formatShanghaiDateTime(membership.since),
  ]
    .filter((part) => part !== '')
    .join(' · ');

/** A membership the passenger may end themselves: one proved by e-mail or invite code (a staff-list phone is the enterprise's to remove). */
export const isLeavable = (method: MembershipMethod): boolean => method !== 'staffPhone';

/** '3 条员工线路', or that none runs yet. */
export const lineCountText = (group: Pick<GroupSummary, 'lineCount'>): string =>
  group.lineCount > 0 ? `${group.lineCount} 条员工线路` : '暂无运行中的线路';

/** The domains an address must end with, as the field's hint: '@udian-tech.com' or '@a.com、@b.cn'. */
export const domainHint = (domains: readonly string[]): string => domains.map((domain) => `@${domain}`).join('、');

/** Whether a typed address ends with one of the group's domains (the server checks again). */
export const isOfDomains = (email: string, domains: readonly string[]): boolean => {
  const at = email.trim().toLowerCase().lastIndexOf('@');
  if (at < 1) return false;
  const domain = email.trim().toLowerCase().slice(at + 1);
  return domains.some((allowed) => domain === allowed.toLowerCase());
};

/**
 * The address to send to: as typed when it has an @, else the typed name with the only domain (a passenger
 * may type just 'zhang' when the enterprise has one domain).
 */
export const completeEmail = (typed: string, domains: readonly string[]): string => {
  const value = typed.trim().toLowerCase();
  if (value === '' || value.includes('@') || domains.length !== 1) return value;
  return `${value}@${domains[0]}`;
};

