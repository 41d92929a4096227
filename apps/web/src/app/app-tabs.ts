import { HOME_PATH, MY_TICKET_PATH, USER_CENTER_PATH, type AppTabKey } from './page-paths';

export type AppTab = { key: AppTabKey; label: string; path: string };

/**
 * The bottom tab bar: home, the passenger's trips (tickets, from which trips and orders open) and the user
 * centre. A page shows the bar when its settings in page-paths.ts name its tab.
 */
export const appTabs: readonly AppTab[] = [
  { key: 'home', label: '首页', path: HOME_PATH },
  { key: 'trips', label: '行程', path: MY_TICKET_PATH },
  { key: 'me', label: '我的', path: USER_CENTER_PATH },
];
