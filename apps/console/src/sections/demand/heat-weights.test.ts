import { describe, expect, it } from 'vitest';
import { binPoints, colourise, HEAT_FLOOR, heatAlpha, heatPalette, heatTotals, hexRgb } from './heat-weights';

describe('binPoints', () => {
  it('sums the people of points in one cell, at their people-weighted centre', () => {
    const spots = binPoints(
      [
        { x: 1, y: 1, weight: 1 },
        { x: 5, y: 5, weight: 3 },
      ],
      10,
    );
    expect(spots).toEqual([{ x: 4, y: 4, weight: 4 }]);
  });

  it('keeps points of different cells apart and skips points standing for nobody', () => {
    const spots = binPoints(
      [
        { x: 1, y: 1, weight: 2 },
        { x: 25, y: 1, weight: 5 },
        { x: 2, y: 2, weight: 0 },
      ],
      10,
    );
    expect(spots).toHaveLength(2);
    expect(spots.map((s) => s.weight).sort()).toEqual([2, 5]);
  });

  it('gives the same spots whatever order the points come in', () => {
    const points = [
      { x: 3, y: 4, weight: 2 },
      { x: 8, y: 1, weight: 1 },
      { x: 31, y: 40, weight: 7 },
    ];
    const sorted = (spots: { x: number; y: number; weight: number }[]) => [...spots].sort((a, b) => a.weight - b.weight);
    expect(sorted(binPoints([...points].reverse(), 10))).toEqual(sorted(binPoints(points, 10)));
  });
});

describe('heatAlpha', () => {
  it('draws the strongest spot fully and weaker ones on a square-root scale', () => {
    expect(heatAlpha(100, 100)).toBe(1);
    expect(heatAlpha(25, 100)).toBe(0.5);
    expect(heatAlpha(64, 100)).toBeCloseTo(0.8);
  });

  it('more people never draw fainter', () => {
    const alphas = [1, 2, 5, 10, 40, 100].map((people) => heatAlpha(people, 100));
    expect(alphas).toEqual([...alphas].sort((a, b) => a - b));
  });

  it('still shows one passenger next to a crowd, and nobody not at all', () => {
    expect(heatAlpha(1, 10_000)).toBe(HEAT_FLOOR);
    expect(heatAlpha(0, 10)).toBe(0);
    expect(heatAlpha(5, 0)).toBe(0);
  });
});

describe('the heat palette', () => {
  it('reads short and long hex colours', () => {
    expect(hexRgb('#1677ff')).toEqual([22, 119, 255]);
    expect(hexRgb('#f00')).toEqual([255, 0, 0]);
    expect(() => hexRgb('rgb(1, 2, 3)')).toThrow();
  });

  it('runs from the first colour (weak) to the last (strong) through the middle ones', () => {
    const palette = heatPalette(['#0000ff', '#00ff00', '#ff0000']);
    expect(palette).toHaveLength(256 * 4);
    expect([...palette.slice(0, 4)]).toEqual([0, 0, 255, 255]);
    expect([...palette.slice(255 * 4, 256 * 4)]).toEqual([255, 0, 0, 255]);
    const middle = [...palette.slice(128 * 4, 128 * 4 + 3)];
    expect(middle[1]).toBeGreaterThan(250);
  });

  it('colours each drawn pixel by how much heat reached it and keeps its opacity', () => {
    const palette = heatPalette(['#0000ff', '#ff0000']);
    const pixels = new Uint8ClampedArray([0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 10]);
    colourise(pixels, palette);
    expect([...pixels.slice(0, 4)]).toEqual([0, 0, 0, 0]);
    expect([...pixels.slice(4, 8)]).toEqual([255, 0, 0, 255]);
    expect(pixels[11]).toBe(10);
    expect(pixels[10]).toBeGreaterThan(pixels[8]!);
  });
});

describe('heatTotals', () => {
  it('counts the points and the people they stand for', () => {
    expect(
      heatTotals([
        [114.05, 22.54, 3],
        [114.06, 22.55, 1],
      ]),
    ).toEqual({ points: 2, people: 4 });
  });
});
