import {
  cancelStudentCharter,
  myStudentCharters,
  quoteStudentCharter,
  studentCharterDetail,
  submitStudentCharter,
} from '@udian/contracts/endpoints/charters/student-charters';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { StudentChartersService } from './student-charters.service';

/** stcharter-fee-detail (the live quote, submitting) and cost-detail (the passenger's requests, cancelling). */
export const registerStudentChartersRoutes = (app: App, { charters }: { charters: StudentChartersService }) => {
  const userOf = (session: { userId: string }) => Number(session.userId);
  registerEndpoint(app, quoteStudentCharter, ({ body }) => charters.quote(body));
  registerEndpoint(app, submitStudentCharter, ({ session, body }) => charters.submit(userOf(session), body));
  registerEndpoint(app, myStudentCharters, ({ session }) => charters.mine(userOf(session)));
  registerEndpoint(app, studentCharterDetail, ({ session, query }) => charters.detail(userOf(session), Number(query.requestId)));
  registerEndpoint(app, cancelStudentCharter, ({ session, body }) => charters.cancel(userOf(session), Number(body.requestId)));
};
