/** The pages of this feature and the ones it links to, as route-table paths for getHref and AppLink. */
export const MY_TICKET_PATH = '/udianbus/app/ticket/my-ticket';
export const TICKET_INFO_PATH = '/udianbus/app/ticket/ticket-info';
export const BUS_CODE_PATH = '/udianbus/app/bus-code';
/** The older bus section's list of tickets. */
export const LEGACY_TICKET_PATH = '/ydbus/ticket';
export const CHECK_TICKET_PATH = '/ydbus/check-ticket';
export const SHARE_TICKET_PATH = '/udianbus/common/share-ticket';
export const MY_TRIP_PATH = '/udianbus/app/my-trip';
/** The refunds feature's rule page (its refund-ticket page is REFUND_TICKET_PATH of the route table). */
export const REFUND_RULE_PATH = '/udianbus/app/refund-rule';
