import { parseTileTemplate } from '@udian/contracts/map-tiles';
import L from 'leaflet';

/**
 * What every console map stands on, as the passenger app draws its maps (apps/web/src/components/map): a base
 * of MAP_TILE_URL's tiles (GCJ-02, like every point we hold) or, without them, a drawn grid that moves with
 * the map so it still reads as a map; and a metric scale in Chinese units.
 */

type ScaleInternals = { _getRoundNum(value: number): number; _updateScale(scale: HTMLElement, text: string, ratio: number): void; _mScale: HTMLElement };

/** Leaflet's metric scale in Chinese units (米, 公里), as the passenger app's maps have it. */
const ChineseScale: new (options: L.Control.ScaleOptions) => L.Control.Scale = L.Control.Scale.extend({
  _updateMetric(this: ScaleInternals, maxMeters: number) {
    const meters = this._getRoundNum(maxMeters);
    this._updateScale(this._mScale, meters < 1000 ? `${meters} 米` : `${meters / 1000} 公里`, meters / maxMeters);
  },
});

/** The grid's colours, from the antd theme (the console has no stylesheet of its own). */
export type GridColours = { fill: string; line: string };

/** Puts the base (tiles, or the grid when tileUrl is '') and the Chinese scale on a new map. */
export const addMapBase = (map: L.Map, tileUrl: string, grid: GridColours): void => {
  if (tileUrl) {
    const tiles = parseTileTemplate(tileUrl);
    L.tileLayer(tiles.url, { subdomains: tiles.subdomains, maxZoom: 18 }).addTo(map);
  } else {
    const layer = new (L.GridLayer.extend({
      createTile() {
        const tile = document.createElement('div');
        tile.style.cssText = `background:${grid.fill};outline:1px solid ${grid.line};`;
        return tile;
      },
    }))();
    layer.addTo(map);
  }
  new ChineseScale({ imperial: false, position: 'bottomleft', maxWidth: 100 }).addTo(map);
};
