import { lazy } from 'react';
import { MapLoadingBoundary } from './map-loading-boundary';
import type { RouteMapProps } from './route-map';

const RouteMap = lazy(() => import('./route-map').then((module) => ({ default: module.RouteMap })));

export type { MapStop, MapVehicle } from './map-surface';

export const LazyRouteMap = (props: RouteMapProps) => (
  <MapLoadingBoundary failedText="地图加载失败，请检查网络后刷新页面">
    <RouteMap {...props} />
  </MapLoadingBoundary>
);
