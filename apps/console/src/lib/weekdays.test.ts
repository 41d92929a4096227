import { describe, expect, it } from 'vitest';
import { weekdaysText } from './weekdays';

describe('weekdaysText', () => {
  it.each([
    [[1, 2, 3, 4, 5], '周一至周五'],
    [[1, 2, 3, 4, 5, 6, 7], '每天'],
    [[6, 7], '周末'],
    [[1], '周一'],
    [[1, 3, 5], '周一、周三、周五'],
    [[1, 2], '周一、周二'],
    [[1, 2, 3, 5, 7], '周一至周三、周五、周日'],
    [[5, 6, 7], '周五至周日'],
    [[], '—'],
  ])('%j → %s', (days, text) => expect(weekdaysText(days)).toBe(text));

  it('reads days in any order, once each, and ignores what is no ISO weekday', () => {
    expect(weekdaysText([5, 1, 3, 3])).toBe('周一、周三、周五');
    expect(weekdaysText([0, 2, 8, 2.5])).toBe('周二');
  });
});
