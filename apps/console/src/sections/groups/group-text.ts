import type { GroupKind, GroupPayer, RideApplicationStatus } from '@udian/contracts/schemas/groups';
import type { StudentStatus } from '@udian/contracts/schemas/schools';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { TicketState } from '@udian/contracts/schemas/tickets';
import { shanghaiDateTime, yuan } from '../../lib/format';

/** The kinds the list shows (with a 类型 column and filter once there is more than one). */
export const SHOWN_KINDS: readonly GroupKind[] = ['enterprise', 'school'];

/** Who pays, in the words of the group's kind: 乘客自付, 企业支付 (学校支付 for a school). */
export const payerLabel = (payer: GroupPayer, kind: GroupKind = 'enterprise'): string => {
  if (payer === 'passenger') return '乘客自付';
  return kind === 'school' ? '学校支付' : '企业支付';
};

/** What a member pays per ticket: the fare when the passenger pays, else the member price (0: 免费). */
export const memberPriceText = (payer: GroupPayer, memberPriceCents: number, fareCents: number): string => {
  if (payer === 'passenger') return `¥${yuan(fareCents)}（原价）`;
  return memberPriceCents === 0 ? '免费' : `¥${yuan(memberPriceCents)}`;
};

/** A ride application's tag colour (the label is the contract's): pending stands out. */
export const applicationStatusColors: Record<RideApplicationStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red', withdrawn: 'default' };

/** A student's tag colour (the label is the contract's): pending stands out. */
export const studentStatusColors: Record<StudentStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red', withdrawn: 'default' };

export const ticketStateLabels: Record<TicketState, { label: string; color?: string }> = {
  toRide: { label: '待乘车', color: 'green' },
  used: { label: '已使用', color: 'blue' },
  refunded: { label: '已退票', color: 'purple' },
  expired: { label: '已过期' },
  stopped: { label: '已停运', color: 'orange' },
  gathering: { label: '待成团', color: 'gold' },
};

/** A departure as Shanghai's 'HH:mm': an instant is read in Shanghai; a clock time stays as it is. */
export const clockText = (departsAt: string): string => (/^\d{2}:\d{2}$/.test(departsAt) ? departsAt : shanghaiDateTime(departsAt).slice(11));

/** The form field a refusal of the server is about, so it shows there too (codes shared by several refusals are left out). */
export const groupFieldOf = (code: number): string | null => {
  switch (code) {
    case errorCatalogue.groupNameTaken.code:
      return 'name';
    case errorCatalogue.groupMemberPriceAboveFare.code:
      return 'memberPriceCents';
    case errorCatalogue.groupAdminNeedsGroup.code:
      return 'groupId';
    default:
      return null;
  }
};

/** The term form's field a refusal of the server is about (overlapping dates, a term too long), so it shows there too. */
export const termFieldOf = (code: number): string | null => {
  switch (code) {
    case errorCatalogue.termOverlaps.code:
      return 'startsOn';
    case errorCatalogue.termTooLong.code:
      return 'endsOn';
    default:
      return null;
  }
};
