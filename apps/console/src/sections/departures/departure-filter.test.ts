import { describe, expect, it } from 'vitest';
import { initialFilter, shanghaiDayOf, toListQuery } from './departure-filter';

describe('departure filter', () => {
  it('starts on today in Shanghai, seven days, every line and status', () => {
    // 2026-11-27 20:30 UTC is already the 28th in Shanghai.
    const now = Date.parse('2026-11-27T20:30:00Z');
    expect(shanghaiDayOf(now)).toBe('2026-11-28');
    expect(initialFilter(now)).toEqual({ from: '2026-11-28', to: '2026-12-04', page: 1, pageSize: 50 });
  });

  it('leaves absent choices out of the query', () => {
    expect(toListQuery({ from: '2026-11-28', to: '2026-11-28', page: 2, pageSize: 50 })).toEqual({ from: '2026-11-28', to: '2026-11-28', page: 2, pageSize: 50 });
    expect(toListQuery({ from: '2026-11-28', to: '2026-11-29', page: 1, pageSize: 50, lineId: '7', status: 'cancelled' })).toMatchObject({ lineId: '7', status: 'cancelled' });
  });
});
