import { describe, expect, it } from 'vitest';
import { byteLength, TEXT_WIDTH_PER_BYTE, textWidth } from './text-width';

describe('byteLength', () => {
  it.each<[string, number]>([
    ['', 0],
    ['abc', 3],
    ['A1 -', 4],
    ['\u00ff', 1],
    ['\u0100', 2],
    ['é', 1],
    ['深圳', 4],
    ['深圳北站B口', 11],
    ['，', 2],
    ['😀', 2],
    ['a😀b', 4],
  ])('%j → %i', (text, expected) => {
    expect(byteLength(text)).toBe(expected);
  });
});

describe('textWidth', () => {
  it('is 15 per byte', () => {
    expect(TEXT_WIDTH_PER_BYTE).toBe(15);
  });

  it.each<[string, number]>([
    ['', 0],
    ['abc', 45],
    ['深圳', 60],
    ['车公庙(1)', 135],
  ])('%j → %i', (text, expected) => {
    expect(textWidth(text)).toBe(expected);
  });
});
