/** The pages of this feature and the ones it links to, as route-table paths for getHref and AppLink. */
export const REFUND_RULE_PATH = '/udianbus/app/refund-rule';
export const REFUND_NOTICE_PATH = '/udianbus/refund-notice';
export const MY_TICKET_PATH = '/udianbus/app/ticket/my-ticket';
