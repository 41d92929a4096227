import { describe, expect, it } from 'vitest';
import { quoteFixture, refundOrderFixture } from './refund.fixture';
import {
  dateSelection,
  groupRefundChoices,
  initialSelection,
  isQuoteFor,
  orderedSelection,
  sumQuote,
  toggleDate,
  toggleTicket,
} from './refund-selection';

const BEFORE_ALL = Date.parse('2026-06-01T00:00:00Z');
/** 6月3日 07:30 has left; 6月4日 has not. */
const BETWEEN = Date.parse('2026-06-03T08:00:00+08:00');

const order = refundOrderFixture();
const groups = groupRefundChoices(order, BEFORE_ALL);
const [june3, june4] = groups;

describe('refund choices', () => {
  it('groups the valid tickets by date, riders in order', () => {
    expect(groups.map((group) => [group.date, group.time, group.choices.map((choice) => choice.ticket.ticketId)])).toEqual([
      ['2026-06-03', '07:30', ['1', '2']],
      ['2026-06-04', '07:30', ['3', '4']],
    ]);
    expect(groups.flatMap((group) => group.choices).every((choice) => choice.isRefundable)).toBe(true);
  });

  it('leaves out used and refunded tickets, and makes departed ones unchoosable', () => {
    const mixed = refundOrderFixture({
      tickets: order.tickets.map((ticket) =>
        ticket.ticketId === '2' ? { ...ticket, status: 'refunded' } : ticket.ticketId === '4' ? { ...ticket, status: 'used' } : ticket,
      ),
    });
    const later = groupRefundChoices(mixed, BETWEEN);
    expect(later.map((group) => group.choices.map((choice) => [choice.ticket.ticketId, choice.isRefundable]))).toEqual([
      [['1', false]],
      [['3', true]],
    ]);
  });

  it('offers nothing of an order that is not paid', () => {
    const refunded = groupRefundChoices(refundOrderFixture({ status: 'refunded' }), BEFORE_ALL);
    expect(refunded.flatMap((group) => group.choices).some((choice) => choice.isRefundable)).toBe(false);
  });

  it.each([
    ['the ticket the page was opened for', '3', ['3']],
    ['nothing for a ticket not of this order', '99', []],
    ['nothing without a ticket', null, []],
  ])('starts with %s', (_name, ticketId, expected) => {
    expect(initialSelection(groups, ticketId)).toEqual(expected);
  });

  it('does not start with a departed ticket', () => {
    expect(initialSelection(groupRefundChoices(order, BETWEEN), '1')).toEqual([]);
  });

  it('ticks a whole date, then unticks it, leaving the other date alone', () => {
    const one = toggleDate(['3'], june3!);
    expect(orderedSelection(groups, one)).toEqual(['1', '2', '3']);
    expect(dateSelection(june3!, one)).toBe('all');
    expect(toggleDate(one, june3!)).toEqual(['3']);
  });

  it('a partly chosen date is "some", and its box chooses the rest', () => {
    expect(dateSelection(june4!, ['3'])).toBe('some');
    expect(dateSelection(june4!, [])).toBe('none');
    expect(orderedSelection(groups, toggleDate(['3'], june4!))).toEqual(['3', '4']);
  });

  it('toggles single riders', () => {
    expect(toggleTicket(['1'], '4')).toEqual(['1', '4']);
    expect(toggleTicket(['1', '4'], '1')).toEqual(['4']);
  });

  it('asks in the page order whatever order the taps came in, without tickets that can no longer be refunded', () => {
    expect(orderedSelection(groups, ['4', '1', '3'])).toEqual(['1', '3', '4']);
    expect(orderedSelection(groupRefundChoices(order, BETWEEN), ['4', '1'])).toEqual(['4']);
  });
});

describe('refund quote', () => {
  it('sums what was paid, the fees and the refund', () => {
    expect(sumQuote(quoteFixture(['1', '3'], 10))).toEqual({ paidCents: 2750, feeCents: 276, refundCents: 2474 });
    expect(quoteFixture(['1', '3'], 10).totalRefundCents).toBe(2474);
  });

  it('knows whether a quote is for the current choice', () => {
    expect(isQuoteFor(quoteFixture(['1', '2']), ['1', '2'])).toBe(true);
    expect(isQuoteFor(quoteFixture(['1']), ['1', '2'])).toBe(false);
    expect(isQuoteFor(quoteFixture(['1', '3']), ['1', '2'])).toBe(false);
  });
});
