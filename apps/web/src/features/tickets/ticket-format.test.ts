import { describe, expect, it } from 'vitest';
import { shanghaiInstant, windowEnds } from './ticket-format';

describe('ticket formatting (Asia/Shanghai)', () => {
  it('a check window within a day shows clock times, one spanning two days shows the dates', () => {
    expect(windowEnds({ opensAt: '2026-06-23T22:48:00.000Z', closesAt: '2026-06-24T00:18:00.000Z' })).toEqual(['06:48', '08:18']);
    expect(windowEnds({ opensAt: '2026-11-21T00:30:00.000Z', closesAt: '2026-11-22T01:00:00.000Z' })).toEqual(['11月21日 08:30', '11月22日 09:00']);
    expect(windowEnds({ opensAt: 'soon', closesAt: '2026-11-22T01:00:00.000Z' })).toBeNull();
  });

  it('finds the instant of a stop time, on the next day after midnight', () => {
    expect(new Date(shanghaiInstant('2026-06-24', '07:48')).toISOString()).toBe('2026-06-23T23:48:00.000Z');
    expect(new Date(shanghaiInstant('2026-06-24', '00:10', '2026-06-24T15:50:00.000Z')).toISOString()).toBe('2026-06-24T16:10:00.000Z');
  });
});
