import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { CSSProperties } from 'react';
import { addMapBase, type GridColours } from '../../components/leaflet-base';

/** Shenzhen's civic centre: where a map opens before any demand is found. GCJ-02 throughout. */
const DEFAULT_CENTRE: L.LatLngTuple = [22.5431, 114.0596];
const DEFAULT_ZOOM = 11;
/** Framing never zooms closer than this: a few streets around the points. */
export const MAX_FIT_ZOOM = 15;

/**
 * A map of the demand section on MAP_TILE_URL's tiles, which the demand endpoints hand over with their data
 * ('' until then, or when unset: the drawn grid), with the Chinese scale.
 */
export const createDemandMap = (container: HTMLElement, tileUrl: string, grid: GridColours): L.Map => {
  const map = L.map(container, { center: DEFAULT_CENTRE, zoom: DEFAULT_ZOOM, attributionControl: false });
  addMapBase(map, tileUrl, grid);
  return map;
};

/** The box a map sits in. */
export const mapBoxStyle = (height: number, token: { borderRadius: number; colorBorderSecondary: string }): CSSProperties => ({
  height,
  width: '100%',
  borderRadius: token.borderRadius,
  overflow: 'hidden',
  border: `1px solid ${token.colorBorderSecondary}`,
});
