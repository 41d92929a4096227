import { myLines } from '@udian/contracts/endpoints/lines/my-lines';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { MyLinesService } from './my-lines.service';

/** Public: a logged-in passenger gets their own lines, a visitor an empty page. */
export const registerMyLinesRoutes = (app: App, { myLinesService }: { myLinesService: MyLinesService }) => {
  registerEndpoint(app, myLines, ({ body, request }) => myLinesService.page(request.session ? Number(request.session.userId) : null, body));
};
