import type { ComponentType } from 'react';
import {
  ABOUT_US_PATH,
  ADDRESS_LIST_PATH,
  AGREEMENT_PATH,
  BUS_CODE_PATH,
  BUY_RULE_PATH,
  BUY_SUCCESS_PATH,
  BUY_TICKET_PATH,
  BUY_TICKET_REVERSE_PATH,
  CHECK_TICKET_PATH,
  COMMON_ADDRESS_PATH,
  GET_INVOICE_PATH,
  HOME_PATH,
  LEGACY_BUY_TICKET_PATH,
  LEGACY_LINE_INFO_PATH,
  LEGACY_LOGIN_PATH,
  LEGACY_SEARCH_ADDRESS_PATH,
  LEGACY_SEARCH_RESULT_PATH,
  LEGACY_TICKET_PATH,
  LINE_ADJUSTMENT_PATH,
  LINE_ETA_PATH,
  LINE_GROUP_SHARE_PATH,
  LINE_INFO_PATH,
  LINE_INFO_SHARE_PATH,
  LINE_LIST_PATH,
  LINE_SHARE_PATH,
  LOGIN_PATH,
  MORE_PATH,
  MY_ORDER_PATH,
  MY_TICKET_PATH,
  MY_TRIP_PATH,
  NEAR_LINES_PATH,
  ONLINE_BUS_PATH,
  ORDER_DETAIL_PATH,
  PASSENGER_FORM_PATH,
  PASSENGER_IC_CARD_PATH,
  PASSENGER_INFO_PATH,
  PASSENGER_LIST_PATH,
  PASSENGER_NOTICE_PATH,
  PASSENGER_SELECT_PATH,
  PERSONAL_INFO_PATH,
  PRIVACY_POLICY_PATH,
  REFUND_NOTICE_PATH,
  REFUND_RULE_PATH,
  REFUND_TICKET_PATH,
  RELATED_LINES_PATH,
  SEARCH_ADDRESS_PATH,
  SEARCH_RESULT_PATH,
  SETTING_PATH,
  SHARE_TICKET_PATH,
  TICKET_INFO_PATH,
  TRAFFIC_CALENDAR_PATH,
  USER_CENTER_PATH,
  WAITING_PAID_PATH,
} from './page-paths';

/** Loads a page's chunk and yields its component. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * The code of every built page, by its path (page-paths.ts), each a chunk of its own. Only the router
 * imports this module: a feature that imported it would import every page, and every page back.
 * Adding a page is a constant in page-paths.ts and one line here.
 */
export const pageLoaders: Readonly<Record<string, PageLoader>> = {
  [HOME_PATH]: () => import('../features/home/home-page').then((m) => m.HomePage),
  [AGREEMENT_PATH]: () => import('../features/info/info-pages').then((m) => m.AgreementPage),
  [PRIVACY_POLICY_PATH]: () => import('../features/info/info-pages').then((m) => m.PrivacyPolicyPage),
  [ABOUT_US_PATH]: () => import('../features/info/info-pages').then((m) => m.AboutUsPage),
  [BUY_RULE_PATH]: () => import('../features/info/info-pages').then((m) => m.BuyRulePage),
  [PASSENGER_NOTICE_PATH]: () => import('../features/info/info-pages').then((m) => m.PassengerNoticePage),
  [REFUND_NOTICE_PATH]: () => import('../features/info/info-pages').then((m) => m.RefundNoticePage),
  [MORE_PATH]: () => import('../features/more/more-page').then((m) => m.MorePage),

  // Lines and discovery.
  [LINE_LIST_PATH]: () => import('../features/lines/line-list-page').then((m) => m.LineListPage),
  [LINE_INFO_PATH]: () => import('../features/lines/line-info-page').then((m) => m.LineInfoPage),
  [LEGACY_LINE_INFO_PATH]: () => import('../features/lines/line-info-page').then((m) => m.LineInfoPage),
  [LINE_SHARE_PATH]: () => import('../features/lines/line-share-page').then((m) => m.LineSharePage),
  [LINE_INFO_SHARE_PATH]: () => import('../features/lines/line-share-page').then((m) => m.LineInfoSharePage),
  [LINE_GROUP_SHARE_PATH]: () => import('../features/lines/line-group-share-page').then((m) => m.LineGroupSharePage),
  [LINE_ADJUSTMENT_PATH]: () => import('../features/lines/line-adjustment-page').then((m) => m.LineAdjustmentPage),
  [RELATED_LINES_PATH]: () => import('../features/lines/related-lines-page').then((m) => m.RelatedLinesPage),
  [NEAR_LINES_PATH]: () => import('../features/lines/near-lines-page').then((m) => m.NearLinesPage),
  [SEARCH_ADDRESS_PATH]: () => import('../features/search/search-address-page').then((m) => m.SearchAddressPage),
  [LEGACY_SEARCH_ADDRESS_PATH]: () => import('../features/search/search-address-page').then((m) => m.SearchAddressPage),
  [SEARCH_RESULT_PATH]: () => import('../features/search/search-result-page').then((m) => m.SearchResultPage),
  [LEGACY_SEARCH_RESULT_PATH]: () => import('../features/search/search-result-page').then((m) => m.SearchResultPage),

  // Live buses.
  [LINE_ETA_PATH]: () => import('../features/live/line-eta-page').then((m) => m.LineEtaPage),
  [ONLINE_BUS_PATH]: () => import('../features/live/online-bus-page').then((m) => m.OnlineBusPage),

  // Accounts: login, the user centre, passengers and addresses.
  [LOGIN_PATH]: () => import('../features/login/login-page').then((m) => m.LoginPage),
  [LEGACY_LOGIN_PATH]: () => import('../features/login/login-page').then((m) => m.LoginPage),
  [USER_CENTER_PATH]: () => import('../features/user-center/user-center-page').then((m) => m.UserCenterPage),
  [SETTING_PATH]: () => import('../features/user-center/setting-page').then((m) => m.SettingPage),
  [PERSONAL_INFO_PATH]: () => import('../features/user-center/personal-info-page').then((m) => m.PersonalInfoPage),
  [PASSENGER_INFO_PATH]: () => import('../features/passengers/passenger-info-page').then((m) => m.PassengerInfoPage),
  [PASSENGER_LIST_PATH]: () => import('../features/passengers/passenger-list-page').then((m) => m.PassengerListPage),
  [PASSENGER_FORM_PATH]: () => import('../features/passengers/passenger-page').then((m) => m.PassengerPage),
  [PASSENGER_IC_CARD_PATH]: () => import('../features/passengers/passenger-ic-card-page').then((m) => m.PassengerIcCardPage),
  [PASSENGER_SELECT_PATH]: () => import('../features/passengers/passenger-select-page').then((m) => m.PassengerSelectPage),
  [COMMON_ADDRESS_PATH]: () => import('../features/addresses/common-address-page').then((m) => m.CommonAddressPage),
  [ADDRESS_LIST_PATH]: () => import('../features/addresses/common-address-page').then((m) => m.AddressListPage),

  // Buying: choosing, paying, and the orders afterwards.
  [BUY_TICKET_PATH]: () => import('../features/buying/buy-ticket-page').then((m) => m.BuyTicketPage),
  [LEGACY_BUY_TICKET_PATH]: () => import('../features/buying/buy-ticket-page').then((m) => m.BuyTicketPage),
  [BUY_TICKET_REVERSE_PATH]: () => import('../features/buying/buy-ticket-page').then((m) => m.BuyTicketReversePage),
  [TRAFFIC_CALENDAR_PATH]: () => import('../features/buying/traffic-calendar-page').then((m) => m.TrafficCalendarPage),
  [WAITING_PAID_PATH]: () => import('../features/buying/waiting-paid-page').then((m) => m.WaitingPaidPage),
  [BUY_SUCCESS_PATH]: () => import('../features/orders/buy-ticket-success-page').then((m) => m.BuyTicketSuccessPage),
  [MY_ORDER_PATH]: () => import('../features/orders/my-order-page').then((m) => m.MyOrderPage),
  [ORDER_DETAIL_PATH]: () => import('../features/orders/order-detail-page').then((m) => m.OrderDetailPage),

  // Riding: tickets, ride codes, checking in, sharing and trips.
  [MY_TICKET_PATH]: () => import('../features/tickets/my-ticket-page').then((m) => m.MyTicketPage),
  [LEGACY_TICKET_PATH]: () => import('../features/tickets/my-ticket-page').then((m) => m.LegacyTicketPage),
  [TICKET_INFO_PATH]: () => import('../features/tickets/ticket-info-page').then((m) => m.TicketInfoPage),
  [BUS_CODE_PATH]: () => import('../features/tickets/bus-code-page').then((m) => m.BusCodePage),
  [CHECK_TICKET_PATH]: () => import('../features/tickets/check-ticket-page').then((m) => m.CheckTicketPage),
  [SHARE_TICKET_PATH]: () => import('../features/tickets/share-ticket-page').then((m) => m.ShareTicketPage),
  [MY_TRIP_PATH]: () => import('../features/tickets/my-trip-page').then((m) => m.MyTripPage),

  // Refunds and invoices.
  [REFUND_TICKET_PATH]: () => import('../features/refunds/refund-ticket-page').then((m) => m.RefundTicketPage),
  [REFUND_RULE_PATH]: () => import('../features/refunds/refund-rule-page').then((m) => m.RefundRulePage),
  [GET_INVOICE_PATH]: () => import('../features/invoices/get-invoice-page').then((m) => m.GetInvoicePage),
};
