import type { NearPlace, NearStation } from '@udian/contracts/endpoints/demand/demand';
import { DEMAND_PLACE_NAME_MAX_LENGTH, DEMAND_STATION_SNAP_M } from '@udian/contracts/schemas/demand';

/** The last resort for a point with nothing known around it: never its numbers. */
export const UNNAMED_POINT = '地图上选择的位置';

const cut = (text: string): string => [...text].slice(0, DEMAND_PLACE_NAME_MAX_LENGTH).join('');

/**
 * A name for a tapped point the passenger recognises: one of their own common addresses right there, else
 * "<station>附近" for a station close enough to choose, else the district it is in; '' when nothing is known.
 */
export const suggestPointName = (near: { stations: readonly NearStation[]; places: readonly NearPlace[] }): string => {
  const address = near.places.find((place) => place.kind === 'address' && place.distanceM <= DEMAND_STATION_SNAP_M);
  if (address) return cut(address.name);
  const station = near.stations.find((item) => item.canChoose);
  if (station) return cut(`${station.name}附近`);
  const region = near.places.find((place) => place.kind === 'region');
  return region ? cut(region.name) : '';
};

/** The district a point is in, as the end's address line ('' when unknown). */
export const regionOf = (places: readonly NearPlace[]): string => places.find((place) => place.kind === 'region')?.name ?? '';
