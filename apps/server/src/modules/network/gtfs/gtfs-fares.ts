import type { GtfsFareRule, GtfsFares } from './gtfs-feed.types';

/** A stop of a line as fares see it: its zone, and whether a rider may board or alight there. */
export type FareStop = { zoneId: string; canBoard: boolean; canAlight: boolean };
/** The fare between two stops of a line, by line_stops.seq (1-based). */
export type PairFare = { boardSeq: number; alightSeq: number; priceCents: number };

/**
 * A line's price from the feed's fares (decision 061):
 * - flat: every pair a rider may buy costs the same (no line_fares rows);
 * - pairs: prices differ along the line, or some pairs have no fare (those are not sold);
 * - none: no fare in CNY applies to any pair (isForeign: one in another currency did).
 */
export type LinePrice =
  | { kind: 'flat'; priceCents: number }
  | { kind: 'pairs'; priceCents: number; pairs: PairFare[] }
  | { kind: 'none'; isForeign: boolean };

type FareIndex = {
  /** route_id ('' for any) → 'origin|destination' ('' for any) → fare ids. */
  byRoute: Map<string, Map<string, Set<string>>>;
  /** fare id → route_id ('' for any) → contains_ids of its rules for that route. */
  contains: Map<string, Map<string, Set<string>>>;
};

const odKey = (origin: string, destination: string) => `${origin}\u0001${destination}`;

const indexRules = (rules: readonly GtfsFareRule[]): FareIndex => {
  const byRoute = new Map<string, Map<string, Set<string>>>();
  const contains = new Map<string, Map<string, Set<string>>>();
  for (const rule of rules) {
    const byOd = byRoute.get(rule.routeId) ?? new Map<string, Set<string>>();
    byRoute.set(rule.routeId, byOd);
    const key = odKey(rule.originId, rule.destinationId);
    byOd.set(key, (byOd.get(key) ?? new Set()).add(rule.fareId));
    if (rule.containsId) {
      const byFare = contains.get(rule.fareId) ?? new Map<string, Set<string>>();
      contains.set(rule.fareId, byFare);
      byFare.set(rule.routeId, (byFare.get(rule.routeId) ?? new Set()).add(rule.containsId));
    }
  }
  return { byRoute, contains };
};

/** Prices the lines of one feed; the rules are indexed once. */
export const createLinePricer = (fares: GtfsFares) => {
  const index = indexRules(fares.rules);
  const flat = fares.flatFareId === null ? null : fares.fares.get(fares.flatFareId);

  /** A fare's contains_ids for route R: of its rules naming R or no route. */
  const containsFor = (fareId: string, routeId: string): Set<string> | null => {
    const byRoute = index.contains.get(fareId);
    if (!byRoute) return null;
    const all = new Set([...(byRoute.get('') ?? []), ...(byRoute.get(routeId) ?? [])]);
    return all.size > 0 ? all : null;
  };

  /** The cheapest CNY fare of a ride; undefined when none applies (foreign: one in another currency did). */
  const ride = (routeId: string, origin: string, destination: string, zones: ReadonlySet<string>): { cents?: number; isForeign: boolean } => {
    let cents: number | undefined;
    let isForeign = false;
    const seen = new Set<string>();
    for (const route of routeId === '' ? [''] : [routeId, '']) {
      const byOd = index.byRoute.get(route);
      if (!byOd) continue;
      for (const key of [odKey(origin, destination), odKey(origin, ''), odKey('', destination), odKey('', '')]) {
        for (const fareId of byOd.get(key) ?? []) {
          if (seen.has(fareId)) continue;
          seen.add(fareId);
          const wanted = containsFor(fareId, routeId);
          if (wanted && (wanted.size !== zones.size || [...zones].some((zone) => !wanted.has(zone)))) continue;
          const fare = fares.fares.get(fareId);
          if (!fare) continue;
          if (fare.priceCents === null) isForeign = true;
          else if (cents === undefined || fare.priceCents < cents) cents = fare.priceCents;
        }
      }
    }
    return { cents, isForeign };
  };

  return (routeId: string, stops: readonly FareStop[]): LinePrice => {
    if (flat) return flat.priceCents === null ? { kind: 'none', isForeign: true } : { kind: 'flat', priceCents: flat.priceCents };
    if (fares.rules.length === 0) return { kind: 'none', isForeign: false };
    const pairs: PairFare[] = [];
    let sellable = 0;
    let isForeign = false;
    for (let b = 0; b < stops.length; b += 1) {
      const board = stops[b];
      if (!board?.canBoard) continue;
      const zones = new Set<string>(board.zoneId ? [board.zoneId] : []);
      for (let a = b + 1; a < stops.length; a += 1) {
        const alight = stops[a];
        if (!alight) continue;
        if (alight.zoneId) zones.add(alight.zoneId);
        if (!alight.canAlight) continue;
        sellable += 1;
        const fare = ride(routeId, board.zoneId, alight.zoneId, zones);
        isForeign ||= fare.isForeign;
        if (fare.cents !== undefined) pairs.push({ boardSeq: b + 1, alightSeq: a + 1, priceCents: fare.cents });
      }
    }
    const [first] = pairs;
    if (!first) return { kind: 'none', isForeign };
    const lowest = pairs.reduce((min, p) => Math.min(min, p.priceCents), first.priceCents);
    if (pairs.length === sellable && pairs.every((p) => p.priceCents === lowest)) return { kind: 'flat', priceCents: lowest };
    return { kind: 'pairs', priceCents: lowest, pairs };
  };
};
