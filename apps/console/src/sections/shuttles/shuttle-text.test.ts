import { describe, expect, it } from 'vitest';
import { shanghaiToday } from '../../lib/format';
import { capacityText, isQuoteLapsed, shiftText, sitesText, sortedShifts } from './shuttle-text';

describe('a shuttle request on screen', () => {
  it('reads its shifts in the order of the day, to work before off work', () => {
    const shifts = sortedShifts([
      { time: '18:00', direction: 'offWork' },
      { time: '08:30', direction: 'offWork' },
      { time: '08:30', direction: 'toWork' },
    ]);
    expect(shifts.map(shiftText)).toEqual(['上班 08:30', '下班 08:30', '下班 18:00']);
  });

  it('names its sites on one line', () => {
    expect(sitesText([{ name: '星河电子园区', lng: 113.9, lat: 22.5 }, { name: '福田站', lng: 114, lat: 22.5 }])).toBe('星河电子园区、福田站');
    expect(sitesText([])).toBe('—');
  });

  it('shows a quote\u2019s vehicles with the seats in all', () => {
    expect(capacityText(3, 45)).toBe('3 辆 × 45 座（共 135 座）');
  });
});

describe('a quote\u2019s validity', () => {
  it('holds to the end of its last day in Shanghai', () => {
    expect(isQuoteLapsed({ validUntil: '2026-12-12' }, '2026-12-12')).toBe(false);
    expect(isQuoteLapsed({ validUntil: '2026-12-12' }, '2026-12-13')).toBe(true);
  });

  it('counts days in Shanghai: 16:05 UTC is already the next day there', () => {
    expect(shanghaiToday(new Date('2026-12-12T15:59:00.000Z'))).toBe('2026-12-12');
    expect(shanghaiToday(new Date('2026-12-12T16:05:00.000Z'))).toBe('2026-12-13');
  });
});
