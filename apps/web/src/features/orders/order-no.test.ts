import { describe, expect, it } from 'vitest';
import { isOrderNo, readOrderNo } from './order-no';

describe('order numbers', () => {
  it.each([
    ['UD20260603081500123456', true],
    ['UD2026060308150012345', false],
    ['UD202606030815001234567', false],
    ['ud20260603081500123456', false],
    ['20260603081500123456UD', false],
    ['', false],
    [null, false],
  ])('%s is an order number: %s', (value, expected) => {
    expect(isOrderNo(value)).toBe(expected);
  });

  it.each([
    ['?orderNo=UD20260603081500123456', 'UD20260603081500123456'],
    ['?orderNo=UD20260603081500123456&x=1', 'UD20260603081500123456'],
    ['?orderNo=UD123', null],
    ['?order=UD20260603081500123456', null],
    ['', null],
  ])('%s → %s', (search, orderNo) => {
    expect(readOrderNo(search)).toBe(orderNo);
  });
});
