import { currentPosition } from '@udian/contracts/endpoints/search/current-position';
import { lineSearch } from '@udian/contracts/endpoints/search/line-search';
import { placeSearch } from '@udian/contracts/endpoints/search/place-search';
import { popularPlaces } from '@udian/contracts/endpoints/search/popular-places';
import { regionList } from '@udian/contracts/endpoints/search/region-list';
import { routeSearch } from '@udian/contracts/endpoints/search/route-search';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { SearchService } from './search.service';

export const registerSearchRoutes = (app: App, { searchService }: { searchService: SearchService }) => {
  registerEndpoint(app, currentPosition, ({ query }) => searchService.currentPosition(query));
  registerEndpoint(app, placeSearch, async ({ query }) => ({ places: await searchService.places(query) }));
  registerEndpoint(app, popularPlaces, async ({ query }) => ({ places: await searchService.popularPlaces(query) }));
  registerEndpoint(app, lineSearch, async ({ query }) => ({ lines: await searchService.lines(query) }));
  registerEndpoint(app, routeSearch, async ({ query }) => ({ lines: await searchService.routes(query) }));
  registerEndpoint(app, regionList, async ({ query }) => ({ regions: await searchService.regions(query.cityId) }));
};
