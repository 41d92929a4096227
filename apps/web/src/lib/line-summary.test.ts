import { describe, expect, it } from 'vitest';
import {
  addMinutesToClock,
  formatFirstDeparture,
  formatLineDuration,
  formatLinePrice,
  formatPrice,
  formatRoute,
  lineTypeKeys,
  lineTypeLabel,
  stopMark,
} from './line-summary';

describe('line summary formatting', () => {
  it.each([
    ['commute', '通勤'],
    ['custom', '定制'],
    ['enterprise', '企业'],
    ['company', '公司'],
    ['school', '校园'],
    ['carpool', '拼车'],
    ['holiday', '假日'],
    ['tour', '旅游'],
    ['shuttle', '线路'],
  ])('labels type %s as %s', (type, label) => {
    expect(lineTypeLabel(type)).toBe(label);
  });

  it('knows every line type of DESIGN "Data"', () => {
    expect(lineTypeKeys).toEqual(['commute', 'custom', 'enterprise', 'company', 'school', 'carpool', 'holiday', 'tour']);
  });

  it.each([
    [1500, '15.00元'],
    [1350, '13.50元'],
    [5, '0.05元'],
    [0, '0.00元'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it.each([
    [{ priceCents: 0, isPriced: false }, '暂未定价'],
    [{ priceCents: 600, isPriced: true, hasStopFares: true }, '6.00元起'],
    [{ priceCents: 800, isPriced: true, hasStopFares: false }, '8.00元'],
    [{ priceCents: 800 }, '8.00元'],
  ])('shows a line priced %j as %s', (line, text) => {
    expect(formatLinePrice(line)).toBe(text);
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => formatPrice(12.5)).toThrow(RangeError);
  });

  it('writes the route from the first to the last stop', () => {
    expect(formatRoute({ startStationName: '清湖', endStationName: '南山科技园' })).toBe('清湖 → 南山科技园');
  });

  it('says when the first bus leaves, or that there is none', () => {
    expect(formatFirstDeparture('07:00')).toBe('首班 07:00');
    expect(formatFirstDeparture(null)).toBe('暂无班次');
  });

  it('gives the whole-trip duration in minutes and leaves out an unknown one', () => {
    expect(formatLineDuration(45)).toBe('全程约45分钟');
    expect(formatLineDuration(90)).toBe('全程约90分钟');
    expect(formatLineDuration(0)).toBe('');
  });

  it.each([
    ['07:30', 25, '07:55'],
    ['07:50', 15, '08:05'],
    ['23:50', 20, '00:10'],
    ['00:05', -10, '23:55'],
    ['7:30', 5, null],
    ['', 5, null],
  ])('%s plus %i minutes is %s', (time, minutes, expected) => {
    expect(addMinutesToClock(time, minutes)).toBe(expected);
  });

  it.each([
    [true, true, '上下车'],
    [true, false, '仅上车'],
    [false, true, '仅下车'],
    [false, false, '不停靠'],
  ])('marks a stop (board %s, alight %s) as %s', (canBoard, canAlight, mark) => {
    expect(stopMark({ canBoard, canAlight })).toBe(mark);
  });
});
