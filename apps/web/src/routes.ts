import type { ComponentType } from 'react';

/** Loads a page's chunk and yields its component. Only routes with a page get a route in the router. */
export type PageLoader = () => Promise<ComponentType>;

export type RouteEntry = {
  /** Without the base path and without `.html`, e.g. '/udianbus/app/home'. */
  path: string;
  /** Document title; the product name when absent. */
  title?: string;
  /** Entering runs the route guard (app/route-guards.ts). */
  isGuarded?: boolean;
  /** In the super-app the host reloads the page when it comes back to it (isRefresh=yes). */
  isRefresh?: boolean;
  page?: PageLoader;
};

type RouteSettings = Omit<RouteEntry, 'path'>;

const under = (prefix: string, names: readonly string[]): string[] => names.map((name) => `${prefix}/${name}`);

/** Every page of SPEC section 2, in its order. */
const specPaths: readonly string[] = [
  // Older group: exact .html pages.
  '/ydbus',
  ...under('/ydbus', ['buy-ticket', 'check-ticket', 'collection', 'coupon', 'h5/annual-review', 'h5/ticketList', 'line-info']),
  ...under('/ydbus', ['login', 'map', 'notice-page', 'refund-ticket', 'search-addr', 'search-result', 'ticket', 'waiting-paid']),
  ...under('/udianbus/app', [
    'home', 'home/line-list', 'line/line-info', 'line/line-eta', 'line/line-share', 'line/line-info-share',
    'line/line-group-share', 'line/line-info-adjustment', 'line/related-lines', 'line/near-lines',
    'login', 'buy-ticket', 'buy-ticket/reverse',
    'common-address', 'passenger-info', 'passenger-info/passenger-list', 'passenger-info/passenger',
    'passenger-info/passenger-ic-card', 'passenger-info/address-list', 'passenger-select',
    'coupon/my-coupon', 'my-coupon', 'draw-coupon', 'invalid-coupon', 'coupon-rules',
    'group', 'group-line', 'group-line/enterprise-line', 'group-line/enterprise-search', 'group-optimize',
    'group-optimize/enterprise-search', 'group-optimize/search-address', 'group-optimize/search-area',
    'group-optimize/search-result',
    'more', 'bus-code', 'my-custom', 'my-custom/share_my_custom', 'my-custom/index_copy', 'my-pool', 'pool',
    'pool-list', 'period-detail', 'suggestion', 'online-bus',
    'ticket/my-ticket', 'ticket/ticket-info', 'ticket/buy-ticket-success',
    'user-center', 'user-center/setting', 'user-center/personalInfo', 'my-order', 'my-order/order-detail', 'my-trip',
    'company-line/company-line', 'company-line-apply', 'company-line-detail', 'company-line-search',
    'company-line-apply-enterprise',
    'restudy', 'restudy/enterprise-search', 'restudy/search-address', 'restudy/search-area', 'restudy/search-result',
    'info/privacyPolicy', 'info/agreement', 'info/aboutUs',
    'demand-collection', 'demand-station', 'refund-rule',
  ]),
  ...under('/udianbus/custom-line', [
    'enterprise-return-work-enroll-list', 'enterprise-return-work-index', 'enterprise-return-work-shuttle-success',
    'enterprise-return-work-shuttle', 'enterprise-return-work-success', 'enterprise-return-work-tab',
    'private-return-work-index', 'private-return-work-success', 'return-work-collect-success', 'return-work-collect',
    'return-work-index',
  ]),
  ...under('/udianbus', [
    'buy-rule', 'passenger-notice', 'common/share-ticket', 'common/traffic-card', 'common/traffic-calendar',
    'common/traffic-card/add', 'common/holiday-line', 'common/holiday-line/list', 'custom-rule', 'driver-notice',
    'get-invoice', 'invite-activity-reg', 'invite-activity-rule', 'invite-activity', 'refund-notice',
    'reserved-bus-user-guide', 'user-guide-for-hkt', 'user-guide-for-school', 'user-guide',
    'common/enterprise-custom-flow', 'common/cost-detail', 'common/stcharter-rule', 'common/stcharter-fee-detail',
  ]),
  ...under('/taxi', ['cancel-rule-driver', 'cancel-rule', 'detail-of-fee', 'notice-of-fee']),
  ...under('/tour-bus', ['szt-extension', 'new-line-dongjiang', 'new-line-gaige']),
  ...under('/h5/activities', [
    'minshen-bank', 'ninghai-uplus-intro', 'preparation-line-intro', 'business-cooperation', 'school-line-sign',
    'temp-line-intro', 'school-line-intro',
  ]),
  '/h5/odcollection/index',
  '/hailing/detail-of-fee',
];

/** Titles, flags and pages: the one place they are written. Keys must be paths of specPaths. */
export const routeSettings: Readonly<Record<string, RouteSettings>> = {
  '/udianbus/app/home': { page: () => import('./features/home/home-page').then((m) => m.HomePage) },
  '/udianbus/app/info/agreement': { page: () => import('./features/info/info-pages').then((m) => m.AgreementPage) },
  '/udianbus/app/info/privacyPolicy': {
    page: () => import('./features/info/info-pages').then((m) => m.PrivacyPolicyPage),
  },
  '/udianbus/app/info/aboutUs': { page: () => import('./features/info/info-pages').then((m) => m.AboutUsPage) },
  // Lines and discovery (issue 3); line-info, line-list and the older search pages are titled below.
  '/udianbus/app/line/line-share': {
    page: () => import('./features/lines/line-share-page').then((m) => m.LineSharePage),
  },
  '/udianbus/app/line/line-info-share': {
    page: () => import('./features/lines/line-share-page').then((m) => m.LineSharePage),
  },
  '/udianbus/app/line/line-group-share': {
    page: () => import('./features/lines/line-group-share-page').then((m) => m.LineGroupSharePage),
  },
  '/udianbus/app/line/line-info-adjustment': {
    page: () => import('./features/lines/line-adjustment-page').then((m) => m.LineAdjustmentPage),
  },
  '/udianbus/app/line/related-lines': {
    page: () => import('./features/lines/related-lines-page').then((m) => m.RelatedLinesPage),
  },
  '/udianbus/app/line/near-lines': {
    page: () => import('./features/lines/near-lines-page').then((m) => m.NearLinesPage),
  },
  // Live buses (issue 7); titled with the product name like the other pages of SPEC section 2.
  '/udianbus/app/line/line-eta': {
    page: () => import('./features/live/line-eta-page').then((m) => m.LineEtaPage),
  },
  '/udianbus/app/online-bus': {
    page: () => import('./features/live/online-bus-page').then((m) => m.OnlineBusPage),
  },
  '/udianbus/app/group-optimize/search-address': {
    page: () => import('./features/search/search-address-page').then((m) => m.SearchAddressPage),
  },
  '/udianbus/app/group-optimize/search-result': {
    page: () => import('./features/search/search-result-page').then((m) => m.SearchResultPage),
  },
  // Accounts: login, the user centre, passengers and addresses.
  '/udianbus/app/login': { page: () => import('./features/login/login-page').then((m) => m.LoginPage) },
  '/ydbus/login': { page: () => import('./features/login/login-page').then((m) => m.LoginPage) },
  '/udianbus/app/user-center/setting': {
    page: () => import('./features/user-center/setting-page').then((m) => m.SettingPage),
  },
  '/udianbus/app/user-center/personalInfo': {
    page: () => import('./features/user-center/personal-info-page').then((m) => m.PersonalInfoPage),
  },
  '/udianbus/app/passenger-info': {
    page: () => import('./features/passengers/passenger-info-page').then((m) => m.PassengerInfoPage),
  },
  '/udianbus/app/passenger-info/passenger-list': {
    page: () => import('./features/passengers/passenger-list-page').then((m) => m.PassengerListPage),
  },
  '/udianbus/app/passenger-info/passenger': {
    page: () => import('./features/passengers/passenger-page').then((m) => m.PassengerPage),
  },
  '/udianbus/app/passenger-info/passenger-ic-card': {
    page: () => import('./features/passengers/passenger-ic-card-page').then((m) => m.PassengerIcCardPage),
  },
  '/udianbus/app/passenger-select': {
    page: () => import('./features/passengers/passenger-select-page').then((m) => m.PassengerSelectPage),
  },
  '/udianbus/app/passenger-info/address-list': {
    page: () => import('./features/addresses/common-address-page').then((m) => m.AddressListPage),
  },
  // Buying (issue 5): choosing, paying, and the orders afterwards.
  '/udianbus/app/buy-ticket/reverse': {
    title: '购买返程票',
    page: () => import('./features/buying/buy-ticket-page').then((m) => m.BuyTicketReversePage),
  },
  '/udianbus/common/traffic-calendar': {
    title: '选择乘车日期',
    page: () => import('./features/buying/traffic-calendar-page').then((m) => m.TrafficCalendarPage),
  },
  '/ydbus/waiting-paid': {
    title: '待支付',
    page: () => import('./features/buying/waiting-paid-page').then((m) => m.WaitingPaidPage),
  },
  '/udianbus/app/ticket/buy-ticket-success': {
    title: '购票成功',
    page: () => import('./features/orders/buy-ticket-success-page').then((m) => m.BuyTicketSuccessPage),
  },
  '/udianbus/app/my-order': {
    title: '我的订单',
    isRefresh: true,
    page: () => import('./features/orders/my-order-page').then((m) => m.MyOrderPage),
  },
  '/udianbus/app/my-order/order-detail': {
    title: '订单详情',
    page: () => import('./features/orders/order-detail-page').then((m) => m.OrderDetailPage),
  },
  // Refunds and invoices (issue 6).
  '/ydbus/refund-ticket': {
    title: '退票',
    page: () => import('./features/refunds/refund-ticket-page').then((m) => m.RefundTicketPage),
  },
  '/udianbus/get-invoice': {
    title: '申请发票',
    page: () => import('./features/invoices/get-invoice-page').then((m) => m.GetInvoicePage),
  },
  '/udianbus/buy-rule': { title: '购票规则', page: () => import('./features/info/info-pages').then((m) => m.BuyRulePage) },
  '/udianbus/passenger-notice': {
    title: '乘客须知',
    page: () => import('./features/info/info-pages').then((m) => m.PassengerNoticePage),
  },
  // Riding (issue 6): ride codes, checking in, sharing and trips; the ticket list and ticket-info are titled below.
  '/udianbus/app/bus-code': {
    title: '乘车码',
    isRefresh: true,
    page: () => import('./features/tickets/bus-code-page').then((m) => m.BusCodePage),
  },
  '/ydbus/check-ticket': {
    title: '检票',
    page: () => import('./features/tickets/check-ticket-page').then((m) => m.CheckTicketPage),
  },
  '/udianbus/common/share-ticket': {
    title: '同行车票',
    page: () => import('./features/tickets/share-ticket-page').then((m) => m.ShareTicketPage),
  },
  '/udianbus/app/my-trip': {
    title: '我的行程',
    isRefresh: true,
    page: () => import('./features/tickets/my-trip-page').then((m) => m.MyTripPage),
  },
  // Guarded titled pages.
  '/udianbus/app/demand-collection': { title: '需求征集', isGuarded: true },
  '/udianbus/app/demand-station': { title: '地图选站', isGuarded: true },
  '/udianbus/app/refund-rule': {
    title: '退票规则',
    isGuarded: true,
    page: () => import('./features/refunds/refund-rule-page').then((m) => m.RefundRulePage),
  },
  // Titles of the older bus section; where the older /ydbus group has a twin page it gets the same title.
  '/ydbus/search-addr': {
    title: '搜索', isRefresh: true,
    page: () => import('./features/search/search-address-page').then((m) => m.SearchAddressPage),
  },
  '/ydbus/search-result': {
    title: '搜索结果',
    page: () => import('./features/search/search-result-page').then((m) => m.SearchResultPage),
  },
  '/ydbus/ticket': {
    title: '我的车票',
    isRefresh: true,
    page: () => import('./features/tickets/my-ticket-page').then((m) => m.LegacyTicketPage),
  },
  '/ydbus/line-info': {
    title: '线路详情',
    page: () => import('./features/lines/line-info-page').then((m) => m.LineInfoPage),
  },
  '/ydbus/buy-ticket': { title: '购票', page: () => import('./features/buying/buy-ticket-page').then((m) => m.BuyTicketPage) },
  '/udianbus/app/ticket/my-ticket': {
    title: '我的车票',
    isRefresh: true,
    page: () => import('./features/tickets/my-ticket-page').then((m) => m.MyTicketPage),
  },
  '/udianbus/app/line/line-info': {
    title: '线路详情',
    page: () => import('./features/lines/line-info-page').then((m) => m.LineInfoPage),
  },
  '/udianbus/app/home/line-list': {
    title: '全部线路',
    page: () => import('./features/lines/line-list-page').then((m) => m.LineListPage),
  },
  '/udianbus/app/buy-ticket': { title: '购票', page: () => import('./features/buying/buy-ticket-page').then((m) => m.BuyTicketPage) },
  '/udianbus/user-guide': { title: '乘车指南' },
  '/udianbus/app/user-center': {
    title: '个人中心',
    page: () => import('./features/user-center/user-center-page').then((m) => m.UserCenterPage),
  },
  '/udianbus/app/common-address': {
    title: '常用地址',
    page: () => import('./features/addresses/common-address-page').then((m) => m.CommonAddressPage),
  },
  '/udianbus/app/suggestion': { title: '投诉建议' },
  '/udianbus/app/more': { title: '更多' },
  '/udianbus/app/ticket/ticket-info': {
    title: '车票详情',
    page: () => import('./features/tickets/ticket-info-page').then((m) => m.TicketInfoPage),
  },
  '/udianbus/refund-notice': {
    title: '退票须知',
    page: () => import('./features/info/info-pages').then((m) => m.RefundNoticePage),
  },
  '/udianbus/app/pool-list': { title: '拼车线路' },
  '/udianbus/app/my-custom': { title: '我的定制线路' },
  '/udianbus/app/pool': { title: '拼车' },
};

export const routeTable: readonly RouteEntry[] = specPaths.map((path) => ({ path, ...routeSettings[path] }));

const byPath = new Map(routeTable.map((entry) => [entry.path, entry]));

export const findRoute = (path: string): RouteEntry | undefined => byPath.get(path);

export const HOME_PATH = '/udianbus/app/home';
export const LOGIN_PATH = '/udianbus/app/login';
export const LINE_LIST_PATH = '/udianbus/app/home/line-list';
export const LINE_INFO_PATH = '/udianbus/app/line/line-info';
export const LINE_SHARE_PATH = '/udianbus/app/line/line-share';
export const LINE_ADJUSTMENT_PATH = '/udianbus/app/line/line-info-adjustment';
export const RELATED_LINES_PATH = '/udianbus/app/line/related-lines';
export const NEAR_LINES_PATH = '/udianbus/app/line/near-lines';
export const LINE_ETA_PATH = '/udianbus/app/line/line-eta';
export const ONLINE_BUS_PATH = '/udianbus/app/online-bus';
export const SEARCH_ADDRESS_PATH = '/udianbus/app/group-optimize/search-address';
export const SEARCH_RESULT_PATH = '/udianbus/app/group-optimize/search-result';
export const BUY_TICKET_PATH = '/udianbus/app/buy-ticket';
export const BUY_TICKET_REVERSE_PATH = '/udianbus/app/buy-ticket/reverse';
export const TRAFFIC_CALENDAR_PATH = '/udianbus/common/traffic-calendar';
export const WAITING_PAID_PATH = '/ydbus/waiting-paid';
export const BUY_SUCCESS_PATH = '/udianbus/app/ticket/buy-ticket-success';
export const MY_ORDER_PATH = '/udianbus/app/my-order';
export const ORDER_DETAIL_PATH = '/udianbus/app/my-order/order-detail';
export const BUY_RULE_PATH = '/udianbus/buy-rule';
export const PASSENGER_NOTICE_PATH = '/udianbus/passenger-notice';
export const PASSENGER_SELECT_PATH = '/udianbus/app/passenger-select';
export const REFUND_TICKET_PATH = '/ydbus/refund-ticket';
export const GET_INVOICE_PATH = '/udianbus/get-invoice';
