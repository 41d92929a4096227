import {
  addReturnWorkStaff,
  bookReturnWorkShuttle,
  collectReturnWork,
  employerReturnWorkList,
  enrolReturnWork,
  importReturnWorkStaff,
  myReturnWork,
  myReturnWorkRequests,
  removeReturnWorkStaff,
  returnWorkCampaign,
  returnWorkCampaigns,
  returnWorkEmployers,
  returnWorkEnrolment,
  returnWorkRequestDetail,
} from '@udian/contracts/endpoints/return-work/return-work';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { EmployerListsService } from './employer-lists.service';
import type { ReturnWorkService } from './return-work.service';

/** return-work-*, private-return-work-* and enterprise-return-work-* (decision 052). */
export const registerReturnWorkRoutes = (app: App, { returnWork, employers }: { returnWork: ReturnWorkService; employers: EmployerListsService }) => {
  const userOf = (session: { userId: string }) => Number(session.userId);
  registerEndpoint(app, returnWorkCampaigns, ({ query }) => returnWork.campaigns(query.cityId));
  registerEndpoint(app, returnWorkCampaign, ({ query }) => returnWork.campaign(Number(query.campaignId)));
  registerEndpoint(app, collectReturnWork, ({ session, body }) => returnWork.collect(userOf(session), body));
  registerEndpoint(app, returnWorkRequestDetail, ({ session, query }) => returnWork.requestDetail(userOf(session), Number(query.requestId)));
  registerEndpoint(app, myReturnWorkRequests, ({ session }) => returnWork.myRequests(userOf(session)));
  registerEndpoint(app, enrolReturnWork, ({ session, body }) => returnWork.enrol(userOf(session), body));
  registerEndpoint(app, returnWorkEnrolment, ({ session, query }) => returnWork.enrolment(userOf(session), Number(query.enrolmentId)));
  registerEndpoint(app, myReturnWork, ({ session }) => returnWork.mine(userOf(session)));

  registerEndpoint(app, returnWorkEmployers, ({ session }) => employers.employers(userOf(session)));
  registerEndpoint(app, employerReturnWorkList, ({ session, query }) => employers.list(userOf(session), query));
  registerEndpoint(app, addReturnWorkStaff, ({ session, body }) => employers.addStaff(userOf(session), body));
  registerEndpoint(app, importReturnWorkStaff, ({ session, body }) => employers.importStaff(userOf(session), body));
  registerEndpoint(app, removeReturnWorkStaff, ({ session, body }) => employers.removeStaff(userOf(session), body));
  registerEndpoint(app, bookReturnWorkShuttle, ({ session, body }) => employers.book(userOf(session), body));
};
