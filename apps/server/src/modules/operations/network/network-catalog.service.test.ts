import { describe, expect, it } from 'vitest';
import { weekdaysLabel } from './network-catalog.service';

describe('weekdaysLabel', () => {
  it('names the usual patterns and lists the others in Chinese', () => {
    expect(weekdaysLabel(0b1111111)).toBe('每天');
    expect(weekdaysLabel(0b0011111)).toBe('周一至周五');
    expect(weekdaysLabel(0b1100000)).toBe('周末');
    expect(weekdaysLabel(0b0000101)).toBe('周一、周三');
    expect(weekdaysLabel(0)).toBe('不按星期运行');
  });
});
