import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetRideCodes, nextCachedRideCodes, readCachedRideCodes, RIDE_CODES_KEY, saveRideCodes, type CachedRideCodes } from './ride-code-cache';
import { ticketFixture, windowCodes } from './ticket.fixture';

const entry = (ticketId: string, departsAt: string, owner = '7'): CachedRideCodes => {
  const ticket = ticketFixture({
    ticketId,
    departsAt,
    checkWindow: { opensAt: departsAt, closesAt: new Date(Date.parse(departsAt) + 30 * 60_000).toISOString() },
  });
  return { owner, ticket, set: windowCodes(ticket), clockOffsetMs: 0, savedAt: 0 };
};

const NOW = Date.parse('2026-06-24T00:00:00Z');

describe('ride code cache', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('keeps a list per owner and ticket until its window is over', () => {
    saveRideCodes(entry('31', '2026-06-23T23:50:00Z'), NOW);
    expect(readCachedRideCodes('7', '31', NOW)?.ticket.ticketId).toBe('31');
    expect(readCachedRideCodes('8', '31', NOW)).toBeNull();
    expect(readCachedRideCodes('7', '32', NOW)).toBeNull();
    expect(readCachedRideCodes('7', '31', Date.parse('2026-06-24T00:20:00Z'))).toBeNull();
  });

  it('drops lists that are over when another is saved, and replaces the same ticket', () => {
    saveRideCodes(entry('30', '2026-06-22T23:50:00Z'), Date.parse('2026-06-22T23:55:00Z'));
    saveRideCodes(entry('31', '2026-06-23T23:50:00Z'), NOW);
    saveRideCodes(entry('31', '2026-06-23T23:50:00Z'), NOW);
    const stored = JSON.parse(localStorage.getItem(RIDE_CODES_KEY) ?? '[]') as CachedRideCodes[];
    expect(stored.map((item) => item.ticket.ticketId)).toEqual(['31']);
  });

  it('the next list is the soonest departure of the owner that is not over', () => {
    saveRideCodes(entry('33', '2026-06-25T23:50:00Z'), NOW);
    saveRideCodes(entry('32', '2026-06-24T23:50:00Z'), NOW);
    saveRideCodes(entry('34', '2026-06-24T10:00:00Z', '8'), NOW);
    expect(nextCachedRideCodes('7', NOW)?.ticket.ticketId).toBe('32');
  });

  it('forgets a ticket the server says no longer rides', () => {
    saveRideCodes(entry('31', '2026-06-23T23:50:00Z'), NOW);
    forgetRideCodes('7', '31');
    expect(readCachedRideCodes('7', '31', NOW)).toBeNull();
  });

  it('reads a damaged or foreign value as nothing stored', () => {
    localStorage.setItem(RIDE_CODES_KEY, '{not json');
    expect(readCachedRideCodes('7', '31', NOW)).toBeNull();
    localStorage.setItem(RIDE_CODES_KEY, JSON.stringify([{ owner: '7', ticket: { ticketId: '31' }, set: { codes: 'x' } }]));
    expect(nextCachedRideCodes('7', NOW)).toBeNull();
  });
});
