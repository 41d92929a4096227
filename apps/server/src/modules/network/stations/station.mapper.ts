import type { NearbyStation, Station } from '@udian/contracts/schemas/lines';
import type { NearbyStationRow, StationRow } from './stations.repository';

export const toStation = (row: StationRow): Station => ({
  stationId: String(row.id),
  name: row.name,
  alias: row.alias,
  lng: row.lng,
  lat: row.lat,
  isValid: row.is_valid,
});

export const toNearbyStation = (row: NearbyStationRow): NearbyStation => ({ ...toStation(row), distanceM: row.distance_m });
