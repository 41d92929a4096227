import { describe, expect, it } from 'vitest';
import { initialReportFilter, shanghaiDayOf, toReportQuery } from './report-filter';

describe('the lateness reports\u2019 filter', () => {
  it('starts on the last seven Shanghai days through today, every line', () => {
    // 2026-11-28 17:30 UTC is already 11-29 in Shanghai.
    const now = Date.UTC(2026, 10, 28, 17, 30);
    expect(shanghaiDayOf(now)).toBe('2026-11-29');
    expect(initialReportFilter(now)).toEqual({ from: '2026-11-23', to: '2026-11-29', page: 1, pageSize: 50 });
  });

  it('leaves an absent line out of the query', () => {
    expect(toReportQuery({ from: '2026-11-01', to: '2026-11-07', page: 2, pageSize: 20 })).toEqual({ from: '2026-11-01', to: '2026-11-07', page: 2, pageSize: 20 });
    expect(toReportQuery({ lineId: '7', from: '2026-11-01', to: '2026-11-07', page: 1, pageSize: 20 })).toMatchObject({ lineId: '7' });
  });
});
