import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { ticketFare } from './group-fares';
import { pairFareOf, rideFareCents } from './stop-fares';

const zoned = { isPriced: true, pairFares: [{ boardSeq: 0, alightSeq: 3, priceCents: 600 }, { boardSeq: 1, alightSeq: 4, priceCents: 1100 }] };

describe('the fare between the chosen stops', () => {
  it('is the departure’s own price on a line without fares between stops', () => {
    expect(pairFareOf({ isPriced: true, pairFares: [] }, 0, 3)).toBeNull();
    expect(rideFareCents({ price_cents: 800 }, null)).toBe(800);
  });

  it('is the chosen pair’s fare where fares differ, whatever the departure says', () => {
    expect(pairFareOf(zoned, 1, 4)).toBe(1100);
    expect(rideFareCents({ price_cents: 600 }, 1100)).toBe(1100);
  });

  it('refuses a pair without a fare, an unpriced line and an unknown one', () => {
    expect(() => pairFareOf(zoned, 1, 3)).toThrow('该区间暂未定价，请选择其他上下车站点');
    expect(() => pairFareOf({ isPriced: false, pairFares: [] }, 0, 3)).toThrow('该线路暂未定价，暂不售票，请稍后再来');
    expect(() => pairFareOf(undefined, 0, 3)).toThrow(AppError);
  });

  it('keeps a member’s price on top of the pair fare: the member pays the lower, the group the rest', () => {
    const terms = { groupId: 7, payer: 'group' as const, memberPriceCents: 300 };
    expect(ticketFare(rideFareCents({ price_cents: 600 }, 1100), terms)).toEqual({ priceCents: 300, groupCents: 800 });
    expect(ticketFare(rideFareCents({ price_cents: 600 }, 200), terms)).toEqual({ priceCents: 200, groupCents: 0 });
  });
});
