import { Component, type ReactNode } from 'react';
import { ChunkErrorScreen } from '../components/chunk-error-screen';
import { isChunkLoadError } from './lazy-page';

const progressStyle = {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 2,
  background: 'var(--color-primary)',
  zIndex: 10000,
} as const;

/** A thin bar while the next page's chunk loads, so that a tap feels answered. */
export const NavigationProgress = () => <div style={progressStyle} role="progressbar" aria-label="加载中" />;

type BoundaryState = { error: unknown };

/** A page whose code did not arrive, or that failed while rendering, gets a retry screen, not a blank one. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) console.error(error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return isChunkLoadError(this.state.error) ? <ChunkErrorScreen /> : <ChunkErrorScreen message="页面出错了，请重试" />;
  }
}
