import { Component, Suspense, type ReactNode } from 'react';
import styles from './map-loading-boundary.module.css';

type BoundaryProps = { children: ReactNode; failedText: string };

/** A map that could not load must not take the rest of the page with it. */
class FailureBoundary extends Component<BoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return <div className={styles.placeholder}>{this.props.failedText}</div>;
  }
}

/**
 * Wraps a lazily loaded map (Leaflet about 40 KB gzip, or AMap; fetched only when a page shows one): a placeholder
 * while it loads, and a message instead of a broken page when it cannot.
 */
export const MapLoadingBoundary = ({ children, failedText }: BoundaryProps) => (
  <FailureBoundary failedText={failedText}>
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true">地图加载中…</div>}>{children}</Suspense>
  </FailureBoundary>
);
