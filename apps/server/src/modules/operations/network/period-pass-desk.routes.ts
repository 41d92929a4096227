import { listPeriodPassProducts, savePeriodPassProduct } from '@udian/contracts/endpoints/ops/network/period-pass-products';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { PeriodPassDeskService } from './period-pass-desk.service';

/** 线路与站点 → a line → 周期票 (decision 050). */
export const registerPeriodPassDeskRoutes = (app: App, { desk }: { desk: PeriodPassDeskService }) => {
  registerOperatorEndpoint(app, listPeriodPassProducts, ({ query }) => desk.list(query.lineId));
  registerOperatorEndpoint(app, savePeriodPassProduct, ({ operator, body }) => desk.save(operator, body));
};
