import { DEMAND_STATION_SNAP_M, type DemandPlace } from '@udian/contracts/schemas/demand';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { AppError } from '../../../http/app-error';
import type { DemandNetworkPort } from '../demand.ports';

/** A place's columns in a row, without their prefix (a demand's from_ and to_, a campaign's place_). */
type PlaceColumns = { name: string; address: string; lng: number; lat: number; station_id: number | null };

/** The place columns under a prefix: placeColumns('from', …) has from_name, from_lng, … */
export type PrefixedPlace<P extends string> = { [K in keyof PlaceColumns as `${P}_${K}`]: PlaceColumns[K] };

/** A place as the row stores it under `prefix`. */
export const placeColumns = <P extends string>(prefix: P, place: DemandPlace): PrefixedPlace<P> => {
  const columns: PlaceColumns = {
    name: place.name,
    address: place.address,
    lng: place.lng,
    lat: place.lat,
    station_id: place.stationId === null ? null : Number(place.stationId),
  };
  return Object.fromEntries(Object.entries(columns).map(([key, value]) => [`${prefix}_${key}`, value])) as PrefixedPlace<P>;
};

/** The place a row stores under `prefix`. */
export const placeOf = <P extends string>(prefix: P, row: PrefixedPlace<P>): DemandPlace => {
  const column = <K extends keyof PlaceColumns>(key: K) => (row as unknown as Record<string, PlaceColumns[K]>)[`${prefix}_${key}`]!;
  const stationId = column('station_id');
  return { name: column('name'), address: column('address'), lng: column('lng'), lat: column('lat'), stationId: stationId === null ? null : String(stationId) };
};

/**
 * A station may stand in for a point only when it is a valid station within DEMAND_STATION_SNAP_M of it
 * (as nearPoi offered it): anything else is refused before it is stored.
 */
export const checkChosenStations = async (network: Pick<DemandNetworkPort, 'stationsNear'>, places: readonly (GeoPoint & { stationId: string | null })[]): Promise<void> => {
  for (const place of places) {
    if (place.stationId === null) continue;
    const near = await network.stationsNear(place, DEMAND_STATION_SNAP_M, 50);
    if (!near.some((station) => station.stationId === place.stationId)) throw new AppError('invalidParams', '所选站点不在该地点附近，请重新选择');
  }
};
