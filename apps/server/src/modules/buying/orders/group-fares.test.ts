import { describe, expect, it } from 'vitest';
import { monthRange } from '../statements/group-statement.service';
import { ticketFare } from './group-fares';

describe('ticketFare', () => {
  const groupPays = (memberPriceCents: number) => ({ groupId: 7, payer: 'group' as const, memberPriceCents });

  it.each<[string, number, Parameters<typeof ticketFare>[1], ReturnType<typeof ticketFare>]>([
    ['a public line: the fare', 800, { groupId: null, payer: 'passenger', memberPriceCents: 0 }, { priceCents: 800, groupCents: 0 }],
    ['a group line the passenger pays for: the fare', 800, { groupId: 7, payer: 'passenger', memberPriceCents: 800 }, { priceCents: 800, groupCents: 0 }],
    ['free for members: the group pays it all', 800, groupPays(0), { priceCents: 0, groupCents: 800 }],
    ['subsidised: the member price, the group the rest', 800, groupPays(300), { priceCents: 300, groupCents: 500 }],
    ['a departure cheaper than the member price: its own fare, the group nothing', 200, groupPays(300), { priceCents: 200, groupCents: 0 }],
  ])('%s', (_name, departurePriceCents, access, expected) => {
    expect(ticketFare(departurePriceCents, access)).toEqual(expected);
  });
});

describe('monthRange', () => {
  it('runs from the first of the month to the first of the next, across a year', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });
});
