/**
 * Straight-line distance between two map points (SPEC section 9) as the web uses it: in whole metres, the
 * unit of its "how far is the stop" labels and comparisons. The formula and the radius are written once, in
 * @udian/contracts/great-circle, shared with the server.
 */
import { greatCircleMeters, type GeoPoint } from '@udian/contracts/great-circle';

export type LngLat = GeoPoint;

/** Great-circle distance rounded to whole metres. */
export const greatCircleDistance = (a: LngLat, b: LngLat): number => Math.round(greatCircleMeters(a, b));
