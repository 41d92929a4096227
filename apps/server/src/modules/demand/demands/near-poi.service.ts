import type { NearPlace, NearStation } from '@udian/contracts/endpoints/demand/demand';
import { DEMAND_NEAR_RADIUS_M, DEMAND_STATION_SNAP_M } from '@udian/contracts/schemas/demand';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { distanceM } from '../../../lib/geo';
import type { DemandAccountsPort, DemandNetworkPort } from '../demand.ports';

/** The most stations demand-station lists around a tapped point. */
const NEAR_STATIONS_LIMIT = 20;

/**
 * demand-station: what is around a tapped point, to name it. The stations within DEMAND_NEAR_RADIUS_M
 * nearest first (those within DEMAND_STATION_SNAP_M may be chosen instead of the point); the places:
 * the logged-in passenger's common addresses within the radius, nearest first, then the district.
 */
export const createNearPoiService = ({
  accounts,
  network,
}: {
  accounts: Pick<DemandAccountsPort, 'commonAddresses'>;
  network: Pick<DemandNetworkPort, 'stationsNear' | 'regionAt'>;
}) => ({
  nearPoi: async (viewerId: string | null, at: GeoPoint): Promise<{ stations: NearStation[]; places: NearPlace[] }> => {
    const [stations, addresses, region] = await Promise.all([
      network.stationsNear(at, DEMAND_NEAR_RADIUS_M, NEAR_STATIONS_LIMIT),
      viewerId === null ? [] : accounts.commonAddresses(Number(viewerId)),
      network.regionAt(at),
    ]);
    const near = addresses
      .map((address): NearPlace => ({ kind: 'address', name: address.name, address: address.address, lng: address.lng, lat: address.lat, distanceM: distanceM(at, address) }))
      .filter((place) => place.distanceM <= DEMAND_NEAR_RADIUS_M)
      .sort((a, b) => a.distanceM - b.distanceM);
    return {
      stations: stations.map((station) => ({ ...station, canChoose: station.distanceM <= DEMAND_STATION_SNAP_M })),
      places: region ? [...near, { kind: 'region', name: region.name, address: '', lng: region.lng, lat: region.lat, distanceM: distanceM(at, region) }] : near,
    };
  },
});

export type NearPoiService = ReturnType<typeof createNearPoiService>;
