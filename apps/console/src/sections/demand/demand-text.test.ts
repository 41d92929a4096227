import { describe, expect, it } from 'vitest';
import { demandStatusTag, peopleText, progressPercent, weekdaysText, windowText } from './demand-text';

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

describe('a demand on screen', () => {
  it('says whether the window is when to arrive or when to leave', () => {
    expect(windowText('arrive', '07:30', '08:00')).toBe('到达 07:30–08:00');
    expect(windowText('depart', '18:00', '18:30')).toBe('出发 18:00–18:30');
  });

  it('counts the colleagues who added themselves only when there are some', () => {
    expect(peopleText(3, 0)).toBe('3 人');
    expect(peopleText(3, 2)).toBe('3 人 + 同路 2');
  });

  it('labels a status with the contract\u2019s words', () => {
    expect(demandStatusTag('submitted').label).toBe('已提交');
    expect(demandStatusTag('evaluating').label).toBe('评估中');
    expect(demandStatusTag('failed').label).toBe('未成团');
  });
});

describe('progressPercent', () => {
  it('is demands over target, whole, and full once the target is passed', () => {
    expect(progressPercent(0, 100)).toBe(0);
    expect(progressPercent(37, 100)).toBe(37);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(150, 100)).toBe(100);
  });
});
