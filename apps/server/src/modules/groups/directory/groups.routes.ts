import { groupDetail, myGroups, searchGroups } from '@udian/contracts/endpoints/groups/groups';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { GroupsService } from './groups.service';

/** enterprise-search and group-line: finding a group, one group with the passenger's membership, their groups. */
export const registerGroupsRoutes = (app: App, { groups }: { groups: GroupsService }) => {
  registerEndpoint(app, searchGroups, ({ query }) =>
    query.keyword === undefined ? groups.ofCity(query.cityId ?? null, query.kind) : groups.search(query.keyword, query.kind),
  );
  registerEndpoint(app, groupDetail, ({ request, query }) => groups.detail(request.session ? Number(request.session.userId) : null, Number(query.groupId)));
  registerEndpoint(app, myGroups, ({ session }) => groups.myGroups(Number(session.userId)));
};
