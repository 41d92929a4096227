import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import type { OperatorRole } from '@udian/contracts/operator-roles';
import type { Operator } from '@udian/contracts/schemas/operators';
import type { ReactNode } from 'react';
import { operatorOf, renderAs } from '../../test/dom-support';

/** What the groups section's rendering tests share: a group, its operators, and the console's DOM helpers. */

export { button, buttons, byLabel, cleanUp, fieldErrors, prepareDom, segment, settle, tableRows, type, until } from '../../test/dom-support';

export const group: OpsGroup = {
  groupId: '5',
  kind: 'enterprise',
  name: '优点科技',
  shortName: '优点',
  initials: 'YDKJ',
  cityId: 440300,
  emailDomains: ['udian-tech.com'],
  inviteCode: 'UDIAN2026',
  contactName: '王经理',
  contactPhone: '13800138000',
  staffCount: 3,
  memberCount: 1,
  lineCount: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
};

/** An operator of the role; a 单位管理员 administers the group above. */
export const operator = (role: OperatorRole): Operator => operatorOf(role, { groupId: group.groupId, name: group.name });

export const render = (node: ReactNode, role: OperatorRole = 'admin') => renderAs(node, operator(role));
