import { describe, expect, it } from 'vitest';
import { passDayStateOf } from './pass-day-state';

const boardsAt = new Date('2026-10-08T00:00:00Z');
const before = new Date('2026-10-07T23:50:00Z');
const after = new Date('2026-10-08T00:05:00Z');

describe('a pass day’s state', () => {
  it('reads a checked ticket as ridden and a refunded one as refunded, whenever asked', () => {
    expect(passDayStateOf({ status: 'used', boardsAt }, after)).toBe('checkedIn');
    expect(passDayStateOf({ status: 'refunded', boardsAt }, before)).toBe('refunded');
    expect(passDayStateOf({ status: 'pending', boardsAt }, before)).toBe('unpaid');
  });

  it('reads a valid ticket as to ride until the bus is due at the boarding stop, missed from then on', () => {
    expect(passDayStateOf({ status: 'valid', boardsAt }, before)).toBe('toRide');
    expect(passDayStateOf({ status: 'valid', boardsAt }, boardsAt)).toBe('missed');
    expect(passDayStateOf({ status: 'valid', boardsAt }, after)).toBe('missed');
  });

  it('leaves out a released ticket (an order that ended unpaid): no day of the pass', () => {
    expect(passDayStateOf({ status: 'released', boardsAt }, before)).toBeNull();
  });
});
