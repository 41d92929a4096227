import type { Carpool, CarpoolMe, CarpoolPlan } from '@udian/contracts/schemas/carpool';

/**
 * A carpool as the contracts describe it: 科技园 → 深圳北站 on Wednesday 2 December 2026 at 08:00 in a 7-seat
 * vehicle, 2 of 3 riders so far, ¥7.50 a seat, sign-up closing the evening before at 20:00 Shanghai time.
 */
export const carpoolFixture = (overrides: Partial<Carpool> = {}): Carpool => ({
  id: '31',
  lineId: '310',
  code: 'PAB12CD',
  status: 'gathering',
  from: { name: '科技园', lng: 113.953, lat: 22.5405 },
  to: { name: '深圳北站', lng: 114.0295, lat: 22.6093 },
  date: '2026-12-02',
  time: '08:00',
  departsAt: '2026-12-02T00:00:00.000Z',
  arrivalTime: '08:36',
  distanceM: 11_012,
  priceCents: 750,
  seats: 7,
  seatsLeft: 5,
  minimum: 3,
  committed: 2,
  deadline: '2026-12-01T12:00:00.000Z',
  isJoinable: true,
  endedAt: null,
  ...overrides,
});

export const carpoolPlanFixture = (overrides: Partial<CarpoolPlan> = {}): CarpoolPlan => ({ lineId: '310', departureIds: ['9001'], boardSeq: 0, alightSeq: 1, ...overrides });

export const carpoolMeFixture = (overrides: Partial<CarpoolMe> = {}): CarpoolMe => ({ isStarter: false, state: null, orderNo: null, refundedCents: 0, ticketIds: [], ...overrides });
