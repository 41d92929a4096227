/** What the buying form starts with when the draft does not say, or says something no longer possible. */
import { MAX_PASSENGERS_PER_ORDER } from '@udian/contracts/schemas/orders';

/** The draft's time when the line still runs it, else the first departure; null for a line without trips. */
export const initialTime = (departureTimes: readonly string[], wanted: string | undefined): string | null =>
  (wanted !== undefined && departureTimes.includes(wanted) ? wanted : departureTimes[0]) ?? null;

type Rider = { passengerId: string; isSelf: boolean };

/**
 * The riders to start with: the draft's (order again, a reload), else the last choice made in this tab,
 * else the account holder; only riders the account still has, at most the order's limit.
 */
export const initialPassengerIds = (
  riders: readonly Rider[],
  draftIds: readonly string[] | undefined,
  lastChoiceIds: readonly string[],
): string[] => {
  const known = (ids: readonly string[]) =>
    riders.filter((rider) => ids.includes(rider.passengerId)).map((rider) => rider.passengerId).slice(0, MAX_PASSENGERS_PER_ORDER);
  if (draftIds && draftIds.length > 0) return known(draftIds);
  const last = known(lastChoiceIds);
  if (last.length > 0) return last;
  return riders.filter((rider) => rider.isSelf).map((rider) => rider.passengerId).slice(0, 1);
};
