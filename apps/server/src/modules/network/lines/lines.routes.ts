import { companyLineList } from '@udian/contracts/endpoints/groups/company-lines';
import { groupLines } from '@udian/contracts/endpoints/groups/groups';
import { cancelCollectLine } from '@udian/contracts/endpoints/lines/cancel-collect-line';
import { collectLine } from '@udian/contracts/endpoints/lines/collect-line';
import { lineAdjustment } from '@udian/contracts/endpoints/lines/line-adjustment';
import { lineCollection } from '@udian/contracts/endpoints/lines/line-collection';
import { lineDepartures } from '@udian/contracts/endpoints/lines/line-departures';
import { lineDetail, lineDetailNewVersion } from '@udian/contracts/endpoints/lines/line-detail';
import { lineGroupShare } from '@udian/contracts/endpoints/lines/line-group';
import { lineList } from '@udian/contracts/endpoints/lines/line-list';
import { linesByRegion } from '@udian/contracts/endpoints/lines/lines-by-region';
import { linesByStop } from '@udian/contracts/endpoints/lines/lines-by-stop';
import { lineUserState } from '@udian/contracts/endpoints/lines/line-user-state';
import { relatedLines } from '@udian/contracts/endpoints/lines/related-lines';
import { isWhiteUser } from '@udian/contracts/endpoints/lines/white-user';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { CompanyLinesService } from './company-lines.service';
import type { GroupLinesService } from './group-lines.service';
import type { LineDetailService } from './line-detail.service';
import type { LinesService } from './lines.service';

export const registerLinesRoutes = (
  app: App,
  {
    linesService,
    lineDetailService,
    groupLinesService,
    companyLinesService,
  }: {
    linesService: LinesService;
    lineDetailService: LineDetailService;
    groupLinesService: Pick<GroupLinesService, 'forPassenger'>;
    companyLinesService: CompanyLinesService;
  },
) => {
  // Public so that shared links open without login; the same answer for every passenger.
  for (const endpoint of [lineDetail, lineDetailNewVersion]) {
    registerEndpoint(app, endpoint, ({ query }) => lineDetailService.getDetail(query.lineId));
  }
  registerEndpoint(app, lineDepartures, ({ query }) => lineDetailService.departures(query.lineId, query.date));
  registerEndpoint(app, lineUserState, ({ query, session }) => linesService.userState(session.userId, query.lineId));
  registerEndpoint(app, relatedLines, async ({ query }) => ({ lines: await linesService.related(query.lineId) }));
  registerEndpoint(app, linesByStop, ({ query }) => linesService.byStation(query.stationId));
  registerEndpoint(app, linesByRegion, ({ query }) => linesService.byRegion(query.regionId));
  registerEndpoint(app, lineList, ({ query }) => linesService.list(query));
  registerEndpoint(app, lineGroupShare, async ({ query }) => ({ lines: await linesService.group(query.lineIds) }));
  registerEndpoint(app, lineAdjustment, ({ query }) => linesService.adjustment(query.lineId));

  registerEndpoint(app, collectLine, ({ body, session }) => linesService.collect(session.userId, body.lineId));
  registerEndpoint(app, cancelCollectLine, ({ body, session }) => linesService.cancelCollect(session.userId, body.lineId));
  registerEndpoint(app, lineCollection, async ({ session }) => ({ lines: await linesService.collection(session.userId) }));
  registerEndpoint(app, isWhiteUser, ({ query, session }) => linesService.whiteUser(session.userId, query.lineId));
  // Public: a visitor sees a group's lines too, with isMember false.
  registerEndpoint(app, groupLines, ({ query, request }) =>
    groupLinesService.forPassenger(Number(query.groupId), request.session ? Number(request.session.userId) : null),
  );
  // Public: a visitor sees the city's company lines too, with canBuy false on a group's.
  registerEndpoint(app, companyLineList, ({ query, request }) =>
    companyLinesService.list({ cityId: query.cityId, keyword: query.keyword }, request.session ? Number(request.session.userId) : null),
  );
};
