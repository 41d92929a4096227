import { decideStudent, importRoster, listRoster, listStudents, listTerms, saveTerm } from '@udian/contracts/endpoints/ops/groups/schools';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import { STAFF_IMPORT_BODY_LIMIT } from './group-desk.service';
import type { SchoolDeskService } from './school-desk.service';

/** The console's 学校管理: a school's registered students (approve, reject), its terms and its student list. */
export const registerSchoolDeskRoutes = (app: App, { desk }: { desk: SchoolDeskService }) => {
  registerOperatorEndpoint(app, listStudents, ({ operator, query }) => desk.students(operator, query));
  registerOperatorEndpoint(app, decideStudent, ({ operator, body }) => desk.decide(operator, body));
  registerOperatorEndpoint(app, listTerms, ({ operator, query }) => desk.terms(operator, query));
  registerOperatorEndpoint(app, saveTerm, ({ operator, body }) => desk.saveTerm(operator, body));
  registerOperatorEndpoint(app, listRoster, ({ operator, query }) => desk.roster(operator, query));
  // The student list's CSV is as large as a staff list's may be (the same contract limit).
  registerOperatorEndpoint(app, importRoster, ({ operator, body }) => desk.importRoster(operator, body), { bodyLimit: STAFF_IMPORT_BODY_LIMIT });
};
