/**
 * Opens a map on a container with the configured engine: AMap where a key is configured, else Leaflet.
 * AMap that cannot load (blocked, offline, a bad key) falls back to Leaflet, so a map is never blank. Each
 * engine is its own chunk, fetched only by a page that shows a map. An aborted open (the page left, or React
 * mounted the map twice) never builds a map on the container.
 */
import { nextTask } from '../../lib/next-task';
import type { MapSource } from './map-source';
import type { MapSurface, SurfaceOptions } from './map-surface';

export class MapOpenAborted extends Error {}

const check = (signal: AbortSignal) => {
  if (signal.aborted) throw new MapOpenAborted('map open aborted');
};

const openLeaflet = async (container: HTMLElement, source: MapSource, options: SurfaceOptions, hasAmapFailed: boolean, signal: AbortSignal) => {
  const { createLeafletSurface } = await import('./leaflet-surface');
  // The engine's chunk is evaluated in one task and the map built in the next, not both in one.
  await nextTask();
  check(signal);
  const baseLayer = source.tiles ? 'tiles' : hasAmapFailed ? 'amapFailed' : 'none';
  return createLeafletSurface(container, { ...options, tiles: source.tiles, baseLayer });
};

const openAmap = async (container: HTMLElement, source: MapSource & { amap: NonNullable<MapSource['amap']> }, options: SurfaceOptions, signal: AbortSignal) => {
  const [{ drawOnAmap }, { loadAmap }] = await Promise.all([import('./amap/amap-surface'), import('./amap/load-amap')]);
  const amap = await loadAmap(source.amap);
  check(signal);
  return drawOnAmap(amap, container, options);
};

export const openSurface = async (container: HTMLElement, source: MapSource, options: SurfaceOptions, signal: AbortSignal): Promise<MapSurface> => {
  const { amap } = source;
  if (amap) {
    try {
      return await openAmap(container, { ...source, amap }, options, signal);
    } catch (error) {
      if (error instanceof MapOpenAborted) throw error;
      // AMap may have left a half-built map behind.
      container.replaceChildren();
    }
  }
  return openLeaflet(container, source, options, amap !== null, signal);
};
