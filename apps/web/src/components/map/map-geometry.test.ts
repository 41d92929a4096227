import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTER, DEFAULT_ZOOM, framePoints, pointToLatLng, shapeToLatLngs } from './map-geometry';

describe('map geometry', () => {
  it('opens on Shenzhen at zoom 10 (SPEC section 9)', () => {
    expect(DEFAULT_CENTER).toEqual([22.52291, 114.05454]);
    expect(DEFAULT_ZOOM).toBe(10);
  });

  it('turns the API [lng, lat] shape into Leaflet [lat, lng], dropping impossible points', () => {
    expect(shapeToLatLngs([[113.953, 22.5405], [Number.NaN, 22.5], [200, 22], [114.0561, 22.537]])).toEqual([
      [22.5405, 113.953],
      [22.537, 114.0561],
    ]);
  });

  it('turns a point into [lat, lng], or null when it is not a place on earth', () => {
    expect(pointToLatLng({ lng: 114.05, lat: 22.54 })).toEqual([22.54, 114.05]);
    expect(pointToLatLng({ lng: 114.05, lat: 95 })).toBeNull();
  });

  it('frames the route shape, else the stops', () => {
    const stops = [{ lng: 113.9, lat: 22.5 }, { lng: 114.1, lat: 22.6 }];
    expect(framePoints([[113.95, 22.54], [114.05, 22.53]], stops)).toEqual([[22.54, 113.95], [22.53, 114.05]]);
    expect(framePoints([], stops)).toEqual([[22.5, 113.9], [22.6, 114.1]]);
    expect(framePoints([], [])).toEqual([]);
  });
});
