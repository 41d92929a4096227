/** The pages of this feature, as route-table paths for getHref and AppLink. */
export const PASSENGER_LIST_PATH = '/udianbus/app/passenger-info/passenger-list';
export const PASSENGER_FORM_PATH = '/udianbus/app/passenger-info/passenger';
export const PASSENGER_IC_CARD_PATH = '/udianbus/app/passenger-info/passenger-ic-card';
