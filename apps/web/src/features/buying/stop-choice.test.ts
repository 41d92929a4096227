import type { LineStop } from '@udian/contracts/schemas/lines';
import { describe, expect, it } from 'vitest';
import { alightingStops, boardingStops, changeBoarding, resolveStops } from './stop-choice';

const stop = (seq: number, canBoard: boolean, canAlight: boolean): LineStop => ({
  seq,
  stationId: String(seq + 1),
  name: `站${seq}`,
  alias: '',
  lng: 114,
  lat: 22,
  minutesFromStart: seq * 5,
  canBoard,
  canAlight,
});

// 0 board only, 1 both, 2 board only, 3 alight only, 4 both (nothing after it, so nobody boards there).
const stops = [stop(0, true, false), stop(1, true, true), stop(2, true, false), stop(3, false, true), stop(4, true, true)];

describe('stop choice', () => {
  it('boards only where passengers get on and some stop after lets them off', () => {
    expect(boardingStops(stops).map((item) => item.seq)).toEqual([0, 1, 2]);
  });

  it.each([
    [0, [1, 3, 4]],
    [1, [3, 4]],
    [3, [4]],
    [4, []],
  ])('after boarding at %i, alights at %j', (boardSeq, expected) => {
    expect(alightingStops(stops, boardSeq).map((item) => item.seq)).toEqual(expected);
  });

  it.each([
    ['defaults to the first and the last', {}, { boardSeq: 0, alightSeq: 4 }],
    ['keeps a valid draft', { boardSeq: 1, alightSeq: 3 }, { boardSeq: 1, alightSeq: 3 }],
    ['replaces a stop where nobody boards', { boardSeq: 3, alightSeq: 4 }, { boardSeq: 0, alightSeq: 4 }],
    ['replaces an alighting stop before the boarding one', { boardSeq: 2, alightSeq: 1 }, { boardSeq: 2, alightSeq: 4 }],
    ['replaces an alighting stop where nobody alights', { boardSeq: 0, alightSeq: 2 }, { boardSeq: 0, alightSeq: 4 }],
    ['starts at the stations of a route search', { boardStationId: '2', alightStationId: '4' }, { boardSeq: 1, alightSeq: 3 }],
    ['takes the boarding station alone, alighting at the last stop', { boardStationId: '3' }, { boardSeq: 2, alightSeq: 4 }],
    ['prefers stop numbers to stations', { boardSeq: 0, boardStationId: '3', alightStationId: '4' }, { boardSeq: 0, alightSeq: 3 }],
    ['falls back where the station is not a boarding stop', { boardStationId: '4', alightStationId: '99' }, { boardSeq: 0, alightSeq: 4 }],
    ['falls back where the alighting station comes before the boarding one', { boardStationId: '3', alightStationId: '2' }, { boardSeq: 2, alightSeq: 4 }],
  ])('%s', (_name, wanted, expected) => {
    expect(resolveStops(stops, wanted)).toEqual(expected);
  });

  it('has nothing to sell without a pair of stops', () => {
    expect(resolveStops([stop(0, true, false), stop(1, true, false)], {})).toBeNull();
    expect(resolveStops([], {})).toBeNull();
  });

  it.each([
    ['keeps the alighting stop still after the new boarding stop', { boardSeq: 0, alightSeq: 3 }, 1, { boardSeq: 1, alightSeq: 3 }],
    ['moves the alighting stop to the last when it is no longer after', { boardSeq: 0, alightSeq: 1 }, 2, { boardSeq: 2, alightSeq: 4 }],
  ])('changing the boarding stop %s', (_name, current, boardSeq, expected) => {
    expect(changeBoarding(stops, current, boardSeq)).toEqual(expected);
  });
});
