import type { RideCodes, Ticket } from '@udian/contracts/schemas/tickets';

/**
 * A ticket on line U101 for 2026-06-24, departing 07:30 from the first stop, boarding at 深圳北站 07:48:
 * its check window runs from 06:48 to 08:18 Shanghai time (22:48Z the day before to 00:18Z).
 */
export const ticketFixture = (overrides: Partial<Ticket> = {}): Ticket => ({
  ticketId: '31',
  orderNo: 'UD20260620081500123456',
  departureId: '501',
  status: 'valid',
  state: 'toRide',
  line: { lineId: '101', lineCode: 'U101', lineName: '龙华—科技园 早班' },
  serviceDate: '2026-06-24',
  time: '07:30',
  departsAt: '2026-06-23T23:30:00.000Z',
  board: { seq: 2, stationId: '9002', name: '深圳北站', time: '07:48', lng: 114.0295, lat: 22.6097 },
  alight: { seq: 4, stationId: '9004', name: '南山科技园', time: '08:30', lng: 113.953, lat: 22.5405 },
  passengerName: '张三',
  passengerIdNumber: '1101**********002X',
  priceCents: 1500,
  paidCents: 1250,
  checkedAt: null,
  refundable: true,
  vehicle: null,
  checkWindow: { opensAt: '2026-06-23T22:48:00.000Z', closesAt: '2026-06-24T00:18:00.000Z' },
  stopReason: null,
  acceptsTransitCard: false,
  periodPass: null,
  ...overrides,
});

const STEP_SECONDS = 30;

/** Codes `UD1.<ticketId>.<step>.sig` for every step from `fromIso` to `toIso`. */
export const rideCodesFixture = (ticketId: string, fromIso: string, toIso: string): RideCodes => {
  const first = Math.floor(Date.parse(fromIso) / 1000 / STEP_SECONDS);
  const last = Math.floor((Date.parse(toIso) - 1) / 1000 / STEP_SECONDS);
  const codes = [];
  for (let step = first; step <= last; step += 1) codes.push({ step, code: `UD1.${ticketId}.${step}.sig` });
  return { ticketId, stepSeconds: STEP_SECONDS, codes };
};

export const windowCodes = (ticket: Ticket): RideCodes =>
  rideCodesFixture(ticket.ticketId, ticket.checkWindow.opensAt, ticket.checkWindow.closesAt);

/** The step of an instant. */
export const stepAt = (iso: string): number => Math.floor(Date.parse(iso) / 1000 / STEP_SECONDS);
