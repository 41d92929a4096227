import type { LineType } from '../../../db/schema';
import type { GtfsWarningArgs } from './gtfs-messages';

/**
 * A GTFS feed after parsing: typed rows that keep their line for error messages. udian_* fields are this
 * product's extension columns (README "Importing a GTFS feed").
 */
export type GtfsAgency = { line: number; agencyId: string; name: string; url: string; phone: string };

export type GtfsStop = {
  line: number;
  stopId: string;
  name: string;
  /** WGS-84, as GTFS has it. */
  lat: number;
  lng: number;
  /** udian_alias */
  alias: string;
  /** udian_city_id; null: the nearest city. */
  cityId: number | null;
  /** zone_id, '' when none: what fare_rules name. */
  zoneId: string;
};

export type GtfsRoute = {
  line: number;
  routeId: string;
  /** '' when the feed has one agency and leaves agency_id out. */
  agencyId: string;
  shortName: string;
  longName: string;
  description: string;
  /** '#RRGGBB' or ''. */
  color: string;
  /** udian_line_type, default 'commute'. */
  lineType: LineType;
  /** udian_price_cents; null when the route does not say (fares may still price its lines). */
  priceCents: number | null;
  /** udian_white_list */
  isWhiteList: boolean;
  /** udian_transit_card: the driver takes a transit card swipe (decision 053); null when the feed leaves it blank. */
  acceptsTransitCard: boolean | null;
  /** udian_reverse_route_id */
  reverseRouteId: string | null;
};

export type GtfsStopTime = {
  line: number;
  stopId: string;
  sequence: number;
  /** Seconds after midnight: the departure time, else the arrival time. */
  departureSeconds: number;
  /** pickup_type 1 = no pickup; drop_off_type 1 = no drop-off. */
  pickupType: number;
  dropOffType: number;
};

/**
 * One stop pattern of a route: its direction and its stops in order (decision 061). It becomes one line; its
 * stops and times are its first trip's (in trips.txt order), its trips are counted for the line's rank.
 */
export type GtfsPattern = {
  routeId: string;
  /** trips.txt direction_id; null when the feed leaves it out. */
  directionId: number | null;
  /** The first trip's stop times, in stop_sequence order. */
  stopTimes: GtfsStopTime[];
  firstTripId: string;
  /** trips.txt line of the first trip. */
  line: number;
  /** Runs of this pattern (frequency-based ones expanded). */
  tripCount: number;
  /** Where the pattern's trips first appear in trips.txt: breaks ties deterministically. */
  order: number;
  /** The first trip's trip_headsign, '' when none. */
  headsign: string;
  /** The first shape_id one of its trips names. */
  shapeId: string | null;
  /** udian_line_id, udian_line_name, udian_reverse_line_id, udian_price_cents of its trips. */
  lineId: string | null;
  lineName: string | null;
  reverseLineId: string | null;
  priceCents: number | null;
};

/** One scheduled run: a trip of trips.txt, or one departure of a frequency-based trip. */
export type GtfsRun = {
  /** trip_id, or `${trip_id}@HH:MM:SS` for a run of frequencies.txt. */
  externalId: string;
  /** Index into GtfsFeed.patterns. */
  pattern: number;
  serviceId: string;
  /** Seconds after midnight at the first stop. */
  departureSeconds: number;
  /** udian_capacity, default 45. */
  capacity: number;
  headsign: string;
};

export type GtfsService = {
  line: number;
  serviceId: string;
  /** Bit 0 = Monday … bit 6 = Sunday. */
  weekdays: number;
  startDate: string;
  endDate: string;
  /** udian_follows_cn_workdays */
  followsCnWorkdays: boolean;
  /** calendar_dates: date → running (exception_type 1) or not (2). */
  exceptions: Map<string, boolean>;
};

export type GtfsShapePoint = { lat: number; lng: number };

/** fare_attributes.txt: price in cents for CNY fares, null for fares in another currency. */
export type GtfsFare = { fareId: string; currency: string; priceCents: number | null };
/** One fare_rules.txt row; '' where a column is empty. */
export type GtfsFareRule = { fareId: string; routeId: string; originId: string; destinationId: string; containsId: string };
export type GtfsFares = {
  fares: Map<string, GtfsFare>;
  rules: GtfsFareRule[];
  /** No fare_rules.txt and one fare only: that fare is the network's flat fare. */
  flatFareId: string | null;
};

/** Locations of stops.txt that are not stops: stations are counted with them, none becomes a station of ours. */
export type GtfsIgnoredLocations = { stations: number; entrances: number; nodes: number; boardingAreas: number };

export type GtfsFeed = {
  agencies: GtfsAgency[];
  stops: GtfsStop[];
  routes: GtfsRoute[];
  services: GtfsService[];
  /** Routes' stop patterns, each route's in the order its trips first appear. */
  patterns: GtfsPattern[];
  /** Runs in trips.txt order, frequency-based trips expanded in place. */
  runs: GtfsRun[];
  /** WGS-84 points in shape_pt_sequence order. */
  shapes: Map<string, GtfsShapePoint[]>;
  fares: GtfsFares;
  ignoredLocations: GtfsIgnoredLocations;
  /** Runs made from frequencies.txt. */
  frequencyRuns: number;
  /** What was read but deserves a look (another time zone, fares in another currency). */
  warnings: GtfsWarningArgs[];
};
