/**
 * How the demand heat map weighs and colours its points, kept apart from the drawing so it can be tested:
 * every origin or destination counts the people it stands for, near points add up, and the strength of a spot
 * becomes a colour from cool (few people) to warm (many).
 */

/** A point on the map's canvas, with the people it stands for. */
export type WeightedPixel = { x: number; y: number; weight: number };

/**
 * Gathers points into square cells of `cell` pixels: a cell draws once, at its points' people-weighted centre,
 * with their people summed. 5,000 points draw as a few hundred spots, and a crowd reads as one strong spot.
 */
export const binPoints = (points: readonly WeightedPixel[], cell: number): WeightedPixel[] => {
  const cells = new Map<string, { x: number; y: number; weight: number }>();
  for (const point of points) {
    if (point.weight <= 0) continue;
    const key = `${Math.floor(point.x / cell)}:${Math.floor(point.y / cell)}`;
    const sum = cells.get(key) ?? { x: 0, y: 0, weight: 0 };
    sum.x += point.x * point.weight;
    sum.y += point.y * point.weight;
    sum.weight += point.weight;
    cells.set(key, sum);
  }
  return [...cells.values()].map((sum) => ({ x: sum.x / sum.weight, y: sum.y / sum.weight, weight: sum.weight }));
};

/** The faintest a spot draws, so that one passenger still shows next to a crowd. */
export const HEAT_FLOOR = 0.12;

/**
 * How opaque a spot draws: its people against the strongest spot's, on a square-root scale so that a crowd of
 * a hundred does not wash out a street of five; at least HEAT_FLOOR, at most 1.
 */
export const heatAlpha = (weight: number, strongest: number): number => {
  if (weight <= 0 || strongest <= 0) return 0;
  return Math.min(1, Math.max(HEAT_FLOOR, Math.sqrt(weight / strongest)));
};

/** '#1677ff' or '#17f' as [r, g, b]. */
export const hexRgb = (hex: string): [number, number, number] => {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new Error(`Not a hex colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

/** 256 RGBA entries: strength 0…255 as a colour, the stops spread evenly from the first (weak) to the last (strong). */
export const heatPalette = (stops: readonly string[]): Uint8ClampedArray => {
  if (stops.length === 0) throw new Error('A heat palette needs at least one colour');
  const colours = stops.map(hexRgb);
  const palette = new Uint8ClampedArray(256 * 4);
  for (let strength = 0; strength < 256; strength += 1) {
    const at = colours.length === 1 ? 0 : (strength / 255) * (colours.length - 1);
    const low = Math.floor(at);
    const high = Math.min(colours.length - 1, low + 1);
    const share = at - low;
    for (let channel = 0; channel < 3; channel += 1) {
      palette[strength * 4 + channel] = Math.round(colours[low]![channel]! * (1 - share) + colours[high]![channel]! * share);
    }
    palette[strength * 4 + 3] = 255;
  }
  return palette;
};

/**
 * Colours a canvas drawn in shades of one colour: each pixel's opacity (how much heat reached it) picks its
 * colour from the palette; the opacity stays, so the map shows through the weak edges.
 */
export const colourise = (pixels: Uint8ClampedArray, palette: Uint8ClampedArray): void => {
  for (let i = 0; i < pixels.length; i += 4) {
    const strength = pixels[i + 3]!;
    if (strength === 0) continue;
    pixels[i] = palette[strength * 4]!;
    pixels[i + 1] = palette[strength * 4 + 1]!;
    pixels[i + 2] = palette[strength * 4 + 2]!;
  }
};

/** The points and people a heat map shows: its legend. */
export const heatTotals = (points: readonly (readonly [number, number, number])[]): { points: number; people: number } => ({
  points: points.length,
  people: points.reduce((sum, point) => sum + point[2], 0),
});
