import { describe, expect, it } from 'vitest';
import { co2Parts, earliestRideText, kilometresText, timeOnBusText, yuanText } from './review-text';

describe('review text', () => {
  it('says kilometres with one decimal', () => {
    expect(kilometresText(0)).toBe('0.0');
    expect(kilometresText(12_345)).toBe('12.3');
  });

  it('says the time on the bus in hours and minutes', () => {
    expect(timeOnBusText(0)).toBe('0 分钟');
    expect(timeOnBusText(45)).toBe('45 分钟');
    expect(timeOnBusText(120)).toBe('2 小时');
    expect(timeOnBusText(605)).toBe('10 小时 5 分');
  });

  it('says CO2 in grams below a kilogram, in kilograms above', () => {
    expect(co2Parts(999)).toEqual(['999', '克']);
    expect(co2Parts(12_345)).toEqual(['12.3', '千克']);
  });

  it('says money in yuan from cents', () => {
    expect(yuanText(250)).toBe('¥2.50');
  });

  it('says the earliest ride with its date, time, line and stop', () => {
    expect(earliestRideText({ date: '2026-03-02', boardsAt: '06:50', lineCode: 'M101', lineName: '福田—南山', boardName: '市民中心' })).toBe(
      '3月2日 06:50 · M101 市民中心上车',
    );
  });
});
