import { nearbyLines } from '@udian/contracts/endpoints/lines/nearby-lines';
import { nearbyStopLine } from '@udian/contracts/endpoints/lines/nearby-stop-line';
import { nearbyStopLineList } from '@udian/contracts/endpoints/lines/nearby-stop-line-list';
import { nearbyStops } from '@udian/contracts/endpoints/lines/nearby-stops';
import { recommendLines, recommendLinesV4 } from '@udian/contracts/endpoints/lines/recommend-lines';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { DiscoveryService } from './discovery.service';

export const registerDiscoveryRoutes = (app: App, { discoveryService }: { discoveryService: DiscoveryService }) => {
  registerEndpoint(app, nearbyStops, async ({ query }) => ({ stops: await discoveryService.nearbyStops(query) }));
  registerEndpoint(app, nearbyStopLineList, async ({ query }) => ({ stops: await discoveryService.nearbyStopLines(query) }));
  registerEndpoint(app, nearbyStopLine, async ({ query }) => ({ stop: await discoveryService.nearestStopLines(query) }));
  registerEndpoint(app, nearbyLines, async ({ query }) => ({ lines: await discoveryService.nearbyLines(query) }));
  for (const endpoint of [recommendLines, recommendLinesV4]) {
    registerEndpoint(app, endpoint, async ({ query }) => ({ lines: await discoveryService.recommend(query) }));
  }
};
