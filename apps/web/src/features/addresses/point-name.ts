import { greatCircleMeters } from '@udian/contracts/great-circle';
import type { PickedPoint } from './address-rules';

/** A place the passenger can recognise, near a tapped point. */
export type KnownPlace = { name: string; lng: number; lat: number };

/** How far a known place may be from a tapped point and still name it ("科技园附近"). */
export const NEAR_KNOWN_PLACE_M = 3000;
/** The last resort: never numbers. */
export const UNNAMED_POINT = '地图上的点';

/**
 * A name for a tapped point: the server's name for it (/search/curPosition/query: "<station>附近" or the
 * district), else the nearest known place within reach (a search result, a saved address), else 地图上的点.
 */
export const nameForPoint = (point: PickedPoint, serverName: string | null | undefined, known: ReadonlyArray<KnownPlace>): string => {
  if (serverName) return serverName;
  const nearest = known
    .map((place) => ({ place, meters: greatCircleMeters(point, place) }))
    .filter(({ meters }) => meters <= NEAR_KNOWN_PLACE_M)
    .sort((a, b) => a.meters - b.meters)[0];
  return nearest ? `${nearest.place.name}附近` : UNNAMED_POINT;
};
