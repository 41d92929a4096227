import {
  createGroup,
  endGroupMembership,
  groupStatement,
  importGroupStaff,
  listGroupLines,
  listGroupMembers,
  listGroups,
  listGroupStaff,
  removeGroupStaff,
  setLineGroup,
  updateGroup,
} from '@udian/contracts/endpoints/ops/groups/groups';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import { STAFF_IMPORT_BODY_LIMIT, type GroupDeskService } from './group-desk.service';

/** The console's 企业通勤: groups, staff lists, members, lines and who pays, statements. */
export const registerGroupDeskRoutes = (app: App, { desk }: { desk: GroupDeskService }) => {
  registerOperatorEndpoint(app, listGroups, ({ operator, query }) => desk.list(operator, query));
  registerOperatorEndpoint(app, createGroup, ({ operator, body }) => desk.create(operator, body));
  registerOperatorEndpoint(app, updateGroup, ({ operator, body }) => desk.update(operator, body));
  registerOperatorEndpoint(app, listGroupStaff, ({ operator, query }) => desk.staff(operator, query));
  registerOperatorEndpoint(app, importGroupStaff, ({ operator, body }) => desk.importStaff(operator, body), { bodyLimit: STAFF_IMPORT_BODY_LIMIT });
  registerOperatorEndpoint(app, removeGroupStaff, ({ operator, body }) => desk.removeStaff(operator, body));
  registerOperatorEndpoint(app, listGroupMembers, ({ operator, query }) => desk.members(operator, query));
  registerOperatorEndpoint(app, endGroupMembership, ({ operator, body }) => desk.endMember(operator, body));
  registerOperatorEndpoint(app, listGroupLines, ({ operator, query }) => desk.lines(operator, query));
  registerOperatorEndpoint(app, setLineGroup, ({ operator, body }) => desk.setLine(operator, body));
  registerOperatorEndpoint(app, groupStatement, ({ operator, query }) => desk.statement(operator, query));
};
