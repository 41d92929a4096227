import { describe, expect, it } from 'vitest';
import { splitPayable, ticketShares } from './ticket-shares';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('splitPayable', () => {
  it.each([
    ['no discount: each pays its price', 2400, [800, 800, 800], [800, 800, 800]],
    ['an even discount', 1500, [800, 800, 800, 600], [400, 400, 400, 300]],
    ['a cent left over goes to the first of equal remainders', 1000, [800, 800, 800], [334, 333, 333]],
    ['two cents left over', 1100, [800, 800, 800], [367, 367, 366]],
    ['the largest remainder wins over the earlier index', 1000, [100, 200, 400], [143, 286, 571]],
    ['unequal prices', 1700, [800, 1200], [680, 1020]],
    ['free order', 0, [800, 800], [0, 0]],
    ['one ticket takes all', 755, [800], [755]],
    ['a free ticket takes nothing', 900, [0, 1000], [0, 900]],
    ['every price zero: split evenly', 5, [0, 0], [3, 2]],
  ])('%s', (_label, payable, prices, expected) => {
    expect(splitPayable(payable, prices)).toEqual(expected);
    expect(sum(splitPayable(payable, prices))).toBe(payable);
  });

  it('sums exactly and stays within a cent of the exact share, for many splits', () => {
    for (let payable = 0; payable <= 5000; payable += 37) {
      for (const prices of [[800, 800, 800], [500, 800, 1200, 300], [1, 2, 3, 4, 5, 6], [999, 1]]) {
        const total = sum(prices);
        if (payable > total) continue;
        const shares = splitPayable(payable, prices);
        expect(sum(shares)).toBe(payable);
        shares.forEach((share, i) => {
          const exact = (payable * prices[i]!) / total;
          expect(share).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(share).toBeLessThanOrEqual(Math.ceil(exact));
        });
      }
    }
  });

  it('refuses nonsense', () => {
    expect(splitPayable(0, [])).toEqual([]);
    expect(() => splitPayable(100, [])).toThrow(RangeError);
    expect(() => splitPayable(-1, [100])).toThrow(RangeError);
    expect(() => splitPayable(1.5, [100])).toThrow(RangeError);
    expect(() => splitPayable(100, [100, -5])).toThrow(RangeError);
  });
});

describe('ticketShares', () => {
  it('splits in ticket id order whatever order the tickets come in', () => {
    const shares = ticketShares(1000, [
      { id: 12, priceCents: 800 },
      { id: 10, priceCents: 800 },
      { id: 11, priceCents: 800 },
    ]);
    expect(Object.fromEntries(shares)).toEqual({ 10: 334, 11: 333, 12: 333 });
  });
});
