import type { AssembleLine, AssemblePlan, MyAssemble } from '@udian/contracts/schemas/assemble';

/**
 * A crowdfunded line as the contracts describe it: C201 in Shenzhen, 07:30 from 清湖 to 南山科技园, 15 yuan a
 * ride, the first working week from Monday 2026-06-01 (five days, 75 yuan), 12 of 20 riders, 30 of 45 seats
 * left, gathering until 2026-05-28 18:00 Shanghai time.
 */
export const assembleFixture = (overrides: Partial<AssembleLine> = {}): AssembleLine => ({
  id: '5',
  kind: 'line',
  lineId: '201',
  code: 'C201',
  name: '清湖—科技园 定制',
  cityId: 440300,
  status: 'gathering',
  stops: [
    { seq: 1, stationId: '1', name: '清湖', lng: 114.0306, lat: 22.6745, time: '07:30', canBoard: true, canAlight: false },
    { seq: 2, stationId: '2', name: '深圳北站', lng: 114.0295, lat: 22.6097, time: '07:48', canBoard: true, canAlight: false },
    { seq: 3, stationId: '4', name: '南山科技园', lng: 113.947, lat: 22.5335, time: '08:25', canBoard: false, canAlight: true },
  ],
  departureTime: '07:30',
  priceCents: 1500,
  periodKind: 'workWeek',
  periodDates: ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05'],
  periodCents: 7500,
  weekdays: [1, 2, 3, 4, 5],
  followsCnWorkdays: true,
  firstDay: '2026-06-01',
  target: 20,
  committed: 12,
  seats: 45,
  seatsLeft: 30,
  deadline: '2026-05-28T10:00:00.000Z',
  shareCode: 'Ab3dE6gH9k',
  endedAt: null,
  ...overrides,
});

/** What committing to the fixture buys: its five departures, from the first stop to the last. */
export const assemblePlanFixture = (overrides: Partial<AssemblePlan> = {}): AssemblePlan => ({
  lineId: '201',
  departureIds: ['801', '802', '803', '804', '805'],
  boardSeq: 1,
  alightSeq: 3,
  ...overrides,
});

export const myAssembleFixture = (overrides: Partial<MyAssemble> = {}): MyAssemble => ({
  assemble: assembleFixture(),
  myState: 'committed',
  orderNo: 'UD20260520081500123456',
  refundedCents: 0,
  ...overrides,
});
