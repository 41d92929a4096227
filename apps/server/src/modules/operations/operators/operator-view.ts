import type { Operator } from '@udian/contracts/schemas/operators';
import type { OperatorRow } from './operators.repository';

export const toOperator = (row: OperatorRow, now: Date): Operator => ({
  id: String(row.id),
  username: row.username,
  displayName: row.display_name,
  role: row.role,
  group: row.group_id === null ? null : { groupId: String(row.group_id), name: row.group_name ?? '' },
  mustChangePassword: row.must_change_password,
  isTotpOn: row.is_totp_on,
  isDisabled: row.is_disabled,
  lockedUntil: row.locked_until && row.locked_until > now ? row.locked_until.toISOString() : null,
  createdAt: row.created_at.toISOString(),
});
