import { rideCodeAt, type RideCodeView } from './ride-code';
import type { RideCodesResult } from './ride-code-source';
import { useNow } from '../../lib/use-now';

/** The code to show now, re-picked every second by the server's clock (device clock plus measured offset). */
export const useCurrentRideCode = (entry: RideCodesResult | null | undefined): RideCodeView | null => {
  const now = useNow(Boolean(entry));
  return entry ? rideCodeAt(entry.set, now + entry.clockOffsetMs) : null;
};
