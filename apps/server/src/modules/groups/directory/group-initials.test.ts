import { describe, expect, it } from 'vitest';
import { initialsOf, storedInitials } from './group-initials';

describe('initialsOf', () => {
  it.each([
    ['优点科技', 'YDKJ'],
    ['深圳市腾飞科技有限公司', 'SZSTFKJYXGS'],
    ['重庆银行', 'CQYH'],
    ['ABC软件（深圳）2号', 'ABCRJSZ2H'],
    ['udian tech', 'UDIANTECH'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('storedInitials', () => {
  it('keeps the name’s and the short name’s initials, space separated, once each', () => {
    expect(storedInitials('优点科技', '优点')).toBe('YDKJ YD');
    expect(storedInitials('优点科技', '')).toBe('YDKJ');
    expect(storedInitials('优点', '优点')).toBe('YD');
  });
});
