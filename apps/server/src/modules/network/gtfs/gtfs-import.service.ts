import type { Db, DbOrTx } from '../../../db/database';
import { bumpNetworkVersion } from '../lines/network-version';
import { openGtfsSource } from './gtfs-feed.reader';
import type { GtfsFeed, GtfsIgnoredLocations } from './gtfs-feed.types';
import type { GtfsWarningArgs } from './gtfs-messages';
import { mapGtfsFeed } from './gtfs.mapper';
import { parseGtfsSource, type GtfsProgress } from './gtfs.parser';
import { createGtfsRepository } from './gtfs.repository';

type Counted = { inserted: number; updated: number };
export type GtfsImportSummary = {
  agencies: Counted;
  stations: Counted;
  lines: Counted;
  lineStops: number;
  services: Counted;
  serviceExceptions: number;
  trips: Counted;
  /** Routes without trips, which have no stop pattern to make a line of. */
  skippedRouteIds: string[];
  /** Lines made from routes with several stop patterns (one line per pattern). */
  patternLines: number;
  /** stops.txt rows that are not stops: stations, entrances, nodes, boarding areas. */
  ignoredLocations: GtfsIgnoredLocations;
  /** Trips made from frequencies.txt. */
  frequencyTrips: number;
  /** Fares between pairs of stops written (lines whose price differs along them). */
  lineFares: number;
  /** Lines without a price in CNY from the feed (new ones are not on sale, existing ones keep theirs). */
  unpricedLines: number;
  /** What was imported but deserves a look, by kind (gtfs-messages.ts). */
  warnings: GtfsWarningArgs[];
};

const idOf = (ids: Map<string, number>, externalId: string, what: string): number => {
  const id = ids.get(externalId);
  if (id === undefined) throw new Error(`GTFS import: ${what} "${externalId}" was not written`);
  return id;
};

/**
 * Writes a parsed feed with the caller's transaction (the CLI's own, or the seed's). Rows are matched by
 * external_id (the feed's ids), so a second import of the same feed updates and never duplicates. Lines'
 * stops and services' calendar_dates come whole from the feed and are replaced. Rows that left the feed
 * are kept: trips and lines may already hold sold seats.
 */
export const importGtfsFeed = async (tx: DbOrTx, feed: GtfsFeed, onProgress?: GtfsProgress): Promise<GtfsImportSummary> => {
  const repo = createGtfsRepository(tx);
  const network = mapGtfsFeed(feed, await repo.findCities());
  const step = (what: string) => onProgress?.(`  writing ${what}`);

  step(`${network.agencies.length} agencies and ${network.stations.length} stations`);
  const agencies = await repo.upsertAgencies(
    network.agencies.map((a) => ({ external_id: a.externalId, name: a.name, phone: a.phone, url: a.url })),
  );
  const stations = await repo.upsertStations(
    network.stations.map((s) => ({
      external_id: s.externalId,
      city_id: s.cityId,
      name: s.name,
      alias: s.alias,
      lng: s.lng,
      lat: s.lat,
    })),
  );
  step(`${network.lines.length} lines`);
  const lines = await repo.upsertLines(
    network.lines.map((l) => ({
      external_id: l.externalId,
      city_id: l.cityId,
      agency_id: agencies.ids.get(l.agencyExternalId) ?? null,
      code: l.code,
      name: l.name,
      type: l.type,
      price_cents: l.priceCents,
      is_white_list: l.isWhiteList,
      color: l.color,
      description: l.description,
      shape: l.shape ? JSON.stringify(l.shape) : null,
      distance_m: l.distanceM,
      route_group: l.routeGroup,
      route_rank: l.routeRank,
      direction_id: l.directionId,
      is_priced: l.isPriced,
    })),
  );
  const lineId = (externalId: string) => idOf(lines.ids, externalId, 'line');
  await repo.setTransitCardFlags(
    network.lines.flatMap((l) => (l.acceptsTransitCard === null ? [] : [{ lineId: lineId(l.externalId), accepts: l.acceptsTransitCard }])),
  );
  await repo.linkReverseLines(
    network.lines.map((l) => ({
      lineId: lineId(l.externalId),
      reverseLineId: l.reverseExternalId ? lineId(l.reverseExternalId) : null,
    })),
  );
  const lineStops = network.lines.flatMap((l) =>
    l.stops.map((stop) => ({
      line_id: lineId(l.externalId),
      seq: stop.seq,
      station_id: idOf(stations.ids, stop.stationExternalId, 'station'),
      minutes_from_start: stop.minutesFromStart,
      can_board: stop.canBoard,
      can_alight: stop.canAlight,
    })),
  );
  step(`${lineStops.length} line stops`);
  await repo.replaceLineStops([...lines.ids.values()], lineStops);
  const pricedLines = network.lines.filter((l) => l.isPriced);
  const lineFares = pricedLines.flatMap((l) =>
    l.fares.map((fare) => ({ line_id: lineId(l.externalId), board_seq: fare.boardSeq, alight_seq: fare.alightSeq, price_cents: fare.priceCents })),
  );
  step(`${lineFares.length} line fares`);
  await repo.replaceLineFares(
    pricedLines.map((l) => lineId(l.externalId)),
    lineFares,
  );

  const services = await repo.upsertServices(
    network.services.map((s) => ({
      external_id: s.externalId,
      weekdays: s.weekdays,
      start_date: s.startDate,
      end_date: s.endDate,
      follows_cn_workdays: s.followsCnWorkdays,
    })),
  );
  const serviceId = (externalId: string) => idOf(services.ids, externalId, 'service');
  const exceptions = network.services.flatMap((s) =>
    s.exceptions.map((e) => ({ service_id: serviceId(s.externalId), day: e.day, is_running: e.isRunning })),
  );
  await repo.replaceServiceExceptions([...services.ids.values()], exceptions);

  step(`${network.trips.length} trips`);
  const trips = await repo.upsertTrips(
    network.trips.map((t) => ({
      external_id: t.externalId,
      line_id: lineId(t.lineExternalId),
      service_id: serviceId(t.serviceExternalId),
      departure_minutes: t.departureMinutes,
      capacity: t.capacity,
      headsign: t.headsign,
    })),
  );

  // Every server instance rebuilds its network read model when it sees the new version (decision 019).
  await bumpNetworkVersion(tx);

  const counted = ({ inserted, updated }: Counted): Counted => ({ inserted, updated });
  return {
    agencies: counted(agencies),
    stations: counted(stations),
    lines: counted(lines),
    lineStops: lineStops.length,
    services: counted(services),
    serviceExceptions: exceptions.length,
    trips: counted(trips),
    skippedRouteIds: network.skippedRouteIds,
    patternLines: network.patternLines,
    ignoredLocations: feed.ignoredLocations,
    frequencyTrips: feed.frequencyRuns,
    lineFares: lineFares.length,
    unpricedLines: network.unpricedLines,
    warnings: [...network.skippedRouteIds.map((routeId): GtfsWarningArgs => ['routeWithoutTrips', { routeId }]), ...network.warnings],
  };
};

/**
 * Reads and checks a feed (folder or zip, streamed file by file), then imports it in ONE transaction: a feed
 * that is refused, or an import that fails half-way, changes nothing.
 */
export const importGtfs = async (db: Db, source: string, onProgress?: GtfsProgress): Promise<GtfsImportSummary> => {
  onProgress?.('Reading the feed');
  const cities = await createGtfsRepository(db).findCities();
  const feed = await parseGtfsSource(await openGtfsSource(source), { cityIds: new Set(cities.map((c) => c.id)), onProgress });
  onProgress?.('Writing the network');
  return db.transaction().execute((tx) => importGtfsFeed(tx, feed, onProgress));
};
