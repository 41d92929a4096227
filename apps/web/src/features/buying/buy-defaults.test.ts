import { describe, expect, it } from 'vitest';
import { initialPassengerIds, initialTime } from './buy-defaults';

describe('initial time', () => {
  it.each([
    [['07:30', '08:00'], '08:00', '08:00'],
    [['07:30', '08:00'], '09:00', '07:30'],
    [['07:30', '08:00'], undefined, '07:30'],
    [[], '08:00', null],
  ])('times %j with draft %s start at %s', (times, wanted, expected) => {
    expect(initialTime(times, wanted)).toBe(expected);
  });
});

describe('initial riders', () => {
  const riders = [
    { passengerId: '1', isSelf: true },
    { passengerId: '2', isSelf: false },
    { passengerId: '3', isSelf: false },
  ];

  it.each<[string, string[] | undefined, string[], string[]]>([
    ['the draft wins', ['3', '2'], ['1'], ['2', '3']],
    ['a draft of riders no longer there chooses nobody', ['9'], ['1'], []],
    ['else the last choice of this tab', undefined, ['2', '9'], ['2']],
    ['else the account holder', undefined, [], ['1']],
    ['an empty draft list counts as none', [], ['3'], ['3']],
  ])('%s', (_name, draftIds, lastIds, expected) => {
    expect(initialPassengerIds(riders, draftIds, lastIds)).toEqual(expected);
  });

  it('never starts with more than six', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ passengerId: String(index + 1), isSelf: false }));
    expect(initialPassengerIds(many, many.map((rider) => rider.passengerId), [])).toHaveLength(6);
  });

  it('chooses nobody for an account without riders', () => {
    expect(initialPassengerIds([], undefined, ['1'])).toEqual([]);
  });
});
