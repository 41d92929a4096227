/**
 * Where a map's base layer comes from, decided once per page load from the runtime web config:
 * - AMap JS API 2.0 when the server has an AMap key (its own tiles, labels and place search);
 * - else Leaflet over MAP_TILE_URL;
 * - else Leaflet with no base tiles: the line, its stations and the passenger on a drawn background.
 * All three are GCJ-02, like our points.
 */
import type { WebConfig } from '@udian/contracts/web-config';
import { parseTileTemplate, type TileSource } from '@udian/contracts/map-tiles';

export type AmapSettings = { key: string; securityCode: string; scriptUrl: string };

export type MapSource = {
  /** null: AMap is not configured. */
  amap: AmapSettings | null;
  /** Leaflet's base tiles, also the way back when AMap cannot load; null: none configured. */
  tiles: TileSource | null;
};

export const mapSourceOf = (config: Pick<WebConfig, 'amapKey' | 'amapSecurityCode' | 'amapJsUrl' | 'mapTileUrl'>): MapSource => ({
  amap: config.amapKey ? { key: config.amapKey, securityCode: config.amapSecurityCode, scriptUrl: config.amapJsUrl } : null,
  tiles: config.mapTileUrl ? parseTileTemplate(config.mapTileUrl) : null,
});

/** What a drawn map says about its base layer (one line of text on the map when it has none). */
export type BaseLayer = 'amap' | 'tiles' | 'none' | 'amapFailed';

/** What a map is for: a line with its stations, or picking a point. */
export type MapSubject = 'route' | 'point';

export const baseLayerNotice = (baseLayer: BaseLayer, subject: MapSubject): string | null => {
  if (baseLayer === 'amap' || baseLayer === 'tiles') return null;
  const shown = subject === 'route' ? '仅显示线路与站点' : '仅显示所选位置与你的位置';
  return `${baseLayer === 'none' ? '未配置底图' : '地图服务暂不可用'}，${shown}`;
};
