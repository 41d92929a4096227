import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PULL_HOLD_PX, pullDistance, pullLabels, pullStatus, type PullStatus } from './pull-distance';
import styles from './pull-to-refresh.module.css';

type PullToRefreshProps = { onRefresh: () => Promise<unknown>; children: ReactNode };

/**
 * Pull down at the top of the page to refresh. Our own few lines rather than antd-mobile's PullToRefresh,
 * which would bring react-spring into the home page's first load (docs/decisions/012-first-load-budget.md).
 */
export const PullToRefresh = ({ onRefresh, children }: PullToRefreshProps) => {
  const rootRef = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState(0);
  const [status, setStatus] = useState<PullStatus>('idle');
  const gesture = useRef<{ startY: number; distance: number } | null>(null);
  const isRefreshing = useRef(false);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (isRefreshing.current || !touch || event.touches.length > 1 || window.scrollY > 0) return;
      gesture.current = { startY: touch.clientY, distance: 0 };
    };
    const onMove = (event: TouchEvent) => {
      const current = gesture.current;
      const touch = event.touches[0];
      if (!current || !touch) return;
      const next = pullDistance(touch.clientY - current.startY);
      current.distance = next;
      // Holding the page still while pulling keeps the browser's own overscroll (or reload) out of it.
      if (next > 0 && event.cancelable) event.preventDefault();
      setDistance(next);
      setStatus(pullStatus(next));
    };
    const onEnd = () => {
      const current = gesture.current;
      gesture.current = null;
      if (!current) return;
      if (pullStatus(current.distance) !== 'ready') {
        setDistance(0);
        setStatus('idle');
        return;
      }
      isRefreshing.current = true;
      setDistance(PULL_HOLD_PX);
      setStatus('refreshing');
      void refresh
        .current()
        .catch(() => undefined)
        .finally(() => {
          isRefreshing.current = false;
          setDistance(0);
          setStatus('idle');
        });
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    // Not passive: onMove may cancel the browser's scroll while the passenger pulls.
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const isSettling = status === 'idle' || status === 'refreshing';
  return (
    <div ref={rootRef} className={styles.root}>
      <div className={styles.indicator} style={{ height: distance }} aria-live="polite">
        {pullLabels[status]}
      </div>
      <div
        className={`${styles.content} ${isSettling ? styles.settling : ''}`}
        style={distance > 0 ? { transform: `translateY(${distance}px)` } : undefined}
      >
        {children}
      </div>
    </div>
  );
};
