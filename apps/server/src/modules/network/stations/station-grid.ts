import { haversineTerm, haversineTermOf, metersOfHaversineTerm, type GeoPoint } from '@udian/contracts/great-circle';
import { boundingBox } from '../../../lib/geo';

/** Cell size in degrees: about 1.1 km by 1 km in Shenzhen, so a 1 km radius visits about nine cells. */
const CELL_DEG = 0.01;
/** Cell indices stay within ±18,000 (longitude) and ±9,000 (latitude): one number keys a cell. */
const cellKey = (cx: number, cy: number): number => (cx + 20_000) * 40_000 + (cy + 20_000);
const cellOf = (degrees: number): number => Math.floor(degrees / CELL_DEG);

export type Located = GeoPoint & { id: number };
export type Within<T> = { item: T; distanceM: number };

export type StationGrid<T extends Located> = {
  size: number;
  /** Every item within `radiusM` of `at` (great-circle, whole metres), nearest first, then by id. */
  within: (at: GeoPoint, radiusM: number) => Within<T>[];
};

/**
 * Points in cells of 0.01°: a radius query visits only the cells of the circle's bounding box, then keeps
 * the points whose exact distance (the same haversine as the SQL, decision 019) is within the radius.
 */
type Cell<T> = { items: T[] };

export const createStationGrid = <T extends Located>(items: readonly T[]): StationGrid<T> => {
  const cells = new Map<number, Cell<T>>();
  for (const item of items) {
    const key = cellKey(cellOf(item.lng), cellOf(item.lat));
    let cell = cells.get(key);
    if (!cell) {
      cell = { items: [] };
      cells.set(key, cell);
    }
    cell.items.push(item);
  }

  /**
   * The haversine in two steps (packages/contracts great-circle.ts): its inner term grows with the
   * distance, so a point is kept when its term is below that of radius + 0.5 m (whole metres round half
   * up), and only kept points pay for asin and the rounding.
   */
  const collect = (at: GeoPoint, radiusM: number, cell: Cell<T>, into: Within<T>[]) => {
    const hMax = haversineTermOf(radiusM + 0.5);
    for (const item of cell.items) {
      const h = haversineTerm(at, item);
      if (h > hMax) continue;
      const d = Math.round(metersOfHaversineTerm(h));
      if (d <= radiusM) into.push({ item, distanceM: d });
    }
  };

  return {
    size: items.length,
    within: (at, radiusM) => {
      const box = boundingBox(at, radiusM);
      const [x0, x1, y0, y1] = [cellOf(box.minLng), cellOf(box.maxLng), cellOf(box.minLat), cellOf(box.maxLat)];
      const found: Within<T>[] = [];
      // Near a pole the box spans every longitude: then walking the filled cells is cheaper.
      if ((x1 - x0 + 1) * (y1 - y0 + 1) > cells.size) {
        for (const cell of cells.values()) collect(at, radiusM, cell, found);
      } else {
        for (let cx = x0; cx <= x1; cx += 1) {
          for (let cy = y0; cy <= y1; cy += 1) {
            const cell = cells.get(cellKey(cx, cy));
            if (cell) collect(at, radiusM, cell, found);
          }
        }
      }
      return found.sort((a, b) => a.distanceM - b.distanceM || a.item.id - b.item.id);
    },
  };
};
