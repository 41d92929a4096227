import { describe, expect, it } from 'vitest';
import { ticketStateOf, type TicketStateFacts } from './ticket-state';

const valid: TicketStateFacts = { status: 'valid', isStopped: false, isGathering: false, isWindowClosed: false };

describe('ticketStateOf', () => {
  it.each<[string, Partial<TicketStateFacts>, ReturnType<typeof ticketStateOf>]>([
    ['a valid ticket before its window closes', {}, 'toRide'],
    ['a valid ticket whose window closed', { isWindowClosed: true }, 'expired'],
    ['a valid ticket of a line still gathering riders', { isGathering: true }, 'gathering'],
    ['checked in', { status: 'used', isWindowClosed: true }, 'used'],
    ['refunded by the passenger', { status: 'refunded' }, 'refunded'],
    ['refunded by a stop of its departure', { status: 'refunded', isStopped: true }, 'stopped'],
    ['released, its money given back', { status: 'released' }, 'refunded'],
  ])('%s', (_name, facts, expected) => {
    expect(ticketStateOf({ ...valid, ...facts })).toBe(expected);
  });
});
