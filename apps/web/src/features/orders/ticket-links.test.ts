import { describe, expect, it } from 'vitest';
import { canOpenTicket, ticketsLink } from './ticket-links';

describe('ticket links', () => {
  it.each([
    ['valid', true],
    ['used', true],
    ['refunded', true],
    ['pending', false],
    ['released', false],
  ] as const)('a %s ticket opens: %s', (status, expected) => {
    expect(canOpenTicket({ status })).toBe(expected);
  });

  it('opens the one ticket an order bought, else my tickets', () => {
    expect(ticketsLink([{ ticketId: '41', status: 'valid' }])).toEqual({ to: '/udianbus/app/ticket/ticket-info', query: { ticketId: '41' } });
    expect(ticketsLink([{ ticketId: '41', status: 'valid' }, { ticketId: '42', status: 'valid' }])).toEqual({ to: '/udianbus/app/ticket/my-ticket', query: {} });
    expect(ticketsLink([{ ticketId: '41', status: 'pending' }])).toEqual({ to: '/udianbus/app/ticket/my-ticket', query: {} });
  });
});
