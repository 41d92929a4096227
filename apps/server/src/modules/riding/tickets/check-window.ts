import type { CheckWindow } from '@udian/contracts/schemas/tickets';
import type { RidingConfig } from '../../../config';

const MINUTE_MS = 60_000;

export type WindowConfig = Pick<RidingConfig, 'checkOpensMinutes' | 'checkClosesMinutes'>;

/**
 * The check window of a ticket: from `checkOpensMinutes` before the bus is due at the rider's boarding
 * stop to `checkClosesMinutes` after (decision 024). A rider who boards down the line is not shut out
 * because the bus left the first stop half an hour before it reaches them.
 */
export const checkWindowOf = (boardsAt: Date, config: WindowConfig): { opensAt: Date; closesAt: Date } => ({
  opensAt: new Date(boardsAt.getTime() - config.checkOpensMinutes * MINUTE_MS),
  closesAt: new Date(boardsAt.getTime() + config.checkClosesMinutes * MINUTE_MS),
});

/** Where `now` is relative to a window: before it opens, inside it (both ends included), or after it closed. */
export const windowPosition = (window: { opensAt: Date; closesAt: Date }, now: Date): 'before' | 'open' | 'after' => {
  if (now.getTime() < window.opensAt.getTime()) return 'before';
  if (now.getTime() > window.closesAt.getTime()) return 'after';
  return 'open';
};

export const toCheckWindow = (window: { opensAt: Date; closesAt: Date }): CheckWindow => ({
  opensAt: window.opensAt.toISOString(),
  closesAt: window.closesAt.toISOString(),
});
