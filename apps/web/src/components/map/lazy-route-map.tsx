import { Component, Suspense, lazy, type ReactNode } from 'react';
import type { RouteMapProps } from './route-map';
import styles from './lazy-route-map.module.css';

// Leaflet is about 40 KB gzip: it arrives only when a page actually shows a map.
const RouteMap = lazy(() => import('./route-map').then((module) => ({ default: module.RouteMap })));

/** A map that could not load must not take the rest of the page with it. */
class MapBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return <div className={styles.placeholder}>地图加载失败，请检查网络后刷新页面</div>;
  }
}

export const LazyRouteMap = (props: RouteMapProps) => (
  <MapBoundary>
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true">地图加载中…</div>}>
      <RouteMap {...props} />
    </Suspense>
  </MapBoundary>
);
