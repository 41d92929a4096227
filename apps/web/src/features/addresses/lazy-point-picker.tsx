import { Component, Suspense, lazy, type ReactNode } from 'react';
import type { PointPickerProps } from './point-picker';
import styles from './addresses.module.css';

// Leaflet (about 40 KB gzip) arrives only when an address is being edited.
const PointPicker = lazy(() => import('./point-picker').then((module) => ({ default: module.PointPicker })));

/** A map that could not load must not take the form with it. */
class PickerBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return <div className={styles.mapPlaceholder}>地图加载失败，请检查网络后重新打开</div>;
  }
}

export const LazyPointPicker = (props: PointPickerProps) => (
  <PickerBoundary>
    <Suspense fallback={<div className={styles.mapPlaceholder} aria-busy="true">地图加载中…</div>}>
      <PointPicker {...props} />
    </Suspense>
  </PickerBoundary>
);
