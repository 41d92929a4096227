import { holidayLineList, holidayLines } from '@udian/contracts/endpoints/lines/holiday-lines';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { HolidayLinesService } from './holiday-lines.service';

/** Public: the same answer for every passenger of a city. */
export const registerHolidayLinesRoutes = (app: App, { holidayLinesService }: { holidayLinesService: HolidayLinesService }) => {
  registerEndpoint(app, holidayLines, ({ query }) => holidayLinesService.list(query.cityId));
  registerEndpoint(app, holidayLineList, ({ query }) => holidayLinesService.lines(query.cityId, query.holidayId));
};
