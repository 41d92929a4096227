import { errorCatalogue } from '@udian/contracts/meta-codes';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { checkPresale } from './presale-rules';
import type { PresaleRow } from './presales.repository';

const NOW = new Date('2026-12-01T04:00:00Z');
const presale = (over: Partial<PresaleRow> = {}): PresaleRow => ({
  line_id: 1,
  status: 'presale',
  dates: ['2026-12-07', '2026-12-08', '2026-12-09'],
  sales_close_at: new Date('2026-12-03T12:00:00Z'),
  ...over,
});

const refusal = (run: () => void): number | null => {
  try {
    run();
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : -1;
  }
};

describe('a presale', () => {
  it('takes an order for exactly its dates before its sales close', () => {
    expect(refusal(() => checkPresale(presale(), ['2026-12-07', '2026-12-08', '2026-12-09'], NOW))).toBeNull();
  });

  it('refuses some of its dates, or other dates, with how many days to buy', () => {
    expect(refusal(() => checkPresale(presale(), ['2026-12-07'], NOW))).toBe(errorCatalogue.assemblePeriodOnly.code);
    expect(refusal(() => checkPresale(presale(), ['2026-12-07', '2026-12-08', '2026-12-10'], NOW))).toBe(errorCatalogue.assemblePeriodOnly.code);
    expect(() => checkPresale(presale(), ['2026-12-07'], NOW)).toThrow('参与众筹需一次购买首期全部 3 天的车票');
  });

  it('refuses everything once its sales have closed or it was closed (众筹已结束)', () => {
    expect(refusal(() => checkPresale(presale({ sales_close_at: NOW }), presale().dates, NOW))).toBe(errorCatalogue.assembleClosed.code);
    expect(refusal(() => checkPresale(presale({ status: 'closed' }), presale().dates, NOW))).toBe(errorCatalogue.assembleClosed.code);
  });

  it('once released, or on a line never presold, leaves the order to the usual rules', () => {
    expect(refusal(() => checkPresale(presale({ status: 'released' }), ['2026-12-20'], NOW))).toBeNull();
    expect(refusal(() => checkPresale(undefined, ['2026-12-20'], NOW))).toBeNull();
  });
});
