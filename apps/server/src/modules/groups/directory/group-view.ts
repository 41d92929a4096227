import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import type { GroupSummary } from '@udian/contracts/schemas/groups';
import type { GroupCounts, GroupRow } from './groups.repository';

const NONE: GroupCounts = { staff: 0, members: 0, lines: 0 };

/** A group as a passenger sees it: never its invite code, only whether it has one. */
export const toGroupSummary = (row: GroupRow, counts: GroupCounts = NONE): GroupSummary => ({
  groupId: String(row.id),
  kind: row.kind,
  name: row.name,
  shortName: row.short_name,
  cityId: row.city_id,
  lineCount: counts.lines,
  emailDomains: row.email_domains,
  hasInviteCode: row.invite_code !== null,
});

/** A group as the console keeps it. */
export const toOpsGroup = (row: GroupRow, counts: GroupCounts = NONE): OpsGroup => ({
  groupId: String(row.id),
  kind: row.kind,
  name: row.name,
  shortName: row.short_name,
  initials: row.initials,
  cityId: row.city_id,
  emailDomains: row.email_domains,
  inviteCode: row.invite_code,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  staffCount: counts.staff,
  memberCount: counts.members,
  lineCount: counts.lines,
  createdAt: row.created_at.toISOString(),
});
