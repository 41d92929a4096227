import { describe, expect, it } from 'vitest';
import { cityKeys } from './city-keys';
import { couponKeys } from './coupon-keys';
import { etaKeys } from './eta-keys';
import { lineKeys } from './line-keys';
import { orderKeys } from './order-keys';
import { passengerKeys } from './passenger-keys';
import { ticketKeys } from './ticket-keys';

/** TanStack Query invalidates by prefix: a key under another starts with all of it. */
const isUnder = (key: readonly unknown[], parent: readonly unknown[]) => parent.every((part, index) => key[index] === part);

describe('query keys of the shared resources', () => {
  it('puts an order under its resource, so a cancel or a refund reaches every order query', () => {
    expect(orderKeys.detail('UD00000000000000000001')).toEqual(['orders', 'detail', 'UD00000000000000000001']);
    expect(isUnder(orderKeys.detail('UD1'), orderKeys.details())).toBe(true);
    expect(isUnder(orderKeys.details(), orderKeys.all)).toBe(true);
  });

  it('puts every ticket list under the lists a check marks stale', () => {
    const list = ticketKeys.list('v8', 'u1', 'toRide', 20);
    expect(list).toEqual(['tickets', 'list', 'v8', 'u1', 'toRide', 20]);
    expect(isUnder(list, ticketKeys.lists())).toBe(true);
    expect(isUnder(ticketKeys.lists(), ticketKeys.all)).toBe(true);
  });

  it('keys a line one way whichever page reads it', () => {
    expect(lineKeys.detail('7')).toEqual(['lines', 'detail', '7']);
    expect(lineKeys.list(440300, null)).toEqual(['lines', 'list', 440300, 'all']);
    expect(lineKeys.list(440300, 'commute')).toEqual(['lines', 'list', 440300, 'commute']);
    // The whole network of a city is one answer, not the first page of the paged list.
    expect(isUnder(lineKeys.cityLines(440300), ['lines', 'list'])).toBe(false);
    for (const key of [lineKeys.detail('7'), lineKeys.list(1, null), lineKeys.cityLines(1)]) expect(isUnder(key, lineKeys.all)).toBe(true);
  });

  it('keys riders by passenger under the key every rider change invalidates', () => {
    expect(passengerKeys.list('u1')).toEqual(['passengers', 'list', 'u1']);
    expect(isUnder(passengerKeys.list('u1'), passengerKeys.all)).toBe(true);
  });

  it('keys the city and live ETAs under their resources', () => {
    expect(cityKeys.current(113.95, 22.54)).toEqual(['city', 'current', 113.95, 22.54]);
    expect(cityKeys.effective()).toEqual(['city', 'effective']);
    expect(etaKeys.line('7', null)).toEqual(['eta', 'line', '7', 'all']);
    expect(etaKeys.line('7', '12')).toEqual(['eta', 'line', '7', '12']);
  });

  it('puts every coupon query under the coupons a claim or a redeem marks stale', () => {
    for (const key of [couponKeys.list('u1', 'usable'), couponKeys.summary('u1'), couponKeys.campaigns('')]) {
      expect(isUnder(key, couponKeys.all)).toBe(true);
    }
    expect(couponKeys.list('u1', 'invalid')).toEqual(['coupons', 'list', 'u1', 'invalid']);
  });
});
