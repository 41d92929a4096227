import { getDashboard } from '@udian/contracts/endpoints/ops/dashboard/dashboard';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { DashboardService } from './dashboard.service';

export const registerDashboardRoutes = (app: App, { dashboard }: { dashboard: DashboardService }) => {
  registerOperatorEndpoint(app, getDashboard, () => dashboard.get());
};
