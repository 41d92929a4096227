import { useEffect, useRef, useState, type RefObject } from 'react';
import { getWebConfig } from '../../app/web-config';
import { mapSourceOf } from './map-source';
import type { MapSurface, SurfaceOptions } from './map-surface';
import { MapOpenAborted, openSurface } from './open-surface';

/**
 * Resolves once the element is on screen: a map below the fold (ticket-info's) costs a slow phone its engine's
 * chunk and a long task at load for nothing, and is built when the passenger scrolls to it instead. At once
 * where the browser cannot tell.
 */
const whenOnScreen = (element: Element, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (typeof IntersectionObserver !== 'function') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  });

/**
 * One map per mount on the container (SPEC section 4: created once, destroyed on leaving), with the engine
 * the web config asks for, opened once the container is on screen. null until it is ready. A map that cannot
 * open at all (its chunk did not arrive) is thrown to the nearest error boundary (map-loading-boundary.tsx),
 * which says so in place of the map.
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
    whenOnScreen(element, abort.signal)
      .then(() => openSurface(element, mapSourceOf(getWebConfig()), options, abort.signal))
      .then(
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
