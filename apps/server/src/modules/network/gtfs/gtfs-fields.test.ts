import { describe, expect, it } from 'vitest';
import { GtfsError } from './gtfs-error';
import { fieldsOf } from './gtfs-fields';

const row = (values: Record<string, string>) => fieldsOf('stops.txt', { line: 7, values });
const failure = (read: () => unknown): GtfsError => {
  try {
    read();
  } catch (error) {
    if (error instanceof GtfsError) return error;
    throw error;
  }
  throw new Error('expected a GtfsError');
};

describe('GTFS field parsing', () => {
  it.each([
    ['07:00:00', 25_200],
    ['7:05:30', 25_530],
    ['23:59:59', 86_399],
    ['24:10:00', 87_000], // after midnight, same service day
    ['47:59:00', 172_740],
  ])('reads time %s as %i seconds', (value, seconds) => {
    expect(row({ t: value }).time('t')).toBe(seconds);
  });

  it('reads an empty time as null', () => {
    expect(row({ t: '' }).time('t')).toBeNull();
  });

  it.each(['07:60:00', '07:00', '7h00', 'ab:cd:ef', '07:00:61', '-1:00:00'])('refuses time "%s"', (value) => {
    const error = failure(() => row({ t: value }).time('t'));
    expect(error).toMatchObject({ file: 'stops.txt', line: 7 });
    expect(error.reason).toContain('is not a time HH:MM:SS');
  });

  it.each([
    ['20260101', '2026-01-01'],
    ['20240229', '2024-02-29'],
    ['20271231', '2027-12-31'],
  ])('reads date %s as %s', (value, iso) => {
    expect(row({ d: value }).date('d')).toBe(iso);
  });

  it.each(['20260230', '20251301', '2026-01-01', '2026011', '', '20250229'])('refuses date "%s"', (value) => {
    expect(failure(() => row({ d: value }).date('d')).reason).toBe(`d "${value}" is not a date YYYYMMDD`);
  });

  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0.05', 5],
    ['19.99', 1999],
    ['0', 0],
  ])('reads price %s yuan as %i cents, exactly', (value, cents) => {
    expect(row({ price: value }).cents('price')).toBe(cents);
  });

  it.each(['12.345', '-1', '1e3', '12,5', '', '¥12'])('refuses price "%s"', (value) => {
    expect(failure(() => row({ price: value }).cents('price')).reason).toContain('is not a price in yuan');
  });

  it.each([
    ['stop_lat', '22.54', 22.54],
    ['stop_lat', '-90', -90],
    ['stop_lon', '113.95', 113.95],
    ['stop_lon', '180', 180],
  ])('reads %s %s', (column, value, expected) => {
    const f = row({ [column]: value });
    expect(column === 'stop_lat' ? f.latitude(column) : f.longitude(column)).toBe(expected);
  });

  it.each([
    ['stop_lat', '90.5', 'stop_lat 90.5 is out of range (-90..90)'],
    ['stop_lon', '-180.1', 'stop_lon -180.1 is out of range (-180..180)'],
    ['stop_lat', 'abc', 'stop_lat "abc" is not a number'],
    ['stop_lat', '', 'stop_lat is empty'],
  ])('refuses %s "%s"', (column, value, reason) => {
    const f = row({ [column]: value });
    const error = failure(() => (column === 'stop_lat' ? f.latitude(column) : f.longitude(column)));
    expect(error).toMatchObject({ file: 'stops.txt', line: 7, reason });
    expect(error.message).toBe(`stops.txt line 7: ${reason}`);
  });

  it('reads whole numbers within range, with a fallback for empty', () => {
    expect(row({ n: '45' }).integer('n', { min: 1, max: 100 })).toBe(45);
    expect(row({ n: '' }).integer('n', { min: 1, max: 100, fallback: 45 })).toBe(45);
    expect(row({}).integer('n', { min: 1, max: 100, fallback: 45 })).toBe(45);
    expect(failure(() => row({ n: '4.5' }).integer('n', { min: 1, max: 100 })).reason).toBe('n "4.5" is not a whole number');
    expect(failure(() => row({ n: '0' }).integer('n', { min: 1, max: 100 })).reason).toBe('n 0 is out of range (1..100)');
  });

  it('reads 0/1 flags', () => {
    expect(row({ f: '1' }).flag('f')).toBe(true);
    expect(row({ f: '0' }).flag('f')).toBe(false);
    expect(row({ f: '' }).flag('f')).toBe(false);
    expect(row({ f: '' }).flag('f', true)).toBe(true);
    expect(failure(() => row({ f: '2' }).flag('f')).reason).toBe('f 2 is out of range (0..1)');
  });
});
