import type { City } from './local-memory';

/** SPEC sections 3 and 9: where the app stands when the passenger's position is unknown (GCJ-02). */
export const DEFAULT_POINT = { lng: 114.05454, lat: 22.52291 } as const;

/** The city used before any city is chosen or located: the demo network's first city. */
export const DEFAULT_CITY: City = { cityId: 440300, cityName: '深圳市', ...DEFAULT_POINT };
