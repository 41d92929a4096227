import { confirmStudentCharter, declineStudentCharter, listStudentCharters } from '@udian/contracts/endpoints/ops/charters/student-charters';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { CharterDeskService } from './charter-desk.service';

/** The console's 学生包车: the requests, confirming and declining. */
export const registerCharterDeskRoutes = (app: App, { desk }: { desk: CharterDeskService }) => {
  registerOperatorEndpoint(app, listStudentCharters, ({ query }) => desk.list(query));
  registerOperatorEndpoint(app, confirmStudentCharter, ({ operator, body }) => desk.confirm(operator, body));
  registerOperatorEndpoint(app, declineStudentCharter, ({ operator, body }) => desk.decline(operator, body));
};
