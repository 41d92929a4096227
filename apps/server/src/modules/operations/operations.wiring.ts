import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { AfterSalesRefundsService } from '../buying/refunds/after-sales-refunds.service';
import type { DepartureStopsService } from '../buying/refunds/departure-stops.service';
import type { ClustersService } from '../demand/clusters/clusters.service';
import type { DemandAdminService } from '../demand/demands/demand-admin.service';
import type { OdCampaignAdminService } from '../demand/od-campaigns/od-campaign-admin.service';
import type { CrowdfundAdminService } from '../demand/crowdfunds/crowdfund-admin.service';
import type { EtaService } from '../live/eta/eta.service';
import type { FleetVehiclesService } from '../live/vehicles/fleet-vehicles.service';
import type { DeparturesAdminService } from '../network/departures/departures-admin.service';
import type { GtfsUploadService } from '../network/gtfs/gtfs-upload.service';
import type { LineLateThresholdsService } from '../network/lines/line-late-thresholds.service';
import type { LineNoticesService } from '../network/lines/line-notices.service';
import type { PassSalesService } from '../network/lines/pass-sales.service';
import type { PeriodPassProductsService } from '../buying/period-passes/period-pass-products.service';
import type { LineTransitCardService } from '../network/lines/line-transit-card.service';
import type { LineFaresService } from '../network/lines/line-fares.service';
import type { CouponAdminService } from '../promotions/coupon-admin/coupon-admin.service';
import type { InviteCampaignsService } from '../promotions/invitations/invite-campaigns.service';
import type { LatenessService } from '../promotions/lateness/lateness.service';
import type { GroupAdminService } from '../groups/admin/group-admin.service';
import type { RideApplicationsService } from '../groups/company-lines/ride-applications.service';
import type { ShuttleRequestsService } from '../groups/company-lines/shuttle-requests.service';
import type { ShuttleGroupingService } from '../groups/return-work/shuttle-grouping.service';
import type { StudentChartersService } from '../groups/charters/student-charters.service';
import type { RosterService } from '../groups/schools/roster.service';
import type { SchoolAdminService } from '../groups/schools/school-admin.service';
import { createAuditRepository } from './audit/audit.repository';
import { registerAuditRoutes } from './audit/audit.routes';
import { registerCharterDeskRoutes } from './charters/charter-desk.routes';
import { createCharterDeskService } from './charters/charter-desk.service';
import { registerFeedbackDeskRoutes } from './feedback/feedback-desk.routes';
import { createFeedbackDeskService } from './feedback/feedback-desk.service';
import type { CooperationLeadsService } from '../feedback/cooperation/cooperation-leads.service';
import type { SuggestionsService } from '../feedback/suggestions/suggestions.service';
import { registerContentDeskRoutes } from './content/content-desk.routes';
import { createContentDeskService } from './content/content-desk.service';
import type { ContentPagesService } from '../content/pages/content-pages.service';
import { createAuditService } from './audit/audit.service';
import { createCouponDeskService } from './coupons/coupon-desk.service';
import { registerCouponDeskRoutes } from './coupons/coupons.routes';
import { createDashboardRepository } from './dashboard/dashboard.repository';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';
import { createDashboardService } from './dashboard/dashboard.service';
import { registerDemandDeskRoutes } from './demand/demand-desk.routes';
import { createDemandDeskService } from './demand/demand-desk.service';
import { registerDepartureDeskRoutes } from './departures/departure-desk.routes';
import { createDepartureDeskService } from './departures/departure-desk.service';
import { createRiderNoticesRepository } from './departures/rider-notices.repository';
import { createDispatchRepository } from './dispatch/dispatch.repository';
import { createDispatchService } from './dispatch/dispatch.service';
import { createDriversRepository } from './drivers/drivers.repository';
import { createDriversService } from './drivers/drivers.service';
import { createInvitationDeskService } from './invitations/invitation-desk.service';
import { registerInvitationDeskRoutes } from './invitations/invitations.routes';
import { createLatenessDeskService } from './lateness/lateness-desk.service';
import { registerLatenessRoutes } from './lateness/lateness.routes';
import { registerFleetRoutes } from './fleet/fleet.routes';
import { registerCompanyLineDeskRoutes } from './groups/company-line-desk.routes';
import { registerReturnWorkDeskRoutes } from './groups/return-work-desk.routes';
import { createReturnWorkDeskService } from './groups/return-work-desk.service';
import { createCompanyLineDeskService } from './groups/company-line-desk.service';
import { createGroupDeskService, type GroupLinesPort, type GroupStatementPort } from './groups/group-desk.service';
import { registerGroupDeskRoutes } from './groups/group-desk.routes';
import { registerSchoolDeskRoutes } from './groups/school-desk.routes';
import { createSchoolDeskService } from './groups/school-desk.service';
import { createSchoolLinesOnSale, type SchoolLinesPort } from './groups/school-lines-on-sale';
import { createVehicleRegisterService } from './fleet/vehicle-register.service';
import { registerGtfsUploadRoutes } from './network/gtfs-upload.routes';
import { createNetworkAdminService } from './network/network-admin.service';
import { createNetworkCatalogRepository } from './network/network-catalog.repository';
import { createNetworkCatalogService } from './network/network-catalog.service';
import { registerNetworkRoutes } from './network/network.routes';
import { createPeriodPassDeskService } from './network/period-pass-desk.service';
import { registerPeriodPassDeskRoutes } from './network/period-pass-desk.routes';
import { registerOperatorAuthRoutes } from './operators/operator-auth.routes';
import { createOperatorAuthService } from './operators/operator-auth.service';
import { createOperatorsRepository } from './operators/operators.repository';
import { registerOperatorsRoutes } from './operators/operators.routes';
import { createOperatorsService } from './operators/operators.service';
import { createOrderDeskRepository } from './orders/order-desk.repository';
import { registerOrderDeskRoutes } from './orders/order-desk.routes';
import { createOrderDeskService } from './orders/order-desk.service';

export type OperationsDeps = {
  config: Config;
  db: Db;
  /** Live's vehicle register and ETA engine (车辆与司机, 实时监控). */
  fleetVehicles: FleetVehiclesService;
  eta: EtaService;
  /** Buying's after-sales refunds (the order desk's 售后退款). */
  afterSalesRefunds: AfterSalesRefundsService;
  /** Network's line notices and GTFS uploads (线路与站点). */
  lineNotices: LineNoticesService;
  /** Network's 刷卡乘车 per line (decision 053). */
  lineTransitCard: LineTransitCardService;
  /** A line's flat price (设置票价, decision 062). */
  lineFares: LineFaresService;
  gtfsUpload: GtfsUploadService;
  /** Network's departures (list, seats) and buying's stop of one; the SMS provider tells its riders (班次管理). */
  departuresAdmin: DeparturesAdminService;
  departureStops: DepartureStopsService;
  sms: SmsProvider;
  /** Promotions' coupon templates, campaigns and redeem-code batches (优惠券). */
  couponAdmin: CouponAdminService;
  /** Promotions' lateness reports and network's thresholds per line (晚点补偿). */
  lateness: Pick<LatenessService, 'listCompensations' | 'listWithoutLiveData'>;
  lineLateThresholds: LineLateThresholdsService;
  /** Promotions' invitation campaigns (邀请有礼). */
  inviteCampaigns: InviteCampaignsService;
  /** Demand's list and heat map, its clusters and its OD-collection campaigns (需求与众筹). */
  demandAdmin: DemandAdminService;
  demandClusters: ClustersService;
  odCampaignAdmin: OdCampaignAdminService;
  crowdfundAdmin: CrowdfundAdminService;
  /** Groups' directory, staff lists and members; network's lines kept for a group; buying's statement (企业通勤). */
  groupAdmin: GroupAdminService;
  groupLines: GroupLinesPort;
  groupStatement: GroupStatementPort;
  /** Groups' ride applications (a group administrator decides its own) and enterprises' shuttle requests (乘车申请, 班车定制). */
  rideApplications: Pick<RideApplicationsService, 'page' | 'groupOf' | 'decide'>;
  shuttleRequests: Pick<ShuttleRequestsService, 'page' | 'quote' | 'close'>;
  /** Groups' return-to-work desk: campaigns, enrolments, shuttles and grouping (复工专线, decision 052). */
  returnWorkDesk: ShuttleGroupingService;
  /** Groups' student charters: confirm or decline (学生包车). */
  studentCharters: Pick<StudentChartersService, 'page' | 'confirm' | 'decline'>;
  /** Feedback's complaints and suggestions and its cooperation leads (投诉建议, 商务合作; decision 057). */
  suggestions: SuggestionsService;
  cooperationLeads: CooperationLeadsService;
  /** Content's pages: drafts, publishing, rollback (内容管理, decision 058). */
  contentPages: ContentPagesService;
  /** Groups' schools (students, terms) and network's school lines kept on sale to the latest term end (学校管理). */
  schoolAdmin: SchoolAdminService;
  /** Groups' school student lists (学生名单): a page, an import from CSV. */
  schoolRoster: RosterService;
  schoolLines: SchoolLinesPort;
  /** Buying's period passes of a line and network's pass sales, which keep it on sale through the next period (周期票, decision 050). */
  periodPassProducts: PeriodPassProductsService;
  passSales: Pick<PassSalesService, 'keepSellingThroughNext'>;
  now?: () => Date;
};

/**
 * The operations context (decision 044): the operator console's API. Operator accounts, their sign-in and
 * the audit log, and the daily work, which acts through the other contexts' services. Answers the operator
 * authenticator the access hook uses.
 */
export const registerOperations = (app: App, { config, db, fleetVehicles, eta, afterSalesRefunds, lineNotices, lineTransitCard, lineFares, gtfsUpload, departuresAdmin, departureStops, sms, couponAdmin, lateness, lineLateThresholds, inviteCampaigns, demandAdmin, demandClusters, odCampaignAdmin, crowdfundAdmin, groupAdmin, groupLines, groupStatement, rideApplications, shuttleRequests, returnWorkDesk, studentCharters, suggestions, cooperationLeads, contentPages, schoolAdmin, schoolRoster, schoolLines, periodPassProducts, passSales, now }: OperationsDeps) => {
  const ops = config.operations;
  const operatorsRepository = createOperatorsRepository(db);
  const audit = createAuditService({ audit: createAuditRepository(db), now });
  const auth = createOperatorAuthService({
    db,
    operators: operatorsRepository,
    audit,
    sessionHours: ops.sessionHours,
    loginIpLimit: ops.loginIpLimit,
    productName: config.productName,
    now,
  });
  const operators = createOperatorsService({ db, operators: operatorsRepository, audit, groups: groupAdmin, now });

  registerOperatorAuthRoutes(app, { auth, now });
  registerOperatorsRoutes(app, { operators });
  registerAuditRoutes(app, { audit });
  registerFleetRoutes(app, {
    vehicles: createVehicleRegisterService({ vehicles: fleetVehicles, audit }),
    drivers: createDriversService({ db, drivers: createDriversRepository(db), audit }),
    dispatch: createDispatchService({ db, dispatch: createDispatchRepository(db), audit, now }),
    eta,
    mapTileUrl: config.mapTileUrl,
  });
  registerOrderDeskRoutes(app, {
    desk: createOrderDeskService({ desk: createOrderDeskRepository(db), audit, afterSalesRefunds, serviceRefundLimitCents: ops.serviceRefundLimitCents }),
  });
  registerDashboardRoutes(app, { dashboard: createDashboardService({ dashboard: createDashboardRepository(db), liveCounts: eta.liveBuses, now }) });
  const networkAdmin = createNetworkAdminService({ lineNotices, lineTransitCard, lineFares, gtfsUpload, audit });
  registerNetworkRoutes(app, { catalog: createNetworkCatalogService({ catalog: createNetworkCatalogRepository(db), now }), admin: networkAdmin });
  registerGtfsUploadRoutes(app, { admin: networkAdmin });
  registerPeriodPassDeskRoutes(app, { desk: createPeriodPassDeskService({ products: periodPassProducts, passSales, audit, logger: app.log }) });
  registerDepartureDeskRoutes(app, {
    desk: createDepartureDeskService({
      departures: departuresAdmin,
      stops: departureStops,
      audit,
      sms,
      notices: createRiderNoticesRepository(db),
      productName: config.productName,
      logger: app.log,
      now,
    }),
  });
  registerLatenessRoutes(app, { desk: createLatenessDeskService({ lateness, thresholds: lineLateThresholds, audit }) });

  registerCouponDeskRoutes(app, { desk: createCouponDeskService({ db, coupons: couponAdmin, audit }) });
  registerInvitationDeskRoutes(app, { desk: createInvitationDeskService({ campaigns: inviteCampaigns, audit }) });
  // A school's lines are kept on sale to its latest term end whenever its terms or its lines change.
  const keepSchoolLinesOnSale = createSchoolLinesOnSale({ lines: schoolLines, latestTermEnd: schoolAdmin.latestTermEnd, logger: app.log });
  registerGroupDeskRoutes(app, { desk: createGroupDeskService({ db, groups: groupAdmin, lines: groupLines, statement: groupStatement, audit, keepSchoolLinesOnSale }) });
  registerCompanyLineDeskRoutes(app, { desk: createCompanyLineDeskService({ applications: rideApplications, shuttles: shuttleRequests, audit }) });
  registerReturnWorkDeskRoutes(app, { desk: createReturnWorkDeskService({ grouping: returnWorkDesk, audit }) });
  registerCharterDeskRoutes(app, { desk: createCharterDeskService({ charters: studentCharters, audit }) });
  registerFeedbackDeskRoutes(app, { desk: createFeedbackDeskService({ suggestions, leads: cooperationLeads, audit }) });
  registerContentDeskRoutes(app, { desk: createContentDeskService({ pages: contentPages, audit }) });
  registerSchoolDeskRoutes(app, { desk: createSchoolDeskService({ schools: schoolAdmin, roster: schoolRoster, keepLinesOnSale: keepSchoolLinesOnSale, audit }) });
  registerDemandDeskRoutes(app, { desk: createDemandDeskService({ demands: demandAdmin, clusters: demandClusters, campaigns: odCampaignAdmin, crowdfunds: crowdfundAdmin, audit, mapTileUrl: config.mapTileUrl }) });

  return { auth, operators, audit };
};

export type Operations = ReturnType<typeof registerOperations>;
