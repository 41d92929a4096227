import { describe, expect, it } from 'vitest';
import { deadlineChoices, toStartBody, validateStart, type StartFields } from './start-carpool-rules';

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = Date.parse('2026-12-01T02:00:00Z');
const TODAY = '2026-12-01';

const fields = (over: Partial<StartFields> = {}): StartFields => ({
  from: { name: '科技园', detail: '南山区', lng: 113.953, lat: 22.5405, stationId: '12' },
  to: { name: '深圳北站', detail: '龙华区', lng: 114.0295, lat: 22.6093, stationId: null },
  date: '2026-12-02',
  time: '08:00',
  seats: 7,
  minimum: 3,
  deadlineHours: 12,
  ...over,
});

describe('the start form’s rules', () => {
  it('offers the deadlines still ahead and at least 30 minutes before departure', () => {
    expect(deadlineChoices('2026-12-02', '08:00', NOW)).toEqual([1, 2, 6, 12]);
    expect(deadlineChoices('2026-12-01', '12:30', NOW)).toEqual([1, 2]);
    expect(deadlineChoices('2026-12-01', '10:20', NOW)).toEqual([]);
  });

  it('takes a complete form, and sends the deadline as an instant', () => {
    expect(validateStart(fields(), TODAY, NOW)).toEqual({});
    expect(toStartBody(fields())).toEqual({
      from: { name: '科技园', lng: 113.953, lat: 22.5405, stationId: '12' },
      to: { name: '深圳北站', lng: 114.0295, lat: 22.6093, stationId: null },
      date: '2026-12-02',
      time: '08:00',
      seats: 7,
      minimum: 3,
      deadline: '2026-12-01T12:00:00.000Z',
    });
  });

  it('says what is missing or out of range, in Chinese', () => {
    expect(validateStart(fields({ from: null, to: null }), TODAY, NOW)).toMatchObject({ from: '请选择出发地', to: '请选择目的地' });
    expect(validateStart(fields({ to: { name: '科技园南', detail: '', lng: 113.953, lat: 22.536, stationId: null } }), TODAY, NOW).to).toContain('相距太近');
    expect(validateStart(fields({ to: { name: '广州塔', detail: '', lng: 113.3245, lat: 23.1064, stationId: null } }), TODAY, NOW).to).toContain('80 公里');
    expect(validateStart(fields({ date: '2026-12-16' }), TODAY, NOW).date).toContain('14 天内');
    expect(validateStart(fields({ date: TODAY, time: '10:30' }), TODAY, NOW).time).toBe('出发时间须在 1 小时之后');
    expect(validateStart(fields({ minimum: 8 }), TODAY, NOW).minimum).toContain('成行人数');
    expect(validateStart(fields({ deadlineHours: 48 }), TODAY, NOW).deadlineHours).toContain('报名截止时间');
  });
});
