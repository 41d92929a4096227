import { describe, expect, it } from 'vitest';
import { buyTicketQuery, readBuyTicketDraft } from './buy-ticket-draft';

describe('buy-ticket draft', () => {
  it('round-trips through the query string', () => {
    const draft = { lineId: '12', time: '07:30', boardSeq: 0, alightSeq: 3, dates: ['2026-11-23', '2026-11-24'], passengerIds: ['5', '6'] };
    const query = new URLSearchParams(Object.entries(buyTicketQuery(draft)).filter((e): e is [string, string] => e[1] !== undefined));
    expect(readBuyTicketDraft(`?${query.toString()}`)).toEqual(draft);
  });

  it('carries the stations of a route search', () => {
    const draft = { lineId: '12', boardStationId: '301', alightStationId: '305' };
    const query = buyTicketQuery(draft);
    expect(query).toMatchObject({ lineId: '12', boardStationId: '301', alightStationId: '305' });
    expect(readBuyTicketDraft('?lineId=12&boardStationId=301&alightStationId=305')).toMatchObject(draft);
  });

  it.each([
    ['', null],
    ['?lineId=abc', null],
    ['?lineId=0', null],
  ])('needs a valid lineId: %s', (search, expected) => {
    expect(readBuyTicketDraft(search)).toBe(expected);
  });

  it('drops malformed parts and repeats', () => {
    expect(readBuyTicketDraft('?lineId=7&time=7:30&board=x&alight=1234&dates=2026-11-23,bad,2026-11-23&passengerIds=1,,0,2')).toEqual({
      lineId: '7',
      time: undefined,
      boardSeq: undefined,
      alightSeq: undefined,
      dates: ['2026-11-23'],
      passengerIds: ['1', '2'],
    });
  });

  it('carries the coupon 去使用 came from, a valid id only', () => {
    expect(buyTicketQuery({ lineId: '12', userCouponId: '88' })).toMatchObject({ lineId: '12', userCouponId: '88' });
    expect(readBuyTicketDraft('?lineId=12&userCouponId=88')?.userCouponId).toBe('88');
    expect(readBuyTicketDraft('?lineId=12&userCouponId=x1')?.userCouponId).toBeUndefined();
  });
});
