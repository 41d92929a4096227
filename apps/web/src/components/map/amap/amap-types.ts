/**
 * The part of AMap JS API 2.0 this app calls, typed by hand (AMap ships no types; the community package
 * would be far wider than what we use). The stand-in script of the tests (scripts/fake-amap.js) implements
 * exactly these, so a call added here must be added there too.
 */
export type AmapLngLat = { lng: number; lat: number; getLng(): number; getLat(): number };
export type AmapPosition = [number, number] | AmapLngLat;

export type AmapEvent = { lnglat: AmapLngLat; target?: unknown };

export type AmapOverlay = {
  on(event: 'click', handler: (event: AmapEvent) => void): void;
  setMap(map: AmapMap | null): void;
};

export type AmapMarker = AmapOverlay & { setPosition(position: AmapPosition): void; getPosition(): AmapLngLat };

export type AmapMap = {
  add(overlays: AmapOverlay | AmapOverlay[]): void;
  remove(overlays: AmapOverlay | AmapOverlay[]): void;
  addControl(control: unknown): void;
  setFitView(overlays: AmapOverlay[] | null, immediately?: boolean, avoid?: [number, number, number, number], maxZoom?: number): void;
  setZoomAndCenter(zoom: number, center: AmapPosition, immediately?: boolean): void;
  setCenter(center: AmapPosition, immediately?: boolean): void;
  getCenter(): AmapLngLat;
  getZoom(): number;
  zoomIn(): void;
  zoomOut(): void;
  resize(): void;
  on(event: 'click' | 'moveend' | 'zoomend' | 'complete', handler: (event: AmapEvent) => void): void;
  destroy(): void;
};

export type AmapInfoWindow = { open(map: AmapMap, position: AmapPosition): void; close(): void };

/** AutoComplete tips and PlaceSearch POIs, as far as we read them. */
export type AmapTip = { id?: string; name: string; district?: string; address?: string | unknown[]; location?: AmapLngLat | '' };
export type AmapPoi = { id?: string; name: string; address?: string; adname?: string; cityname?: string; location?: AmapLngLat };
type SearchCallback<T> = (status: 'complete' | 'no_data' | 'error', result: T | string) => void;

export type AmapNamespace = {
  Map: new (container: HTMLElement, options: Record<string, unknown>) => AmapMap;
  Marker: new (options: { position: AmapPosition; content?: HTMLElement; anchor?: string; zIndex?: number; offset?: unknown }) => AmapMarker;
  Polyline: new (options: { path: AmapPosition[]; strokeColor: string; strokeWeight: number; strokeOpacity: number; lineJoin?: string }) => AmapOverlay;
  InfoWindow: new (options: { isCustom?: boolean; content: HTMLElement; anchor?: string; offset?: unknown; autoMove?: boolean; avoid?: [number, number, number, number] }) => AmapInfoWindow;
  Pixel: new (x: number, y: number) => unknown;
  Scale: new (options?: Record<string, unknown>) => unknown;
  AutoComplete: new (options: { city?: string; citylimit?: boolean }) => {
    search(keyword: string, callback: SearchCallback<{ tips?: AmapTip[] }>): void;
  };
  PlaceSearch: new (options: { city?: string; citylimit?: boolean; pageSize?: number }) => {
    search(keyword: string, callback: SearchCallback<{ poiList?: { pois?: AmapPoi[] } }>): void;
  };
};

export const toPoint = (at: AmapLngLat): { lng: number; lat: number } => ({ lng: at.getLng(), lat: at.getLat() });
