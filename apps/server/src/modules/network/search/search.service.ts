import type { CurrentPositionData } from '@udian/contracts/endpoints/search/current-position';
import type { Place, PlaceQuery } from '@udian/contracts/endpoints/search/place-search';
import type { PopularPlacesQuery } from '@udian/contracts/endpoints/search/popular-places';
import type { Region } from '@udian/contracts/endpoints/search/region-list';
import type { RouteMatch, RouteSearchQuery } from '@udian/contracts/endpoints/search/route-search';
import type { LineSearchQuery } from '@udian/contracts/endpoints/search/line-search';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { toLineSummary } from '../lines/line-summary.mapper';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { distanceM, isInsideOutline } from '../../../lib/geo';
import { toNearbyStation } from '../stations/station.mapper';
import type { NearbyStationRow, StationsRepository } from '../stations/stations.repository';
import type { RouteSearchRepository } from './route-search.repository';
import type { PlaceRow, RegionRow, SearchRepository } from './search.repository';

/** A station this close names the passenger's position ("<station>附近"). */
const POSITION_STATION_M = 2_000;
/** Regions whose centre is this close are candidates for the district a point is in. */
const REGION_SEARCH_M = 50_000;
/** Without outlines, the nearest district centre names the point only when it is this close. */
const REGION_CENTRE_M = 10_000;

/** PostgreSQL text cannot hold NUL, so a NUL typed (or sent) in a keyword can match nothing: drop it. */
const searchableText = (keyword: string): string => keyword.replaceAll('\u0000', '').trim();

const toPlace = (kind: Place['kind'], row: PlaceRow): Place => ({
  kind,
  placeId: String(row.id),
  name: row.name,
  detail: row.detail ?? '',
  lng: row.lng,
  lat: row.lat,
});

const toRegion = (row: RegionRow): Region => ({
  regionId: String(row.id),
  parentId: row.parent_id === null ? null : String(row.parent_id),
  name: row.name,
  code: row.code,
  level: row.level,
  cityId: row.city_id,
  center: { lng: row.lng, lat: row.lat },
  path: row.path,
  parentName: row.parent_name,
});

/**
 * The region a point is in: the most detailed one whose outline holds it; else the nearest station's
 * region; else the region whose centre is nearest, if that is close enough.
 */
const regionOf = (at: GeoPoint, regions: readonly RegionRow[], station: NearbyStationRow | undefined): RegionRow | undefined => {
  const containing = regions
    .filter((region) => region.path && region.path.length >= 3 && isInsideOutline(at, region.path))
    .sort((a, b) => b.level - a.level)[0];
  if (containing) return containing;
  const ofStation = station?.region_id == null ? undefined : regions.find((region) => region.id === station.region_id);
  if (ofStation) return ofStation;
  return regions
    .map((region) => ({ region, distance: distanceM(at, region) }))
    .filter(({ distance }) => distance <= REGION_CENTRE_M)
    .sort((a, b) => a.distance - b.distance || b.region.level - a.region.level)[0]?.region;
};

export type SearchServiceDeps = { search: SearchRepository; routes: RouteSearchRepository; stations: StationsRepository };

/** The point's nearest station (within POSITION_STATION_M) and the region it is in. */
const locate = async ({ search, stations }: Pick<SearchServiceDeps, 'search' | 'stations'>, at: GeoPoint) => {
  const [[station], regions] = await Promise.all([stations.findNearby(at, POSITION_STATION_M, 1), search.findRegionsAround(at, REGION_SEARCH_M)]);
  return { station, region: regionOf(at, regions, station) };
};

export const createSearchService = ({ search, routes, stations }: SearchServiceDeps) => ({
  /** Names a point for the passenger: "<station>附近" near a station, else its district, else ''. */
  currentPosition: async (at: GeoPoint): Promise<CurrentPositionData> => {
    const { station, region } = await locate({ search, stations }, at);
    const regionName = region?.name ?? null;
    return {
      address: station ? `${station.name}附近` : (regionName ?? ''),
      nearestStation: station ? toNearbyStation(station) : null,
      regionName,
    };
  },

  /** The region (district or sub-district) a point is in, with its centre; null when none is known near it. */
  regionAt: async (at: GeoPoint): Promise<{ name: string; lng: number; lat: number } | null> => {
    const { region } = await locate({ search, stations }, at);
    return region ? { name: region.name, lng: region.lng, lat: region.lat } : null;
  },

  /** Stations first, then districts, `limit` in all. */
  places: async ({ cityId, keyword, limit }: PlaceQuery): Promise<Place[]> => {
    const text = searchableText(keyword);
    if (!text) return [];
    const [stationRows, regionRows] = await Promise.all([
      search.findStations(cityId, text, limit),
      search.findRegionsByName(cityId, text, limit),
    ]);
    return [...stationRows.map((row) => toPlace('station', row)), ...regionRows.map((row) => toPlace('region', row))].slice(0, limit);
  },

  popularPlaces: async ({ cityId, limit }: PopularPlacesQuery): Promise<Place[]> =>
    (await search.findPopularStations(cityId, limit)).map((row) => toPlace('station', row)),

  lines: async ({ cityId, keyword, limit }: LineSearchQuery): Promise<LineSummary[]> => {
    const text = searchableText(keyword);
    return text ? (await search.findLines(cityId, text, limit)).map(toLineSummary) : [];
  },

  routes: async (query: RouteSearchQuery): Promise<RouteMatch[]> => {
    const start = { lng: query.startLng, lat: query.startLat };
    const end = { lng: query.endLng, lat: query.endLat };
    const rows = await routes.findRoutes(start, end, query.radius, query.limit);
    return rows.map((row) => ({
      ...toLineSummary(row),
      boardStop: {
        stationId: String(row.board_id),
        name: row.board_name,
        alias: row.board_alias,
        lng: row.board_lng,
        lat: row.board_lat,
        isValid: true,
        distanceM: row.board_distance_m,
      },
      alightStop: {
        stationId: String(row.alight_id),
        name: row.alight_name,
        alias: row.alight_alias,
        lng: row.alight_lng,
        lat: row.alight_lat,
        isValid: true,
        distanceM: row.alight_distance_m,
      },
      rideMinutes: row.ride_minutes,
    }));
  },

  regions: async (cityId: number): Promise<Region[]> => (await search.findRegionsOfCity(cityId)).map(toRegion),
});

export type SearchService = ReturnType<typeof createSearchService>;
