import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createCitiesRepository } from '../cities/cities.repository';
import { registerCitiesRoutes } from '../cities/cities.routes';
import { createCitiesService } from '../cities/cities.service';
import { createDiscoveryRepository } from '../discovery/discovery.repository';
import { registerDiscoveryRoutes } from '../discovery/discovery.routes';
import { createDiscoveryService } from '../discovery/discovery.service';
import { createRouteSearchRepository } from '../search/route-search.repository';
import { createSearchRepository } from '../search/search.repository';
import { registerSearchRoutes } from '../search/search.routes';
import { createSearchService } from '../search/search.service';
import { createStationsRepository } from '../stations/stations.repository';
import { createLineDetailRepository } from './line-detail.repository';
import { createLineDetailService } from './line-detail.service';
import { createLinesRepository } from './lines.repository';
import { registerLinesRoutes } from './lines.routes';
import { createLinesService } from './lines.service';

/**
 * Issue 3 in one place, so app.ts gains one line: lines, nearby stops and lines, recommendations, cities,
 * banners and search (repositories → services → routes).
 */
export const registerLinesAndDiscovery = (app: App, { db }: { db: Db }): void => {
  const lines = createLinesRepository(db);
  const details = createLineDetailRepository(db);
  const stations = createStationsRepository(db);

  registerLinesRoutes(app, {
    linesService: createLinesService({ lines, details, stations }),
    lineDetailService: createLineDetailService({ details, lines }),
  });
  registerDiscoveryRoutes(app, {
    discoveryService: createDiscoveryService({ discovery: createDiscoveryRepository(db), stations }),
  });
  registerCitiesRoutes(app, { citiesService: createCitiesService({ cities: createCitiesRepository(db), lines, details }) });
  registerSearchRoutes(app, { searchService: createSearchService({ search: createSearchRepository(db), routes: createRouteSearchRepository(db), stations }) });
};
