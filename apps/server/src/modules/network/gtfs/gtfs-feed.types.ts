import type { LineType } from '../../../db/schema';

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
  /** fare_attributes via fare_rules, else udian_price_cents; null when neither says. */
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

export type GtfsTrip = {
  line: number;
  tripId: string;
  routeId: string;
  serviceId: string;
  shapeId: string | null;
  headsign: string;
  /** udian_capacity, default 45. */
  capacity: number;
  /** In stop_sequence order. */
  stopTimes: GtfsStopTime[];
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

export type GtfsFeed = {
  agencies: GtfsAgency[];
  stops: GtfsStop[];
  routes: GtfsRoute[];
  services: GtfsService[];
  /** In trips.txt order: a route's first trip is its first one here. */
  trips: GtfsTrip[];
  /** WGS-84 points in shape_pt_sequence order. */
  shapes: Map<string, GtfsShapePoint[]>;
};
