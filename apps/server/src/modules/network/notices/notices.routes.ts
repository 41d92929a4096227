import { cityNotices } from '@udian/contracts/endpoints/notices/city-notices';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { NoticesService } from './notices.service';

/** Public: the same notices for every passenger of a city. */
export const registerNoticesRoutes = (app: App, { noticesService }: { noticesService: NoticesService }) => {
  registerEndpoint(app, cityNotices, ({ query }) => noticesService.list(query));
};
