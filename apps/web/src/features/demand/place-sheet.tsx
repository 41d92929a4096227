import { DEMAND_PLACE_NAME_MAX_LENGTH } from '@udian/contracts/schemas/demand';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { PlaceOptionLink, PlaceSheet as PlaceChooser, type PickedPlace } from '../../components/place-sheet/place-sheet';
import { DEMAND_STATION_PATH } from '../../app/page-paths';
import type { EndName } from './demand-draft';
import { ADDRESS_MAX_LENGTH, type DemandEnd } from './demand-rules';

const endOfPlace = (place: PickedPlace): DemandEnd => ({ name: place.name, address: place.detail, lng: place.lng, lat: place.lat, stationId: place.stationId });

type PlaceSheetProps = { end: EndName; title: string; isOpen: boolean; onClose: () => void; onChoose: (end: DemandEnd) => void };

/**
 * Choosing an end of the commute on the shared place sheet: a place found by name (stations and districts of
 * the city), the passenger's location, one of their common addresses, or the map (demand-station, also
 * linked beside each end on the form).
 */
export const PlaceSheet = ({ end, title, isOpen, onClose, onChoose }: PlaceSheetProps) => (
  <PlaceChooser
    title={title}
    isOpen={isOpen}
    onClose={onClose}
    onChoose={(place) => onChoose(endOfPlace(place))}
    nameMaxLength={DEMAND_PLACE_NAME_MAX_LENGTH}
    detailMaxLength={ADDRESS_MAX_LENGTH}
    fallback="在地图上选点"
    extraOptions={<PlaceOptionLink to={DEMAND_STATION_PATH} query={{ end }} icon={<EnvironmentOutline />} name="在地图上选点" detail="点选位置，或选用附近的站点" />}
  />
);
