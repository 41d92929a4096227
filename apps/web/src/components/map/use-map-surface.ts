import { useEffect, useRef, useState, type RefObject } from 'react';
import { getWebConfig } from '../../app/web-config';
import { mapSourceOf } from './map-source';
import type { MapSurface, SurfaceOptions } from './map-surface';
import { MapOpenAborted, openSurface } from './open-surface';

/**
 * One map per mount on the container (SPEC section 4: created once, destroyed on leaving), with the engine
 * the web config asks for. null until it is ready. A map that cannot open at all (its chunk did not arrive)
 * is thrown to the nearest error boundary (map-loading-boundary.tsx), which says so in place of the map.
 * onResize runs after the container changed size (the rem layout, a late web view width).
 */
export const useMapSurface = (container: RefObject<HTMLElement | null>, options: SurfaceOptions, onResize?: (surface: MapSurface) => void) => {
  const [surface, setSurface] = useState<MapSurface | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const onResizeRef = useRef(onResize);
  useEffect(() => {
    onResizeRef.current = onResize;
  });
  if (failure) throw failure;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const abort = new AbortController();
    let opened: MapSurface | null = null;
    let observer: ResizeObserver | null = null;
    openSurface(element, mapSourceOf(getWebConfig()), options, abort.signal).then(
      (ready) => {
        opened = ready;
        setSurface(ready);
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => {
            ready.resize();
            onResizeRef.current?.(ready);
          });
          observer.observe(element);
        }
      },
      (error: unknown) => {
        if (!(error instanceof MapOpenAborted)) setFailure(error);
      },
    );
    return () => {
      abort.abort();
      observer?.disconnect();
      opened?.destroy();
      setSurface(null);
    };
    // Created once per mount: the options only say where it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return surface;
};
