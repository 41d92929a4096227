import { describe, expect, it } from 'vitest';
import { notOnSaleText, passOfferOn, passPriceCents, saleTermsText } from './period-pass-rules';

const monthly = { kind: 'month', saleFrom: 20, saleTo: 25 } as const;
const weekly = { kind: 'week', saleFrom: 4, saleTo: 7 } as const;

describe('period pass rules', () => {
  it('sells next month inside the window (20th to 25th), both ends included', () => {
    for (const today of ['2026-05-20', '2026-05-25']) {
      expect(passOfferOn(monthly, today)).toEqual({
        period: { startsOn: '2026-06-01', endsOn: '2026-06-30' },
        sale: { startsOn: '2026-05-20', endsOn: '2026-05-25' },
        isOnSale: true,
      });
    }
  });

  it('before the window says when the same period goes on sale; after it, the next window and the month after', () => {
    expect(passOfferOn(monthly, '2026-05-19')).toMatchObject({ period: { startsOn: '2026-06-01' }, sale: { startsOn: '2026-05-20' }, isOnSale: false });
    expect(passOfferOn(monthly, '2026-05-26')).toEqual({
      period: { startsOn: '2026-07-01', endsOn: '2026-07-31' },
      sale: { startsOn: '2026-06-20', endsOn: '2026-06-25' },
      isOnSale: false,
    });
    expect(passOfferOn(monthly, '2026-12-26').period).toEqual({ startsOn: '2027-02-01', endsOn: '2027-02-28' });
  });

  it('a window past a short month ends on its last day: 29th-31st of February is the 28th', () => {
    const late = { kind: 'month', saleFrom: 29, saleTo: 31 } as const;
    expect(passOfferOn(late, '2026-02-28')).toMatchObject({ sale: { startsOn: '2026-02-28', endsOn: '2026-02-28' }, isOnSale: true, period: { startsOn: '2026-03-01' } });
    const always = { kind: 'month', saleFrom: 1, saleTo: 31 } as const;
    expect(passOfferOn(always, '2026-04-30')).toMatchObject({ isOnSale: true, period: { startsOn: '2026-05-01', endsOn: '2026-05-31' } });
  });

  it('sells next week from Thursday to Sunday, and says the next Thursday otherwise', () => {
    // 2026-06-04 is a Thursday, 06-07 a Sunday, 06-08 a Monday.
    expect(passOfferOn(weekly, '2026-06-07')).toEqual({
      period: { startsOn: '2026-06-08', endsOn: '2026-06-14' },
      sale: { startsOn: '2026-06-04', endsOn: '2026-06-07' },
      isOnSale: true,
    });
    expect(passOfferOn(weekly, '2026-06-08')).toMatchObject({ isOnSale: false, sale: { startsOn: '2026-06-11' }, period: { startsOn: '2026-06-15' } });
  });

  it('prices the days at the discount, half a cent up', () => {
    expect(passPriceCents(21 * 1500, 85)).toBe(26775);
    expect(passPriceCents(1001, 85)).toBe(851);
    expect(passPriceCents(3000, 100)).toBe(3000);
  });

  it('says the window and the next opening in words', () => {
    expect(saleTermsText(monthly)).toBe('每月 20 日至 25 日');
    expect(saleTermsText(weekly)).toBe('每周四至周日');
    expect(notOnSaleText(monthly, passOfferOn(monthly, '2026-05-26'))).toBe('月票每月 20 日至 25 日售卖下月月票，下次开售：6月20日');
    expect(notOnSaleText(weekly, passOfferOn(weekly, '2026-06-08'))).toBe('周票每周四至周日售卖下周周票，下次开售：6月11日');
  });
});
