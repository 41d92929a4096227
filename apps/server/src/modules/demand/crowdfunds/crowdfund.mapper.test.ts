import { describe, expect, it } from 'vitest';
import type { PresaleOrderRow } from '../../buying/presales/presales.service';
import { clockOf, planOf, toAssembleLine, type CrowdfundDepartureRow, type CrowdfundStopRow } from './crowdfund.mapper';
import { crowdfundNotices } from './crowdfund-notices';
import { myStateOf } from './crowdfunds.service';
import type { CrowdfundRow } from './crowdfunds.repository';

const row = (over: Partial<CrowdfundRow> = {}): CrowdfundRow => ({
  id: 7,
  line_id: 70,
  city_id: 440300,
  status: 'gathering',
  kind: 'line',
  period_kind: 'workWeek',
  period_dates: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'],
  first_day: '2026-12-07',
  departure_minutes: 470,
  weekdays: [1, 2, 3, 4, 5],
  follows_cn_workdays: true,
  price_cents: 800,
  seats: 10,
  target: 3,
  deadline: new Date('2026-12-03T12:00:00Z'),
  share_code: 'AbCdEfGh12',
  close_reason: '',
  ended_at: null,
  settled_at: null,
  settle_claimed_at: null,
  notified_at: null,
  created_by: 1,
  created_at: new Date('2026-11-28T00:00:00Z'),
  updated_at: new Date('2026-11-28T00:00:00Z'),
  line_code: 'Z1',
  line_name: '科技园—市民中心',
  ...over,
});

const stops: CrowdfundStopRow[] = [
  { seq: 0, station_id: 1, name: '科技园', lng: 113.95, lat: 22.54, minutes_from_start: 0, can_board: true, can_alight: false },
  { seq: 1, station_id: 2, name: '车公庙', lng: 114.02, lat: 22.535, minutes_from_start: 20, can_board: true, can_alight: true },
  { seq: 2, station_id: 3, name: '市民中心', lng: 114.06, lat: 22.543, minutes_from_start: 35, can_board: false, can_alight: true },
];

const departures = (dates: string[], over: Partial<CrowdfundDepartureRow> = {}): CrowdfundDepartureRow[] =>
  dates.map((service_date, i) => ({ id: 100 + i, service_date, status: 'scheduled', capacity: 10, seats_sold: 4, ...over }));

const order = (over: Partial<PresaleOrderRow>): PresaleOrderRow => ({
  id: 1,
  order_no: 'UD1',
  user_id: 9,
  status: 'paid',
  payable_cents: 4000,
  created_at: new Date(),
  riders: 1,
  live_riders: 1,
  live_ticket_ids: [11],
  refunded_cents: 0,
  ...over,
});

describe('a crowdfund as passengers see it', () => {
  it('times each stop from the departure, and counts the period and the first date’s seats', () => {
    const line = toAssembleLine(row(), stops, departures(row().period_dates), 2);
    expect(line.stops.map((s) => s.time)).toEqual(['07:50', '08:10', '08:25']);
    expect(line).toMatchObject({ periodCents: 4000, seatsLeft: 6, committed: 2, departureTime: '07:50', status: 'gathering' });
  });

  it('has no seats left once its first departure is stopped', () => {
    expect(toAssembleLine(row(), stops, departures(row().period_dates, { status: 'cancelled' }), 0).seatsLeft).toBe(0);
  });

  it('wraps a time past midnight', () => {
    expect(clockOf(1450)).toBe('00:10');
    expect(clockOf(0)).toBe('00:00');
  });
});

describe('what committing buys', () => {
  it('is every period date’s departure, from the first stop one may board at to the last one may alight at', () => {
    expect(planOf(row(), stops, departures(row().period_dates))).toEqual({ lineId: '70', departureIds: ['100', '101', '102', '103', '104'], boardSeq: 0, alightSeq: 2 });
  });

  it('is nothing when a period date has no running departure', () => {
    expect(planOf(row(), stops, departures(row().period_dates.slice(1)))).toBeNull();
    expect(planOf(row(), stops, departures(row().period_dates, { status: 'cancelled' }))).toBeNull();
  });
});

describe('my part in a crowdfund', () => {
  it('is committed while an order has riders, refunded once money went back, joined with a pending order or a join', () => {
    expect(myStateOf([order({})], false)).toEqual({ state: 'committed', orderNo: 'UD1', refundedCents: 0 });
    expect(myStateOf([order({ status: 'refunded', live_riders: 0, refunded_cents: 4000 })], true)).toEqual({ state: 'refunded', orderNo: 'UD1', refundedCents: 4000 });
    expect(myStateOf([order({ status: 'pending', live_riders: 0 })], false)).toEqual({ state: 'joined', orderNo: 'UD1', refundedCents: 0 });
    expect(myStateOf([], true)).toEqual({ state: 'joined', orderNo: null, refundedCents: 0 });
    expect(myStateOf([], false)).toEqual({ state: null, orderNo: null, refundedCents: 0 });
  });
});

describe('the text messages', () => {
  it('say what happened in Chinese, with the amount in yuan', () => {
    expect(crowdfundNotices.failed({ productName: '优点巴士', phone: '13800138000', lineCode: 'Z1', reason: '未成团', amountCents: 4000 }).text).toBe(
      '【优点巴士】您参与众筹的定制线路 Z1 未成团，已支付的 40.00 元已全额原路退回。',
    );
    expect(crowdfundNotices.opened({ productName: '优点巴士', phone: '13800138000', lineCode: 'Z1', firstDay: '2026-12-07', time: '07:50' }).text).toContain('12月7日 07:50 首班发车');
  });
});
