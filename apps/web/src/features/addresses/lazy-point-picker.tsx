import { lazy } from 'react';
import { MapLoadingBoundary } from '../../components/map/map-loading-boundary';
import type { PointPickerProps } from './point-picker';

// The map arrives only when an address is being edited.
const PointPicker = lazy(() => import('./point-picker').then((module) => ({ default: module.PointPicker })));

export const LazyPointPicker = (props: PointPickerProps) => (
  <MapLoadingBoundary failedText="地图加载失败，请搜索地点，或检查网络后重新打开">
    <PointPicker {...props} />
  </MapLoadingBoundary>
);
