import type { CompanyLine } from '@udian/contracts/endpoints/groups/company-lines';
import type { RideApplication, ShuttleQuote, ShuttleRequest } from '@udian/contracts/schemas/groups';
import type { LineDetail } from '@udian/contracts/schemas/lines';

/** C401, kept for 优点科技 and paid by it (members ride free); a visitor or non-member may not buy it. */
export const companyLineFixture = (overrides: Partial<CompanyLine> = {}): CompanyLine => ({
  line: {
    lineId: '401',
    lineCode: 'C401',
    lineName: '优点科技园区班车',
    type: 'company',
    cityId: 440300,
    startStationName: '深圳北站',
    endStationName: '优点科技园',
    firstDepartureTime: '07:40',
    priceCents: 800,
    durationMinutes: 40,
    isWhiteList: true,
  },
  group: { groupId: '7', name: '优点科技' },
  terms: { payer: 'group', memberPriceCents: 0 },
  canBuy: false,
  ...overrides,
});

/** C402, a park line open to everyone at its fare. */
export const openCompanyLineFixture = (overrides: Partial<CompanyLine> = {}): CompanyLine => ({
  line: {
    lineId: '402',
    lineCode: 'C402',
    lineName: '科技园环线',
    type: 'company',
    cityId: 440300,
    startStationName: '科技园',
    endStationName: '科技园',
    firstDepartureTime: '08:00',
    priceCents: 300,
    durationMinutes: 25,
    isWhiteList: false,
  },
  group: null,
  terms: null,
  canBuy: true,
  ...overrides,
});

export const rideApplicationFixture = (overrides: Partial<RideApplication> = {}): RideApplication => ({
  applicationId: '31',
  group: { groupId: '7', name: '优点科技' },
  line: { lineId: '401', lineCode: 'C401', lineName: '优点科技园区班车' },
  name: '张三',
  employeeNo: 'UD1024',
  department: '研发部',
  note: '',
  status: 'pending',
  reason: '',
  createdAt: '2026-06-20T01:30:00.000Z',
  decidedAt: null,
  ...overrides,
});

export const shuttleQuoteFixture = (overrides: Partial<ShuttleQuote> = {}): ShuttleQuote => ({
  perRideCents: 1200,
  monthlyCents: 4_800_000,
  vehicles: 2,
  seatsPerVehicle: 45,
  note: '含司机与保险，节假日不运营',
  validUntil: '2026-07-10',
  quotedAt: '2026-06-25T02:00:00.000Z',
  ...overrides,
});

/** 深科创新 asks for a shuttle from two gathering points to its office, two shifts on weekdays. */
export const shuttleRequestFixture = (overrides: Partial<ShuttleRequest> = {}): ShuttleRequest => ({
  requestId: '61',
  companyName: '深科创新有限公司',
  contactName: '李四',
  contactPhone: '13800000000',
  cityId: 440300,
  headcount: 80,
  sites: [
    { name: '深圳北站', lng: 114.0295, lat: 22.6097 },
    { name: '科技园', lng: 113.9535, lat: 22.5405 },
  ],
  shifts: [
    { time: '08:00', direction: 'toWork' },
    { time: '18:00', direction: 'offWork' },
  ],
  weekdays: [1, 2, 3, 4, 5],
  startDate: '2026-07-01',
  note: '',
  status: 'submitted',
  quote: null,
  reason: '',
  createdAt: '2026-06-24T01:00:00.000Z',
  updatedAt: '2026-06-24T01:00:00.000Z',
  ...overrides,
});

/** The line's own detail (/line/detail/query) as the company-line pages read it: stops, times, operator. */
export const companyLineDetailFixture = (item: CompanyLine = companyLineFixture()): LineDetail => ({
  line: { ...item.line, description: '工作日运营，节假日停运', agencyName: '优点巴士', agencyPhone: '4000000000', distanceM: 18_000 },
  stops: [
    { seq: 1, stationId: '11', name: item.line.startStationName, alias: '', lng: 114.0295, lat: 22.6097, minutesFromStart: 0, canBoard: true, canAlight: false },
    { seq: 2, stationId: '12', name: item.line.endStationName, alias: '', lng: 113.9535, lat: 22.5405, minutesFromStart: 40, canBoard: false, canAlight: true },
  ],
  departureTimes: ['07:40', '08:10', '08:40', '09:10'],
  shape: [],
  calendar: [],
  reverseLineId: null,
  announcements: [],
});
