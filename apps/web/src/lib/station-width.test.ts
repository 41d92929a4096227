import { describe, expect, it } from 'vitest';
import {
  FALLBACK_ALIAS_WIDTH,
  FALLBACK_NAME_WIDTH,
  type Station,
  stationDisplayName,
  stationWidths,
} from './station-width';

const at = { lng: 114.05454, lat: 22.52291 };

describe('stationDisplayName', () => {
  it.each<[string, Station, string]>([
    ['name', { ...at, name: '福田站', stationName: '旧名' }, '福田站'],
    ['stationName when name is missing', { ...at, stationName: '车公庙' }, '车公庙'],
    ['stationName when name is empty', { ...at, name: '', stationName: '车公庙' }, '车公庙'],
    ['empty when neither', { ...at, alias: 'B口' }, ''],
  ])('uses %s', (_label, station, expected) => {
    expect(stationDisplayName(station)).toBe(expected);
  });
});

describe('stationWidths', () => {
  it('has fallback constants 400 and 200', () => {
    expect([FALLBACK_NAME_WIDTH, FALLBACK_ALIAS_WIDTH]).toEqual([400, 200]);
  });

  it.each<[string, Station, number | undefined, { nameWidth: number; aliasWidth: number }]>([
    ['name and alias measured', { ...at, name: '福田站', alias: 'B口' }, undefined, { nameWidth: 90, aliasWidth: 45 }],
    ['stationName measured', { ...at, stationName: 'Futian' }, undefined, { nameWidth: 90, aliasWidth: 0 }],
    ['alias only', { ...at, alias: '地铁口' }, undefined, { nameWidth: 0, aliasWidth: 90 }],
    ['exactly the total fits', { ...at, name: '一二三四五六七八九十', alias: '一二三四五六七八九十' }, 600, { nameWidth: 300, aliasWidth: 300 }],
    ['zero width falls back', { ...at }, undefined, { nameWidth: 400, aliasWidth: 200 }],
    ['empty strings fall back', { ...at, name: '', alias: '' }, undefined, { nameWidth: 400, aliasWidth: 200 }],
    ['overflow falls back', { ...at, name: '一二三四五六七八九十一', alias: '一二三四五六七八九十' }, 600, { nameWidth: 400, aliasWidth: 200 }],
    ['custom total respected', { ...at, name: '福田站', alias: 'B口' }, 120, { nameWidth: 400, aliasWidth: 200 }],
    ['custom total that fits', { ...at, name: '福田站', alias: 'B口' }, 135, { nameWidth: 90, aliasWidth: 45 }],
  ])('%s', (_label, station, total, expected) => {
    expect(stationWidths(station, total)).toEqual(expected);
  });
});
