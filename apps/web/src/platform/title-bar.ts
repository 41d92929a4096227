import { getBridgeCall } from './host-bridge';
import { getHostContext } from './host-context';

/**
 * Whether the host draws its own navigation bar above the page: a host the table says does (the super-app,
 * the messaging app), or any host whose bridge takes a title. The app then draws no second bar.
 */
export const hostDrawsTitleBar = (): boolean =>
  getHostContext().hasOwnTitleBar || getBridgeCall('setTitle') !== undefined;

/** Gives the host's bar the page's heading (hosts that show document.title need nothing). */
export const showHeadingInHost = (heading: string): void => {
  getBridgeCall('setTitle')?.(heading);
};
