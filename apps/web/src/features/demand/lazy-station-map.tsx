import { lazy } from 'react';
import { MapLoadingBoundary } from '../../components/map/map-loading-boundary';
import type { StationMapProps } from './station-map';

// The map arrives only on demand-station.
const StationMap = lazy(() => import('./station-map').then((module) => ({ default: module.StationMap })));

export const LazyStationMap = (props: StationMapProps) => (
  <MapLoadingBoundary failedText="地图加载失败，请返回后搜索地点，或检查网络后重新打开">
    <StationMap {...props} />
  </MapLoadingBoundary>
);
