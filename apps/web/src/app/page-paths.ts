/**
 * Every page path of the app, written once (decision 009): the pages of SPEC section 2, a named constant for
 * each page the code links to or routes, and the settings of a page that are not code (title, guard, refresh
 * flag). Paths are without the base path and without `.html`; getHref adds both. This module imports nothing:
 * features, the router and the shell all depend on it, so it must never depend on them. The page code of a
 * path is in page-loaders.ts, which only the router imports.
 */

export type PageSettings = {
  /** Document title; the product name when absent. */
  title?: string;
  /** Entering runs the route guard (app/route-guards.ts). */
  isGuarded?: boolean;
  /** In the super-app the host reloads the page when it comes back to it (isRefresh=yes). */
  isRefresh?: boolean;
  /**
   * The page's heading in the title bar (the app's own NavBar, or the host's bar through its bridge); the
   * title, else the product name, when absent. Unlike the title it does not change document.title.
   */
  heading?: string;
  /** A top-level page: it shows the bottom tab bar, with this tab active, and no back button. */
  tab?: AppTabKey;
};

/** The bottom tab bar's tabs (app/app-tabs.ts draws them). */
export type AppTabKey = 'home' | 'trips' | 'me';

export type PageEntry = PageSettings & {
  /** Without the base path and without `.html`, e.g. '/udianbus/app/home'. */
  path: string;
};

// The shell, content pages and accounts.
export const HOME_PATH = '/udianbus/app/home';
export const AGREEMENT_PATH = '/udianbus/app/info/agreement';
export const PRIVACY_POLICY_PATH = '/udianbus/app/info/privacyPolicy';
export const ABOUT_US_PATH = '/udianbus/app/info/aboutUs';
export const LOGIN_PATH = '/udianbus/app/login';
/** The older bus section's login: the same page. */
export const LEGACY_LOGIN_PATH = '/ydbus/login';
export const USER_CENTER_PATH = '/udianbus/app/user-center';
export const SETTING_PATH = '/udianbus/app/user-center/setting';
export const PERSONAL_INFO_PATH = '/udianbus/app/user-center/personalInfo';
export const PASSENGER_INFO_PATH = '/udianbus/app/passenger-info';
export const PASSENGER_LIST_PATH = '/udianbus/app/passenger-info/passenger-list';
export const PASSENGER_FORM_PATH = '/udianbus/app/passenger-info/passenger';
export const PASSENGER_IC_CARD_PATH = '/udianbus/app/passenger-info/passenger-ic-card';
export const PASSENGER_SELECT_PATH = '/udianbus/app/passenger-select';
export const COMMON_ADDRESS_PATH = '/udianbus/app/common-address';
/** The same addresses, reached from the passenger-info page. */
export const ADDRESS_LIST_PATH = '/udianbus/app/passenger-info/address-list';
// Coupons and the invitation campaign.
export const MY_COUPON_PATH = '/udianbus/app/coupon/my-coupon';
/** The same coupons under SPEC section 2's second address, and the older bus section's list. */
export const MY_COUPON_SHORT_PATH = '/udianbus/app/my-coupon';
export const LEGACY_COUPON_PATH = '/ydbus/coupon';
export const DRAW_COUPON_PATH = '/udianbus/app/draw-coupon';
export const INVALID_COUPON_PATH = '/udianbus/app/invalid-coupon';
export const COUPON_RULES_PATH = '/udianbus/app/coupon-rules';
export const INVITE_ACTIVITY_PATH = '/udianbus/invite-activity';
export const INVITE_ACTIVITY_RULE_PATH = '/udianbus/invite-activity-rule';
/** The invitee's landing page, opened from the inviter's link. */
export const INVITE_ACTIVITY_REG_PATH = '/udianbus/invite-activity-reg';
/** Every service of the app on one page, for what has no place in a tab. */
export const MORE_PATH = '/udianbus/app/more';

// Demand for new lines (decision 046).
export const DEMAND_COLLECTION_PATH = '/udianbus/app/demand-collection';
/** The map where an end of a demand is chosen (?end=from|to), returning to demand-collection. */
export const DEMAND_STATION_PATH = '/udianbus/app/demand-station';
export const MY_CUSTOM_PATH = '/udianbus/app/my-custom';
/** A shared demand (?code=), where a colleague adds themselves: 同路 +1. */
export const SHARE_MY_CUSTOM_PATH = '/udianbus/app/my-custom/share_my_custom';
/** The older section's entrance to the same list as my-custom (decision 046). */
export const MY_CUSTOM_INDEX_COPY_PATH = '/udianbus/app/my-custom/index_copy';
export const CUSTOM_RULE_PATH = '/udianbus/custom-rule';
export const PREPARATION_LINE_INTRO_PATH = '/h5/activities/preparation-line-intro';
/** An OD-collection campaign (?id=). */
export const OD_COLLECTION_PATH = '/h5/odcollection/index';

// Carpools (拼车, decision 051): a passenger's crowdfund for one ride.
/** 拼车线路: open carpools to join, near me or by route (?tab=near|route). */
export const POOL_LIST_PATH = '/udianbus/app/pool-list';
/** 拼车: one carpool (?id=) to view and join; without an id, starting one. */
export const POOL_PATH = '/udianbus/app/pool';
/** 我的拼车: the carpools I started or joined, their states and my refunds. */
export const MY_POOL_PATH = '/udianbus/app/my-pool';

// Lines and discovery.
export const LINE_LIST_PATH = '/udianbus/app/home/line-list';
export const LINE_INFO_PATH = '/udianbus/app/line/line-info';
/** The older bus section's line page: the same page. */
export const LEGACY_LINE_INFO_PATH = '/ydbus/line-info';
export const LINE_SHARE_PATH = '/udianbus/app/line/line-share';
export const LINE_INFO_SHARE_PATH = '/udianbus/app/line/line-info-share';
export const LINE_GROUP_SHARE_PATH = '/udianbus/app/line/line-group-share';
export const LINE_ADJUSTMENT_PATH = '/udianbus/app/line/line-info-adjustment';
export const RELATED_LINES_PATH = '/udianbus/app/line/related-lines';
export const NEAR_LINES_PATH = '/udianbus/app/line/near-lines';
export const SEARCH_ADDRESS_PATH = '/udianbus/app/group-optimize/search-address';
export const SEARCH_RESULT_PATH = '/udianbus/app/group-optimize/search-result';
/** The older bus section's search pages: the same search, which stays there once begun there. */
export const LEGACY_SEARCH_ADDRESS_PATH = '/ydbus/search-addr';
export const LEGACY_SEARCH_RESULT_PATH = '/ydbus/search-result';

// Group travel: enterprises (企业通勤) and finding lines by area or address (decision 048).
export const GROUP_PATH = '/udianbus/app/group';
/** 我的企业: the passenger's enterprises and their lines. */
export const GROUP_LINE_PATH = '/udianbus/app/group-line';
/** One enterprise (?groupId=): proving membership, and its lines. */
export const ENTERPRISE_LINE_PATH = '/udianbus/app/group-line/enterprise-line';
export const ENTERPRISE_SEARCH_PATH = '/udianbus/app/group-line/enterprise-search';
/** 找线路: by area, by address, by enterprise. */
export const GROUP_OPTIMIZE_PATH = '/udianbus/app/group-optimize';
/** The same enterprise search, reached from 找线路. */
export const GROUP_OPTIMIZE_ENTERPRISE_SEARCH_PATH = '/udianbus/app/group-optimize/enterprise-search';
/** The districts of a city (?cityId=) and the lines serving one. */
export const SEARCH_AREA_PATH = '/udianbus/app/group-optimize/search-area';
/** 园区班车: the city's company and park lines, with the passenger's state on each. */
export const COMPANY_LINE_PATH = '/udianbus/app/company-line/company-line';
export const COMPANY_LINE_SEARCH_PATH = '/udianbus/app/company-line-search';
/** One company line (?lineId=): its enterprise, terms, my application and 购票 or 申请乘车. */
export const COMPANY_LINE_DETAIL_PATH = '/udianbus/app/company-line-detail';
/** Applying to ride a company line (?lineId=); the enterprise's administrator decides. */
export const COMPANY_LINE_APPLY_PATH = '/udianbus/app/company-line-apply';
/** 企业定制班车: an enterprise asks for a shuttle of its own. */
export const COMPANY_LINE_APPLY_ENTERPRISE_PATH = '/udianbus/app/company-line-apply-enterprise';
/** The steps of a shuttle request and where one (?requestId=) stands; without one, the steps explained. */
export const ENTERPRISE_CUSTOM_FLOW_PATH = '/udianbus/common/enterprise-custom-flow';

// Student charters (学生包车, decision 054): a school trip's buses, priced by the published rules.
/** The request form with its live fee breakdown. */
export const STCHARTER_FEE_DETAIL_PATH = '/udianbus/common/stcharter-fee-detail';
/** The published fee rules. */
export const STCHARTER_RULE_PATH = '/udianbus/common/stcharter-rule';
/** A submitted request's fee breakdown and status (?requestId=); without one, the passenger's requests. */
export const COST_DETAIL_PATH = '/udianbus/common/cost-detail';

// What passengers and companies tell the operator (decision 057).
/** 投诉建议: the form (?tab=form), my submissions (?tab=mine) and one with its replies (?suggestionId=). */
export const SUGGESTION_PATH = '/udianbus/app/suggestion';
/** 商务合作: a company's cooperation lead, logged out too. */
export const BUSINESS_COOPERATION_PATH = '/h5/activities/business-cooperation';

// Schools (decision 049): a guardian registers a student on a school line, buys the term pass, and is told of each check-in.
/** 校车: the guardian's students, their term passes and rides, and the check-in notices. */
export const RESTUDY_PATH = '/udianbus/app/restudy';
export const RESTUDY_ENTERPRISE_SEARCH_PATH = '/udianbus/app/restudy/enterprise-search';
/** The address search and the area search of group-optimize, kept inside the school section. */
export const RESTUDY_SEARCH_ADDRESS_PATH = '/udianbus/app/restudy/search-address';
export const RESTUDY_SEARCH_RESULT_PATH = '/udianbus/app/restudy/search-result';
export const RESTUDY_SEARCH_AREA_PATH = '/udianbus/app/restudy/search-area';
/** Registering a student (?groupId=) on one of the school's lines; the school approves. */
export const SCHOOL_LINE_SIGN_PATH = '/h5/activities/school-line-sign';
export const SCHOOL_LINE_INTRO_PATH = '/h5/activities/school-line-intro';
export const USER_GUIDE_FOR_SCHOOL_PATH = '/udianbus/user-guide-for-school';
/** 乘车指南: how to ride, the user guide SPEC section 2's deep link opens. */
export const USER_GUIDE_PATH = '/udianbus/user-guide';

// Content pages operators edit in the console (decision 058): one page, content-pages, serves them all by key.
export const RESERVED_BUS_USER_GUIDE_PATH = '/udianbus/reserved-bus-user-guide';
export const USER_GUIDE_FOR_HKT_PATH = '/udianbus/user-guide-for-hkt';
export const DRIVER_NOTICE_PATH = '/udianbus/driver-notice';
export const TEMP_LINE_INTRO_PATH = '/h5/activities/temp-line-intro';
export const TAXI_DETAIL_OF_FEE_PATH = '/taxi/detail-of-fee';
export const TAXI_NOTICE_OF_FEE_PATH = '/taxi/notice-of-fee';
export const TAXI_CANCEL_RULE_PATH = '/taxi/cancel-rule';
export const TAXI_CANCEL_RULE_DRIVER_PATH = '/taxi/cancel-rule-driver';
export const HAILING_DETAIL_OF_FEE_PATH = '/hailing/detail-of-fee';
export const TOUR_BUS_SZT_EXTENSION_PATH = '/tour-bus/szt-extension';
export const TOUR_BUS_NEW_LINE_DONGJIANG_PATH = '/tour-bus/new-line-dongjiang';
export const TOUR_BUS_NEW_LINE_GAIGE_PATH = '/tour-bus/new-line-gaige';
export const MINSHEN_BANK_PATH = '/h5/activities/minshen-bank';
export const NINGHAI_UPLUS_INTRO_PATH = '/h5/activities/ninghai-uplus-intro';

// Holiday lines and transit cards (decision 053).
/** 假日专线: the coming public holidays, each with the city's holiday lines. */
export const HOLIDAY_LINE_PATH = '/udianbus/common/holiday-line';
/** One holiday's lines (?holidayId=: the holiday's first day, YYYY-MM-DD), with the days each runs and sells. */
export const HOLIDAY_LINE_LIST_PATH = '/udianbus/common/holiday-line/list';
/** 交通卡: the passenger's bound transit cards, what they do here and what they do not; unbinding. */
export const TRAFFIC_CARD_PATH = '/udianbus/common/traffic-card';
/** Binding a transit card: the scheme and the number, checked by the scheme's rule. */
export const TRAFFIC_CARD_ADD_PATH = '/udianbus/common/traffic-card/add';

// Return-to-work shuttles (复工专线, decision 052): a campaign's enrolments, an employer's staff list, shuttles.
/** The city's campaigns (?campaignId= one of them), their ways in, and the passenger's enrolments and needs. */
export const RETURN_WORK_INDEX_PATH = '/udianbus/custom-line/return-work-index';
/** Stating a need (?campaignId=): from, to, date, people and the campaign's declarations. */
export const RETURN_WORK_COLLECT_PATH = '/udianbus/custom-line/return-work-collect';
/** A stated need (?requestId=); without one, the passenger's needs. */
export const RETURN_WORK_COLLECT_SUCCESS_PATH = '/udianbus/custom-line/return-work-collect-success';
/** The passenger's own enrolment (?campaignId=). */
export const PRIVATE_RETURN_WORK_INDEX_PATH = '/udianbus/custom-line/private-return-work-index';
/** An enrolment (?enrolmentId=) with its shuttle and ticket; without one, the passenger's enrolments. */
export const PRIVATE_RETURN_WORK_SUCCESS_PATH = '/udianbus/custom-line/private-return-work-success';
/** The employer's entry (?campaignId=): the enterprises the passenger is the contact of, and what they can do. */
export const ENTERPRISE_RETURN_WORK_INDEX_PATH = '/udianbus/custom-line/enterprise-return-work-index';
/** The employer's tabs (?groupId=&campaignId=&tab=): its list, and who rides which shuttle. */
export const ENTERPRISE_RETURN_WORK_TAB_PATH = '/udianbus/custom-line/enterprise-return-work-tab';
/** The employer's staff list: add one, import CSV, remove. */
export const ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH = '/udianbus/custom-line/enterprise-return-work-enroll-list';
/** The employer's enrolment in figures (after an import: ?added=). */
export const ENTERPRISE_RETURN_WORK_SUCCESS_PATH = '/udianbus/custom-line/enterprise-return-work-success';
/** Booking shuttles for listed staff: the day, the gathering point, the workplace. */
export const ENTERPRISE_RETURN_WORK_SHUTTLE_PATH = '/udianbus/custom-line/enterprise-return-work-shuttle';
/** The employer's bookings by day (?date= the one just made) and where each stands. */
export const ENTERPRISE_RETURN_WORK_SHUTTLE_SUCCESS_PATH = '/udianbus/custom-line/enterprise-return-work-shuttle-success';

// Live buses.
export const LINE_ETA_PATH = '/udianbus/app/line/line-eta';
export const ONLINE_BUS_PATH = '/udianbus/app/online-bus';

// Buying and orders.
export const BUY_TICKET_PATH = '/udianbus/app/buy-ticket';
/** The older bus section's buy page: the same page. */
export const LEGACY_BUY_TICKET_PATH = '/ydbus/buy-ticket';
export const BUY_TICKET_REVERSE_PATH = '/udianbus/app/buy-ticket/reverse';
export const TRAFFIC_CALENDAR_PATH = '/udianbus/common/traffic-calendar';
export const WAITING_PAID_PATH = '/ydbus/waiting-paid';
export const BUY_SUCCESS_PATH = '/udianbus/app/ticket/buy-ticket-success';
export const MY_ORDER_PATH = '/udianbus/app/my-order';
/**
 * 周期票 (decision 050): ?orderNo= one pass with its days, ride codes and the refund of its unused days;
 * ?lineId=&kind=week|month buying a line's pass; neither, my passes.
 */
export const PERIOD_DETAIL_PATH = '/udianbus/app/period-detail';
export const ORDER_DETAIL_PATH = '/udianbus/app/my-order/order-detail';
export const BUY_RULE_PATH = '/udianbus/buy-rule';
export const PASSENGER_NOTICE_PATH = '/udianbus/passenger-notice';

// Riding: tickets, ride codes, checking in, sharing and trips.
export const MY_TICKET_PATH = '/udianbus/app/ticket/my-ticket';
/** The older bus section's list of tickets. */
export const LEGACY_TICKET_PATH = '/ydbus/ticket';
export const TICKET_INFO_PATH = '/udianbus/app/ticket/ticket-info';
export const BUS_CODE_PATH = '/udianbus/app/bus-code';
export const CHECK_TICKET_PATH = '/ydbus/check-ticket';
export const SHARE_TICKET_PATH = '/udianbus/common/share-ticket';
export const MY_TRIP_PATH = '/udianbus/app/my-trip';
/** 年度报告 (decision 056): the passenger's year on the bus (?year=, else the current year), shareable as an image. */
export const ANNUAL_REVIEW_PATH = '/ydbus/h5/annual-review';

// Refunds and invoices.
export const REFUND_TICKET_PATH = '/ydbus/refund-ticket';
export const REFUND_RULE_PATH = '/udianbus/app/refund-rule';
export const REFUND_NOTICE_PATH = '/udianbus/refund-notice';
export const GET_INVOICE_PATH = '/udianbus/get-invoice';

// The older bus section's own pages (decision 055); its twins of newer pages are listed with those.
/** 经典版首页: lines near me, my tickets, my collection, and the way to the section's other pages. */
export const LEGACY_HOME_PATH = '/ydbus';
/** 我的收藏: the passenger's collected lines, to uncollect. */
export const LEGACY_COLLECTION_PATH = '/ydbus/collection';
/** The older section's H5 ticket list (/ticket/v4/list) by tab, each ticket opening ticket-info. */
export const LEGACY_TICKET_LIST_PATH = '/ydbus/h5/ticketList';
/** 线路地图: the stations around the passenger on a map; a station's lines. */
export const LEGACY_MAP_PATH = '/ydbus/map';
/** 线路公告: the city's current line notices, newest first. */
export const LEGACY_NOTICE_PATH = '/ydbus/notice-page';

/**
 * Every page of SPEC section 2, in its order (page-paths.test.ts holds the section as written and checks this
 * against it). Named by their constants: the list is in the app's first load, where each path's text is
 * already there once.
 */
const specPaths: readonly string[] = [
  LEGACY_HOME_PATH, LEGACY_BUY_TICKET_PATH, CHECK_TICKET_PATH, LEGACY_COLLECTION_PATH, LEGACY_COUPON_PATH,
  ANNUAL_REVIEW_PATH, LEGACY_TICKET_LIST_PATH, LEGACY_LINE_INFO_PATH, LEGACY_LOGIN_PATH, LEGACY_MAP_PATH,
  LEGACY_NOTICE_PATH, REFUND_TICKET_PATH, LEGACY_SEARCH_ADDRESS_PATH, LEGACY_SEARCH_RESULT_PATH, LEGACY_TICKET_PATH,
  WAITING_PAID_PATH, HOME_PATH, LINE_LIST_PATH, LINE_INFO_PATH, LINE_ETA_PATH, LINE_SHARE_PATH,
  LINE_INFO_SHARE_PATH, LINE_GROUP_SHARE_PATH, LINE_ADJUSTMENT_PATH, RELATED_LINES_PATH, NEAR_LINES_PATH,
  LOGIN_PATH, BUY_TICKET_PATH, BUY_TICKET_REVERSE_PATH, COMMON_ADDRESS_PATH, PASSENGER_INFO_PATH,
  PASSENGER_LIST_PATH, PASSENGER_FORM_PATH, PASSENGER_IC_CARD_PATH, ADDRESS_LIST_PATH, PASSENGER_SELECT_PATH,
  MY_COUPON_PATH, MY_COUPON_SHORT_PATH, DRAW_COUPON_PATH, INVALID_COUPON_PATH, COUPON_RULES_PATH, GROUP_PATH,
  GROUP_LINE_PATH, ENTERPRISE_LINE_PATH, ENTERPRISE_SEARCH_PATH, GROUP_OPTIMIZE_PATH,
  GROUP_OPTIMIZE_ENTERPRISE_SEARCH_PATH, SEARCH_ADDRESS_PATH, SEARCH_AREA_PATH, SEARCH_RESULT_PATH, MORE_PATH,
  BUS_CODE_PATH, MY_CUSTOM_PATH, SHARE_MY_CUSTOM_PATH, MY_CUSTOM_INDEX_COPY_PATH, MY_POOL_PATH, POOL_PATH,
  POOL_LIST_PATH, PERIOD_DETAIL_PATH, SUGGESTION_PATH, ONLINE_BUS_PATH, MY_TICKET_PATH, TICKET_INFO_PATH,
  BUY_SUCCESS_PATH, USER_CENTER_PATH, SETTING_PATH, PERSONAL_INFO_PATH, MY_ORDER_PATH, ORDER_DETAIL_PATH,
  MY_TRIP_PATH, COMPANY_LINE_PATH, COMPANY_LINE_APPLY_PATH, COMPANY_LINE_DETAIL_PATH, COMPANY_LINE_SEARCH_PATH,
  COMPANY_LINE_APPLY_ENTERPRISE_PATH, RESTUDY_PATH, RESTUDY_ENTERPRISE_SEARCH_PATH, RESTUDY_SEARCH_ADDRESS_PATH,
  RESTUDY_SEARCH_AREA_PATH, RESTUDY_SEARCH_RESULT_PATH, PRIVACY_POLICY_PATH, AGREEMENT_PATH, ABOUT_US_PATH,
  DEMAND_COLLECTION_PATH, DEMAND_STATION_PATH, REFUND_RULE_PATH, ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH,
  ENTERPRISE_RETURN_WORK_INDEX_PATH, ENTERPRISE_RETURN_WORK_SHUTTLE_SUCCESS_PATH,
  ENTERPRISE_RETURN_WORK_SHUTTLE_PATH, ENTERPRISE_RETURN_WORK_SUCCESS_PATH, ENTERPRISE_RETURN_WORK_TAB_PATH,
  PRIVATE_RETURN_WORK_INDEX_PATH, PRIVATE_RETURN_WORK_SUCCESS_PATH, RETURN_WORK_COLLECT_SUCCESS_PATH,
  RETURN_WORK_COLLECT_PATH, RETURN_WORK_INDEX_PATH, BUY_RULE_PATH, PASSENGER_NOTICE_PATH, SHARE_TICKET_PATH,
  TRAFFIC_CARD_PATH, TRAFFIC_CALENDAR_PATH, TRAFFIC_CARD_ADD_PATH, HOLIDAY_LINE_PATH, HOLIDAY_LINE_LIST_PATH,
  CUSTOM_RULE_PATH, DRIVER_NOTICE_PATH, GET_INVOICE_PATH, INVITE_ACTIVITY_REG_PATH, INVITE_ACTIVITY_RULE_PATH,
  INVITE_ACTIVITY_PATH, REFUND_NOTICE_PATH, RESERVED_BUS_USER_GUIDE_PATH, USER_GUIDE_FOR_HKT_PATH,
  USER_GUIDE_FOR_SCHOOL_PATH, USER_GUIDE_PATH, ENTERPRISE_CUSTOM_FLOW_PATH, COST_DETAIL_PATH, STCHARTER_RULE_PATH,
  STCHARTER_FEE_DETAIL_PATH, TAXI_CANCEL_RULE_DRIVER_PATH, TAXI_CANCEL_RULE_PATH, TAXI_DETAIL_OF_FEE_PATH,
  TAXI_NOTICE_OF_FEE_PATH, TOUR_BUS_SZT_EXTENSION_PATH, TOUR_BUS_NEW_LINE_DONGJIANG_PATH,
  TOUR_BUS_NEW_LINE_GAIGE_PATH, MINSHEN_BANK_PATH, NINGHAI_UPLUS_INTRO_PATH, PREPARATION_LINE_INTRO_PATH,
  BUSINESS_COOPERATION_PATH, SCHOOL_LINE_SIGN_PATH, TEMP_LINE_INTRO_PATH, SCHOOL_LINE_INTRO_PATH,
  OD_COLLECTION_PATH, HAILING_DETAIL_OF_FEE_PATH,
];

/**
 * Titles and flags of SPEC section 2. Keys must be paths of specPaths; where the older /ydbus group has a
 * twin page it gets the same title.
 */
export const pageSettings: Readonly<Record<string, PageSettings>> = {
  // Buying: choosing, paying, and the orders afterwards.
  [BUY_TICKET_REVERSE_PATH]: { title: '购买返程票' },
  [TRAFFIC_CALENDAR_PATH]: { title: '选择乘车日期' },
  [WAITING_PAID_PATH]: { title: '待支付' },
  [BUY_SUCCESS_PATH]: { title: '购票成功' },
  [MY_ORDER_PATH]: { title: '我的订单', isRefresh: true },
  [ORDER_DETAIL_PATH]: { title: '订单详情' },
  [PERIOD_DETAIL_PATH]: { heading: '周期票' },
  [BUY_RULE_PATH]: { title: '购票规则' },
  [PASSENGER_NOTICE_PATH]: { title: '乘客须知' },
  // Coupons and the invitation campaign.
  [MY_COUPON_PATH]: { title: '我的优惠券', isRefresh: true },
  [MY_COUPON_SHORT_PATH]: { title: '我的优惠券', isRefresh: true },
  [LEGACY_COUPON_PATH]: { title: '我的优惠券', isRefresh: true },
  [DRAW_COUPON_PATH]: { title: '领券中心', isRefresh: true },
  [INVALID_COUPON_PATH]: { title: '失效优惠券' },
  [COUPON_RULES_PATH]: { title: '优惠券使用规则' },
  [INVITE_ACTIVITY_PATH]: { title: '邀请有礼', isRefresh: true },
  [INVITE_ACTIVITY_RULE_PATH]: { title: '邀请规则' },
  [INVITE_ACTIVITY_REG_PATH]: { title: '注册领券' },
  // Refunds and invoices.
  [REFUND_TICKET_PATH]: { title: '退票' },
  [GET_INVOICE_PATH]: { title: '申请发票' },
  // Riding: ride codes, checking in, sharing and trips.
  [BUS_CODE_PATH]: { title: '乘车码', isRefresh: true },
  [CHECK_TICKET_PATH]: { title: '检票' },
  [SHARE_TICKET_PATH]: { title: '同行车票' },
  [MY_TRIP_PATH]: { title: '我的行程', isRefresh: true },
  [ANNUAL_REVIEW_PATH]: { title: '年度报告', heading: '我的乘车年度报告', isRefresh: true },
  // Guarded titled pages.
  [DEMAND_COLLECTION_PATH]: { title: '需求征集', isGuarded: true },
  [DEMAND_STATION_PATH]: { title: '地图选站', isGuarded: true },
  [REFUND_RULE_PATH]: { title: '退票规则', isGuarded: true },
  // Titles of the older bus section.
  [LEGACY_SEARCH_ADDRESS_PATH]: { title: '搜索', isRefresh: true },
  [LEGACY_SEARCH_RESULT_PATH]: { title: '搜索结果' },
  [LEGACY_TICKET_PATH]: { title: '我的车票', isRefresh: true },
  [LEGACY_LINE_INFO_PATH]: { title: '线路详情' },
  [LEGACY_BUY_TICKET_PATH]: { title: '购票' },
  [LEGACY_TICKET_LIST_PATH]: { title: '我的车票', isRefresh: true },
  [MY_TICKET_PATH]: { title: '我的车票', isRefresh: true, tab: 'trips' },
  [LINE_INFO_PATH]: { title: '线路详情' },
  [LINE_LIST_PATH]: { title: '全部线路' },
  [BUY_TICKET_PATH]: { title: '购票' },
  [USER_GUIDE_PATH]: { title: '乘车指南' },
  [USER_CENTER_PATH]: { title: '个人中心', heading: '我的', tab: 'me' },
  [COMMON_ADDRESS_PATH]: { title: '常用地址' },
  [SUGGESTION_PATH]: { title: '投诉建议' },
  [MORE_PATH]: { title: '更多' },
  [TICKET_INFO_PATH]: { title: '车票详情' },
  [REFUND_NOTICE_PATH]: { title: '退票须知' },
  [POOL_LIST_PATH]: { title: '拼车线路' },
  [MY_CUSTOM_PATH]: { title: '我的定制线路' },
  // Demand for new lines: the older entrance to my-custom has its title too (the same page).
  [MY_CUSTOM_INDEX_COPY_PATH]: { title: '我的定制线路' },
  [CUSTOM_RULE_PATH]: { title: '定制线路规则' },
  [PREPARATION_LINE_INTRO_PATH]: { title: '筹备线路说明' },
  [POOL_PATH]: { title: '拼车' },
  // Pages without a title of their own (SPEC section 2: the document title is the product name) still
  // need a heading in the title bar.
  [HOME_PATH]: { tab: 'home' },
  [AGREEMENT_PATH]: { heading: '用户协议' },
  [PRIVACY_POLICY_PATH]: { heading: '隐私政策' },
  [ABOUT_US_PATH]: { heading: '关于我们' },
  [LOGIN_PATH]: { heading: '登录' },
  [LEGACY_LOGIN_PATH]: { heading: '登录' },
  [LEGACY_HOME_PATH]: { heading: '经典版首页', isRefresh: true },
  [LEGACY_COLLECTION_PATH]: { heading: '我的收藏', isRefresh: true },
  [LEGACY_MAP_PATH]: { heading: '线路地图' },
  [LEGACY_NOTICE_PATH]: { heading: '线路公告' },
  [SETTING_PATH]: { heading: '设置' },
  [PERSONAL_INFO_PATH]: { heading: '个人资料' },
  [PASSENGER_INFO_PATH]: { heading: '乘车人与地址' },
  [PASSENGER_LIST_PATH]: { heading: '常用乘车人' },
  [PASSENGER_FORM_PATH]: { heading: '乘车人信息' },
  [PASSENGER_IC_CARD_PATH]: { heading: '乘车卡' },
  [PASSENGER_SELECT_PATH]: { heading: '选择乘车人' },
  [ADDRESS_LIST_PATH]: { heading: '常用地址' },
  [LINE_SHARE_PATH]: { heading: '线路分享' },
  [LINE_INFO_SHARE_PATH]: { heading: '好友分享的线路' },
  [LINE_GROUP_SHARE_PATH]: { heading: '好友分享的线路' },
  [LINE_ADJUSTMENT_PATH]: { heading: '线路调整公告' },
  [RELATED_LINES_PATH]: { heading: '相关线路' },
  [NEAR_LINES_PATH]: { heading: '附近线路' },
  [SEARCH_ADDRESS_PATH]: { heading: '搜索' },
  [SEARCH_RESULT_PATH]: { heading: '搜索结果' },
  [GROUP_PATH]: { heading: '单位通勤' },
  [GROUP_LINE_PATH]: { heading: '我的企业' },
  [ENTERPRISE_LINE_PATH]: { heading: '企业线路' },
  [ENTERPRISE_SEARCH_PATH]: { heading: '添加企业' },
  [GROUP_OPTIMIZE_PATH]: { heading: '找线路' },
  [GROUP_OPTIMIZE_ENTERPRISE_SEARCH_PATH]: { heading: '查找企业' },
  [SEARCH_AREA_PATH]: { heading: '按区域找线路' },
  [COMPANY_LINE_PATH]: { heading: '园区班车' },
  [COMPANY_LINE_SEARCH_PATH]: { heading: '搜索园区班车' },
  [COMPANY_LINE_DETAIL_PATH]: { heading: '班车详情' },
  [COMPANY_LINE_APPLY_PATH]: { heading: '申请乘车' },
  [COMPANY_LINE_APPLY_ENTERPRISE_PATH]: { heading: '企业定制班车' },
  [ENTERPRISE_CUSTOM_FLOW_PATH]: { heading: '定制班车进度' },
  [STCHARTER_FEE_DETAIL_PATH]: { heading: '学生包车' },
  [STCHARTER_RULE_PATH]: { heading: '学生包车收费标准' },
  // Content pages (decision 058): the catalogue's titles (packages/contracts content-pages.ts).
  [RESERVED_BUS_USER_GUIDE_PATH]: { heading: '预约班车使用指南' },
  [USER_GUIDE_FOR_HKT_PATH]: { heading: '深港跨境巴士乘车指南' },
  [DRIVER_NOTICE_PATH]: { heading: '司机须知' },
  [TEMP_LINE_INTRO_PATH]: { heading: '临时线路说明' },
  [TAXI_DETAIL_OF_FEE_PATH]: { heading: '出租车计价规则' },
  [TAXI_NOTICE_OF_FEE_PATH]: { heading: '出租车收费须知' },
  [TAXI_CANCEL_RULE_PATH]: { heading: '打车取消规则' },
  [TAXI_CANCEL_RULE_DRIVER_PATH]: { heading: '司机取消规则' },
  [HAILING_DETAIL_OF_FEE_PATH]: { heading: '网约车计价规则' },
  [TOUR_BUS_SZT_EXTENSION_PATH]: { heading: '旅游专线深圳通乘车' },
  [TOUR_BUS_NEW_LINE_DONGJIANG_PATH]: { heading: '东江湾旅游专线' },
  [TOUR_BUS_NEW_LINE_GAIGE_PATH]: { heading: '改革开放红色旅游专线' },
  [MINSHEN_BANK_PATH]: { heading: '民生银行乘车优惠' },
  [NINGHAI_UPLUS_INTRO_PATH]: { heading: 'U+ 定制公交介绍' },
  [COST_DETAIL_PATH]: { heading: '包车费用明细' },
  [BUSINESS_COOPERATION_PATH]: { heading: '商务合作' },
  [RESTUDY_PATH]: { heading: '校车', isRefresh: true },
  [RESTUDY_ENTERPRISE_SEARCH_PATH]: { heading: '找学校' },
  [RESTUDY_SEARCH_ADDRESS_PATH]: { heading: '按地址找校车线路' },
  [RESTUDY_SEARCH_RESULT_PATH]: { heading: '搜索结果' },
  [RESTUDY_SEARCH_AREA_PATH]: { heading: '按区域找校车线路' },
  [SCHOOL_LINE_SIGN_PATH]: { heading: '校车报名' },
  [SCHOOL_LINE_INTRO_PATH]: { heading: '校车说明' },
  [USER_GUIDE_FOR_SCHOOL_PATH]: { heading: '校车使用指南' },
  [HOLIDAY_LINE_PATH]: { heading: '假日专线' },
  [HOLIDAY_LINE_LIST_PATH]: { heading: '假日专线' },
  [TRAFFIC_CARD_PATH]: { heading: '我的交通卡' },
  [TRAFFIC_CARD_ADD_PATH]: { heading: '绑定交通卡' },
  [RETURN_WORK_INDEX_PATH]: { heading: '复工专线', isRefresh: true },
  [RETURN_WORK_COLLECT_PATH]: { heading: '登记乘车需求' },
  [RETURN_WORK_COLLECT_SUCCESS_PATH]: { heading: '需求登记' },
  [PRIVATE_RETURN_WORK_INDEX_PATH]: { heading: '个人报名' },
  [PRIVATE_RETURN_WORK_SUCCESS_PATH]: { heading: '我的报名' },
  [ENTERPRISE_RETURN_WORK_INDEX_PATH]: { heading: '企业报名' },
  [ENTERPRISE_RETURN_WORK_TAB_PATH]: { heading: '企业复工专线', isRefresh: true },
  [ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH]: { heading: '员工报名名单' },
  [ENTERPRISE_RETURN_WORK_SUCCESS_PATH]: { heading: '报名结果' },
  [ENTERPRISE_RETURN_WORK_SHUTTLE_PATH]: { heading: '预约班车' },
  [ENTERPRISE_RETURN_WORK_SHUTTLE_SUCCESS_PATH]: { heading: '预约结果' },
  [LINE_ETA_PATH]: { heading: '实时到站' },
  [ONLINE_BUS_PATH]: { heading: '实时公交' },
  [SHARE_MY_CUSTOM_PATH]: { heading: '同路通勤需求' },
  [OD_COLLECTION_PATH]: { heading: '需求征集活动' },
  [MY_POOL_PATH]: { heading: '我的拼车' },
};

/** Every page of SPEC section 2 with its settings. */
export const pageTable: readonly PageEntry[] = specPaths.map((path) => ({ path, ...pageSettings[path] }));

const byPath = new Map(pageTable.map((entry) => [entry.path, entry]));

/** Whether a router path is in the older bus section (/ydbus/…), whose twin pages keep a visit there. */
export const isLegacySectionPath = (path: string): boolean => path.startsWith('/ydbus/');

/** The page of a path without base path and `.html` (the super-app's query, in-app links, login redirects). */
export const findPageEntry = (path: string): PageEntry | undefined => byPath.get(path);
