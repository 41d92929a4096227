import { describe, expect, it } from 'vitest';
import { demandStatusTag, peopleText, progressPercent, windowText } from './demand-text';

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
