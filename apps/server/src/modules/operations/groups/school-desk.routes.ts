import { decideStudent, listStudents, listTerms, saveTerm } from '@udian/contracts/endpoints/ops/groups/schools';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { SchoolDeskService } from './school-desk.service';

/** The console's 学校管理: a school's registered students (approve, reject) and its terms. */
export const registerSchoolDeskRoutes = (app: App, { desk }: { desk: SchoolDeskService }) => {
  registerOperatorEndpoint(app, listStudents, ({ operator, query }) => desk.students(operator, query));
  registerOperatorEndpoint(app, decideStudent, ({ operator, body }) => desk.decide(operator, body));
  registerOperatorEndpoint(app, listTerms, ({ operator, query }) => desk.terms(operator, query));
  registerOperatorEndpoint(app, saveTerm, ({ operator, body }) => desk.saveTerm(operator, body));
};
