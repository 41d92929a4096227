import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createCalendarRepository } from './calendar/calendar.repository';
import { createCalendarService } from './calendar/calendar.service';
import { createCustomLinesRepository } from './custom-lines/custom-lines.repository';
import { createCustomLinesService } from './custom-lines/custom-lines.service';
import { createCitiesRepository } from './cities/cities.repository';
import { createDeparturesAdminRepository } from './departures/departures-admin.repository';
import { createDeparturesAdminService } from './departures/departures-admin.service';
import { registerCitiesRoutes } from './cities/cities.routes';
import { createCitiesService } from './cities/cities.service';
import { createDepartureHorizon } from './departure-horizon/departure-horizon';
import { createDepartureHorizonRepository } from './departure-horizon/departure-horizon.repository';
import { createDiscoveryRepository } from './discovery/discovery.repository';
import { registerDiscoveryRoutes } from './discovery/discovery.routes';
import { createDiscoveryService } from './discovery/discovery.service';
import { createHolidayLinesRepository } from './holiday-lines/holiday-lines.repository';
import { registerHolidayLinesRoutes } from './holiday-lines/holiday-lines.routes';
import { createHolidayLinesService } from './holiday-lines/holiday-lines.service';
import { createCompanyLinesRepository } from './lines/company-lines.repository';
import { createCompanyLinesService } from './lines/company-lines.service';
import { createGroupLinesService } from './lines/group-lines.service';
import { createLineAccess } from './lines/line-access';
import { createLineFaresRepository } from './lines/line-fares.repository';
import { createLineFaresService } from './lines/line-fares.service';
import { createLineDetailRepository } from './lines/line-detail.repository';
import { createLineDetailService } from './lines/line-detail.service';
import { createLineLateThresholdsRepository } from './lines/line-late-thresholds.repository';
import { createLineLateThresholdsService } from './lines/line-late-thresholds.service';
import { createLineTransitCardRepository } from './lines/line-transit-card.repository';
import { createLineTransitCardService } from './lines/line-transit-card.service';
import { createLinesRepository } from './lines/lines.repository';
import { registerLinesRoutes } from './lines/lines.routes';
import { createLinesService } from './lines/lines.service';
import { createNetworkReadModel } from './lines/network-read-model';
import { createSchoolLinesRepository } from './lines/school-lines.repository';
import { createSchoolLinesService } from './lines/school-lines.service';
import { createPassSalesRepository } from './lines/pass-sales.repository';
import { createPassSalesService } from './lines/pass-sales.service';
import { createLineNoticesRepository } from './lines/line-notices.repository';
import { createLineNoticesService } from './lines/line-notices.service';
import { createGtfsExportRepository } from './gtfs/gtfs-export.repository';
import { registerGtfsExportRoutes } from './gtfs/gtfs-export.routes';
import { createGtfsExportService } from './gtfs/gtfs-export.service';
import { createGtfsUploadService } from './gtfs/gtfs-upload.service';
import { createRouteSearchRepository } from './search/route-search.repository';
import { createSearchRepository } from './search/search.repository';
import { registerSearchRoutes } from './search/search.routes';
import { createSearchService } from './search/search.service';
import { createStationsRepository } from './stations/stations.repository';
import { createNoticesRepository } from './notices/notices.repository';
import { registerNoticesRoutes } from './notices/notices.routes';
import { createNoticesService } from './notices/notices.service';
import { createMyLinesRepository } from './my-lines/my-lines.repository';
import { registerMyLinesRoutes } from './my-lines/my-lines.routes';
import { createMyLinesService } from './my-lines/my-lines.service';
import type { NetworkGroupsPort } from './network.ports';

/**
 * The network context: lines, stations, nearby stops and lines, recommendations, cities, banners, search and
 * the official calendar and the departure horizon (repositories → services → routes). Answers its services
 * (the periodic jobs use the departure horizon) and the port the contexts after it use.
 */
export const registerNetwork = (
  app: App,
  {
    db,
    now,
    groups,
  }: {
    db: Db;
    now?: () => Date;
    /** Who belongs to a group, and groups' names (decision 048): a group's line sells to its members. */
    groups: NetworkGroupsPort;
  },
) => {
  const lines = createLinesRepository(db);
  const details = createLineDetailRepository(db);
  const stations = createStationsRepository(db);
  // The network in memory (decision 019): built before the server answers, rebuilt when its version moves.
  const network = createNetworkReadModel({ db, onError: (err) => app.log.error({ err }, 'network read model: refresh failed') });
  app.addHook('onReady', async () => {
    const started = Date.now();
    const snapshot = await network.refresh();
    app.log.info({ version: snapshot.version, stations: snapshot.stations.size, lines: snapshot.lines.size, ms: Date.now() - started }, 'network read model built');
  });

  // Who may buy a line: its one home (decision 048), for the line calls here and for buying's every purchase.
  const lineAccess = createLineAccess({ lines, groups });
  const linesService = createLinesService({ lines, details, stations, access: lineAccess });
  // What a line charges (decision 062): buying's every sale asks it; the console sets a flat price.
  const lineFares = createLineFaresService({ db, fares: createLineFaresRepository(db), readModel: network, now });
  const groupLines = createGroupLinesService({ db, lines, groups, readModel: network, now });
  const calendar = createCalendarRepository(db);
  const calendarService = createCalendarService({ calendar });
  // The next 30 service days of departures: rolled forward by a periodic job (jobs/periodic-jobs.ts).
  const departureHorizon = createDepartureHorizon({ horizon: createDepartureHorizonRepository(db), calendar });
  registerLinesRoutes(app, {
    linesService,
    lineDetailService: createLineDetailService({ details, network }),
    groupLinesService: groupLines,
    companyLinesService: createCompanyLinesService({ lines: createCompanyLinesRepository(db), access: lineAccess, groups }),
  });
  const discoveryService = createDiscoveryService({ discovery: createDiscoveryRepository(db), network });
  registerDiscoveryRoutes(app, { discoveryService });
  // Holiday lines (decision 053): the city's lines of type holiday, by public holiday.
  registerHolidayLinesRoutes(app, { holidayLinesService: createHolidayLinesService({ repository: createHolidayLinesRepository(db), network, now }) });
  const citiesService = createCitiesService({ cities: createCitiesRepository(db), lines, details });
  registerCitiesRoutes(app, { citiesService });
  // The older section's notice page (decision 055): a city's current line notices.
  registerNoticesRoutes(app, { noticesService: createNoticesService({ notices: createNoticesRepository(db), cities: createCitiesRepository(db), now }) });
  registerMyLinesRoutes(app, { myLinesService: createMyLinesService({ myLines: createMyLinesRepository(db) }) });
  const searchService = createSearchService({ search: createSearchRepository(db), routes: createRouteSearchRepository(db), stations });
  registerSearchRoutes(app, { searchService });
  // The public network as a GTFS feed (decision 063), built once per network version.
  registerGtfsExportRoutes(app, { gtfsExport: createGtfsExportService({ repository: createGtfsExportRepository(db) }) });

  return {
    linesService,
    calendarService,
    departureHorizon,
    /** The operator console's departures: the list and the seat change. */
    departuresAdmin: createDeparturesAdminService({ db, departures: createDeparturesAdminRepository(db) }),
    /** The operator console's line notices and GTFS uploads: each write rebuilds this instance's read model. */
    lineNotices: createLineNoticesService({ db, notices: createLineNoticesRepository(db), readModel: network }),
    gtfsUpload: createGtfsUploadService({ db, departureHorizon, readModel: network }),
    /** The operator console's lateness thresholds per line (晚点补偿). */
    lineLateThresholds: createLineLateThresholdsService({ db, thresholds: createLineLateThresholdsRepository(db), now }),
    /** The operator console's flat price of a line (设置票价, decision 062). */
    lineFares,
    /** The operator console's 刷卡乘车 per line (decision 053). */
    lineTransitCard: createLineTransitCardService({ db, lines: createLineTransitCardRepository(), now }),
    /** Custom lines made in the console (crowdfunds, decision 047). */
    customLines: createCustomLinesService({ lines: createCustomLinesRepository(db), calendar, horizon: departureHorizon, readModel: network, now }),
    /** Stations near a point, the city and the region a point is in, the open cities (demand's port). */
    discoveryService,
    citiesService,
    searchService,
    /** The lines kept for a group and who pays (the console's group desk: list and set). */
    groupLines,
    /** A school's lines kept on sale to its last term day (operations' school desk, when a term is saved; decision 049). */
    schoolLines: createSchoolLinesService({ db, schoolLines: createSchoolLinesRepository(db), horizon: departureHorizon, readModel: network, now }),
    /** A line selling period passes kept on sale through its next week or month (operations' period-pass desk; decision 050). */
    passSales: createPassSalesService({ db, passSales: createPassSalesRepository(db), horizon: departureHorizon, readModel: network, now }),
    /** The network-refresh job keeps it current with other instances' imports (decision 039). */
    readModel: network,
    /** What the contexts after network may ask of it (buying's NetworkPort), through its services. */
    port: { relatedLines: linesService.related, findOfficialDays: calendarService.findNamedDays, accessOf: lineAccess.accessOf, faresOf: lineFares.faresOf },
  };
};

export type Network = ReturnType<typeof registerNetwork>;
