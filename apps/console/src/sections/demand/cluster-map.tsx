import type { DemandCluster, OpsDemand } from '@udian/contracts/endpoints/ops/demand/demand';
import { DEMAND_CLUSTER_RADIUS_M } from '@udian/contracts/schemas/demand';
import { theme } from 'antd';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createDemandMap, mapBoxStyle, MAX_FIT_ZOOM } from './demand-map-view';

type Colours = { origin: string; destination: string; surface: string };

/** A centroid's mark: a round badge (起 or 终) with the place's name beside it. Built with textContent, never HTML. */
const endMark = (badge: string, name: string, colour: string, colours: Colours): HTMLElement => {
  const mark = document.createElement('div');
  mark.style.cssText = 'position:absolute;transform:translate(-12px,-50%);display:flex;align-items:center;gap:4px;white-space:nowrap;';
  const dot = document.createElement('div');
  dot.style.cssText = `width:24px;height:24px;border-radius:50%;background:${colour};color:${colours.surface};font-size:12px;line-height:24px;text-align:center;border:2px solid ${colours.surface};box-shadow:0 0 3px rgba(0,0,0,.35);`;
  dot.textContent = badge;
  const label = document.createElement('div');
  label.style.cssText = `font-size:12px;line-height:18px;padding:0 6px;border-radius:4px;background:${colours.surface};color:${colour};border:1px solid ${colour};`;
  label.textContent = name;
  mark.append(dot, label);
  return mark;
};

type Props = { cluster: DemandCluster | null; members: readonly OpsDemand[]; tileUrl: string; height: number };

/**
 * A cluster on the map: the centre of its origins (起) and of its destinations (终), each with the 1 km circle
 * its members' ends lie in, and every member's two ends as small dots once its demands are read.
 */
export const ClusterMap = ({ cluster, members, tileUrl, height }: Props) => {
  const { token } = theme.useToken();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const created = createDemandMap(container.current, tileUrl, { fill: token.colorFillQuaternary, line: token.colorBorderSecondary });
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [tileUrl, token.colorFillQuaternary, token.colorBorderSecondary]);

  useEffect(() => {
    const group = layer.current;
    if (!group || !map.current) return;
    group.clearLayers();
    if (!cluster) return;
    const colours: Colours = { origin: token.colorSuccess, destination: token.colorError, surface: token.colorBgContainer };
    const from: L.LatLngTuple = [cluster.from.lat, cluster.from.lng];
    const to: L.LatLngTuple = [cluster.to.lat, cluster.to.lng];
    L.circle(from, { radius: DEMAND_CLUSTER_RADIUS_M, color: colours.origin, weight: 1, dashArray: '4 4', fillOpacity: 0.06 }).addTo(group);
    L.circle(to, { radius: DEMAND_CLUSTER_RADIUS_M, color: colours.destination, weight: 1, dashArray: '4 4', fillOpacity: 0.06 }).addTo(group);
    L.polyline([from, to], { color: token.colorPrimary, weight: 3, opacity: 0.7, dashArray: '8 6' }).addTo(group);
    for (const demand of members) {
      L.circleMarker([demand.from.lat, demand.from.lng], { radius: 4, color: colours.origin, weight: 1, fillOpacity: 0.7 }).bindTooltip(`${demand.from.name}（${demand.phone}）`).addTo(group);
      L.circleMarker([demand.to.lat, demand.to.lng], { radius: 4, color: colours.destination, weight: 1, fillOpacity: 0.7 }).bindTooltip(`${demand.to.name}（${demand.phone}）`).addTo(group);
    }
    const icon = (badge: string, name: string, colour: string) => L.divIcon({ html: endMark(badge, name, colour, colours), className: '', iconSize: [0, 0] });
    L.marker(from, { icon: icon('起', cluster.from.name, colours.origin), keyboard: false, zIndexOffset: 1000 }).addTo(group);
    L.marker(to, { icon: icon('终', cluster.to.name, colours.destination), keyboard: false, zIndexOffset: 1000 }).addTo(group);
    const bounds = L.latLng(from).toBounds(DEMAND_CLUSTER_RADIUS_M * 2).extend(L.latLng(to).toBounds(DEMAND_CLUSTER_RADIUS_M * 2));
    map.current.fitBounds(bounds, { padding: [24, 24], maxZoom: MAX_FIT_ZOOM });
  }, [cluster, members, token, tileUrl]);

  return <div ref={container} role="region" aria-label="聚类起终点地图" style={mapBoxStyle(height, token)} />;
};
