/** The pull-to-refresh gesture's numbers, apart from the DOM so that they are testable. */

/** How far (CSS px) the content must be pulled before letting go refreshes. */
export const PULL_THRESHOLD_PX = 64;
/** The content never moves further than this, however far the finger goes. */
export const PULL_MAX_PX = 110;
/** Where the content rests while the refresh runs. */
export const PULL_HOLD_PX = 48;

export type PullStatus = 'idle' | 'pulling' | 'ready' | 'refreshing';

/** The finger moved `dy` px down; the content follows at half speed, like a rubber band. */
export const pullDistance = (dy: number): number => (dy <= 0 ? 0 : Math.min(PULL_MAX_PX, Math.round(dy * 0.5)));

export const pullStatus = (distance: number): PullStatus =>
  distance <= 0 ? 'idle' : distance >= PULL_THRESHOLD_PX ? 'ready' : 'pulling';

export const pullLabels: Readonly<Record<PullStatus, string>> = {
  idle: '',
  pulling: '下拉刷新',
  ready: '释放立即刷新',
  refreshing: '正在刷新…',
};
