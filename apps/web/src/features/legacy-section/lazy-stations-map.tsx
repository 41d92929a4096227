import { lazy } from 'react';
import { MapLoadingBoundary } from '../../components/map/map-loading-boundary';
import type { StationsMapProps } from './stations-map';

// The map arrives only on /ydbus/map.
const StationsMap = lazy(() => import('./stations-map').then((module) => ({ default: module.StationsMap })));

export const LazyStationsMap = (props: StationsMapProps) => (
  <MapLoadingBoundary failedText="地图加载失败，下方的站点列表仍可查看经过的线路">
    <StationsMap {...props} />
  </MapLoadingBoundary>
);
