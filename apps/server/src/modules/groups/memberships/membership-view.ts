import { maskEmail } from '@udian/contracts/masking';
import type { GroupMembership } from '@udian/contracts/schemas/groups';
import type { MembershipRow, StaffEntry } from './memberships.repository';

/**
 * The passenger's membership of one group, from what proves it: a staff-list entry first (it stays while the
 * phone is listed, whatever else the passenger proved), else a membership not ended. The address is masked.
 */
export const toMembership = (staff: StaffEntry | undefined, live: MembershipRow | undefined): GroupMembership | null => {
  if (staff) return { groupId: String(staff.group_id), method: 'staffPhone', email: null, since: staff.added_at.toISOString() };
  if (live) return { groupId: String(live.group_id), method: live.method, email: live.email === null ? null : maskEmail(live.email), since: live.created_at.toISOString() };
  return null;
};

/** Every group the passenger belongs to, with its membership, in the order they joined. */
export const toMemberships = (staff: readonly StaffEntry[], live: readonly MembershipRow[]): GroupMembership[] => {
  const groupIds = [...new Set([...staff.map((s) => s.group_id), ...live.map((m) => m.group_id)])];
  return groupIds
    .map((groupId) => toMembership(staff.find((s) => s.group_id === groupId), live.find((m) => m.group_id === groupId))!)
    .sort((a, b) => a.since.localeCompare(b.since) || Number(a.groupId) - Number(b.groupId));
};
