import { describe, expect, it } from 'vitest';
import { centsToYuan, formatDistance, formatDuration, formatYuan } from './format';

describe('formatDistance', () => {
  it.each<[number, string]>([
    [0, '0米'],
    [12.4, '12米'],
    [12.5, '13米'],
    [999, '999米'],
    [1000, '1000米'],
    [1000.4, '1.00公里'],
    [1001, '1.00公里'],
    [1006, '1.01公里'],
    [1234, '1.23公里'],
    [25_000, '25.00公里'],
  ])('%d m → %s', (meters, expected) => {
    expect(formatDistance(meters)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each<[number, string]>([
    [0, '0秒'],
    [1, '1秒'],
    [59, '59秒'],
    [59.4, '59秒'],
    [60, '1分钟'],
    [89, '1分钟'],
    [90, '2分钟'],
    [3600, '60分钟'],
  ])('%d s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('centsToYuan', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 0.01],
    [100, 1],
    [1250, 12.5],
    [-300, -3],
  ])('%i cents → %d yuan', (cents, expected) => {
    expect(centsToYuan(cents)).toBe(expected);
  });
});

describe('formatYuan', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [-0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [1250, '12.50'],
    [30, '0.30'],
    [123456789, '1234567.89'],
    [-1, '-0.01'],
    [-1250, '-12.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatYuan(cents)).toBe(expected);
  });
});

describe('non-integer cents', () => {
  it.each<[number]>([[12.5], [0.1 + 0.2], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 60]])(
    '%d is rejected with a RangeError',
    (cents) => {
      expect(() => formatYuan(cents)).toThrow(RangeError);
      expect(() => centsToYuan(cents)).toThrow(RangeError);
    },
  );
});
