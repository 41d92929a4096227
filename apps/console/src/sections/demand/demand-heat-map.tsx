import { theme, type GlobalToken } from 'antd';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { createDemandMap, mapBoxStyle, MAX_FIT_ZOOM } from './demand-map-view';
import { HeatLayer, type HeatPoint } from './heat-layer';
import { heatPalette } from './heat-weights';

/** The heat map's colours from weak to strong: the theme's blue, cyan, lime, gold and red. */
export const heatColours = (token: GlobalToken): string[] => [token.blue6, token.cyan5, token.lime6, token.gold5, token.red6];

type Props = {
  /** The points drawn: origins or destinations. */
  points: readonly HeatPoint[];
  /** The points the map frames (both ends, so switching ends keeps the view); empty while they are not known. */
  framePoints: readonly HeatPoint[];
  /** The map frames its points once per key (the filter): paging the list or a refresh keeps the operator's view. */
  frameKey: string;
  /** MAP_TILE_URL's template ('' for the drawn grid). */
  tileUrl: string;
  height: number;
};

/** Where demand gathers: a heat map of origins or destinations, each weighted by its people. */
export const DemandHeatMap = ({ points, framePoints, frameKey, tileUrl, height }: Props) => {
  const { token } = theme.useToken();
  const palette = useMemo(() => heatPalette(heatColours(token)), [token]);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const heat = useRef<HeatLayer | null>(null);
  const framedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const created = createDemandMap(container.current, tileUrl, { fill: token.colorFillQuaternary, line: token.colorBorderSecondary });
    heat.current = new HeatLayer(palette).addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      heat.current = null;
      framedKey.current = null;
    };
  }, [tileUrl, palette, token.colorFillQuaternary, token.colorBorderSecondary]);

  // A new map (new tiles or colours) is drawn again: tileUrl and palette re-run it after the map's effect.
  useEffect(() => {
    heat.current?.setPoints(points);
  }, [points, palette, tileUrl]);

  useEffect(() => {
    if (!map.current || framePoints.length === 0 || framedKey.current === frameKey) return;
    framedKey.current = frameKey;
    map.current.fitBounds(L.latLngBounds(framePoints.map(([lng, lat]): L.LatLngTuple => [lat, lng])), { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
  }, [framePoints, frameKey, palette, tileUrl]);

  return <div ref={container} role="region" aria-label="需求热力图" style={mapBoxStyle(height, token)} />;
};
