import { describe, expect, it } from 'vitest';
import { checkWindowOf, toCheckWindow, windowPosition } from './check-window';

const BOARDS_AT = new Date('2026-09-29T00:00:00Z');
const window = checkWindowOf(BOARDS_AT, { checkOpensMinutes: 60, checkClosesMinutes: 30 });
const at = (minutes: number) => new Date(BOARDS_AT.getTime() + minutes * 60_000);

describe('check window', () => {
  it('opens an hour before boarding and closes half an hour after', () => {
    expect(toCheckWindow(window)).toEqual({ opensAt: '2026-09-28T23:00:00.000Z', closesAt: '2026-09-29T00:30:00.000Z' });
  });

  it.each([
    [-61, 'before'],
    [-60, 'open'],
    [0, 'open'],
    [30, 'open'],
    [30.01, 'after'],
    [24 * 60, 'after'],
  ] as const)('%s minutes from boarding: %s', (minutes, position) => {
    expect(windowPosition(window, at(minutes))).toBe(position);
  });

  it('follows the configuration', () => {
    expect(toCheckWindow(checkWindowOf(BOARDS_AT, { checkOpensMinutes: 0, checkClosesMinutes: 0 }))).toEqual({
      opensAt: BOARDS_AT.toISOString(),
      closesAt: BOARDS_AT.toISOString(),
    });
  });
});
