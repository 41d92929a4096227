import type { ExportLineFareRow, ExportLineRow, ExportLineStopRow } from './gtfs-export.repository';

/** A GTFS route: the lines of one route group (or one line), in route_rank order. */
export type ExportRoute = { routeId: string; lines: ExportLineRow[] };

export type ExportFareRule = { fareId: string; routeId: string; originId: string; destinationId: string };
export type ExportFares = {
  /** Each price in cents used by a rule, once: fare_attributes.txt. */
  pricesCents: number[];
  rules: ExportFareRule[];
  /** Stops that rules name as origin or destination: their zone_id is their own stop_id. */
  zoneStopIds: Set<string>;
  /** The price every line of the route shares, where it is one flat price: a fare by route and udian_price_cents. */
  routePrices: Map<string, number>;
};

export const fareIdOf = (cents: number): string => `CNY-${cents}`;

type FareInput = {
  routes: readonly ExportRoute[];
  stopsByLine: ReadonlyMap<number, readonly ExportLineStopRow[]>;
  faresByLine: ReadonlyMap<number, readonly ExportLineFareRow[]>;
  stationIdOf: (stationId: number) => string;
};

/**
 * The fares of the feed (decision 063): a route whose lines all charge one flat price gets one fare by
 * route_id. Otherwise each line is priced by origin and destination (a stop's zone is itself): a flat line
 * for every pair it sells, a line with pair fares (line_fares) for each of its pairs. An unpriced line gets
 * no fare.
 */
export const exportFares = ({ routes, stopsByLine, faresByLine, stationIdOf }: FareInput): ExportFares => {
  const rules = new Map<string, ExportFareRule>();
  const prices = new Set<number>();
  const zoneStopIds = new Set<string>();
  const routePrices = new Map<string, number>();
  const add = (cents: number, routeId: string, originId = '', destinationId = '') => {
    const rule = { fareId: fareIdOf(cents), routeId, originId, destinationId };
    rules.set(`${rule.fareId}\n${routeId}\n${originId}\n${destinationId}`, rule);
    prices.add(cents);
    if (originId) zoneStopIds.add(originId);
    if (destinationId) zoneStopIds.add(destinationId);
  };
  const hasPairFares = (line: ExportLineRow) => (faresByLine.get(line.id)?.length ?? 0) > 0;

  for (const { routeId, lines } of routes) {
    const isFlat = lines.every((line) => line.is_priced && !hasPairFares(line));
    const [first] = lines;
    if (first && isFlat && lines.every((line) => line.price_cents === first.price_cents)) {
      routePrices.set(routeId, first.price_cents);
      add(first.price_cents, routeId);
      continue;
    }
    for (const line of lines) {
      if (!line.is_priced) continue;
      const stops = stopsByLine.get(line.id) ?? [];
      const pairFares = faresByLine.get(line.id) ?? [];
      if (pairFares.length > 0) {
        const stationAt = new Map(stops.map((stop) => [stop.seq, stationIdOf(stop.station_id)]));
        for (const fare of pairFares) {
          const origin = stationAt.get(fare.board_seq);
          const destination = stationAt.get(fare.alight_seq);
          if (origin && destination) add(fare.price_cents, routeId, origin, destination);
        }
        continue;
      }
      stops.forEach((board, i) => {
        if (!board.can_board) return;
        for (const alight of stops.slice(i + 1)) {
          if (alight.can_alight) add(line.price_cents, routeId, stationIdOf(board.station_id), stationIdOf(alight.station_id));
        }
      });
    }
  }
  return { pricesCents: [...prices].sort((a, b) => a - b), rules: [...rules.values()], zoneStopIds, routePrices };
};
