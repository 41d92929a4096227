import type { LineDeparturesData } from '@udian/contracts/endpoints/lines/line-departures';
import type { LineDetail } from '@udian/contracts/schemas/lines';

/** U101 of the demo network, as /line/detail/query answers it; tests change what they need. */
export const lineDetailFixture = (overrides: Partial<LineDetail> = {}): LineDetail => ({
  line: {
    lineId: '101',
    lineCode: 'U101',
    lineName: '龙华—科技园 早班',
    type: 'commute',
    cityId: 440300,
    startStationName: '清湖',
    endStationName: '南山科技园',
    firstDepartureTime: '07:00',
    priceCents: 1500,
    durationMinutes: 55,
    isWhiteList: false,
    description: '工作日早高峰，清湖、龙华、深圳北站直达科技园，一人一座。',
    agencyName: '优点巴士深圳',
    agencyPhone: '0755-12345678',
    distanceM: 28500,
  },
  stops: [
    { seq: 1, stationId: '1', name: '清湖', alias: '', lng: 114.0306, lat: 22.6745, minutesFromStart: 0, canBoard: true, canAlight: false },
    { seq: 2, stationId: '2', name: '深圳北站', alias: '', lng: 114.0295, lat: 22.6097, minutesFromStart: 18, canBoard: true, canAlight: false },
    {
      seq: 3,
      stationId: '3',
      name: '深圳湾科技生态园十栋A座东侧',
      alias: '科技生态园南门公交站旁',
      lng: 113.946,
      lat: 22.527,
      minutesFromStart: 50,
      canBoard: false,
      canAlight: true,
    },
    { seq: 4, stationId: '4', name: '南山科技园', alias: '高新南', lng: 113.947, lat: 22.5335, minutesFromStart: 55, canBoard: false, canAlight: true },
  ],
  departureTimes: ['07:00', '07:20', '07:40'],
  shape: [
    [114.0306, 22.6745],
    [114.0295, 22.6097],
    [113.946, 22.527],
    [113.947, 22.5335],
  ],
  calendar: [
    {
      date: '2026-09-30',
      isServiceDay: true,
      holidayName: null,
      isMakeUpWorkday: false,
      seatsLeft: 0,
      isSoldOut: true,
    },
    { date: '2026-10-01', isServiceDay: false, holidayName: '国庆节', isMakeUpWorkday: false, seatsLeft: 0, isSoldOut: false },
    {
      date: '2026-10-10',
      isServiceDay: true,
      holidayName: null,
      isMakeUpWorkday: true,
      seatsLeft: 40,
      isSoldOut: false,
    },
  ],
  reverseLineId: '102',
  announcements: [],
  ...overrides,
});

/** /line/departures/query for the fixture's service days. */
export const lineDeparturesFixture: Record<string, LineDeparturesData['departures']> = {
  '2026-09-30': [{ departureId: '9001', time: '07:00', departsAt: '2026-09-29T23:00:00Z', seatsLeft: 0, priceCents: 1500 }],
  '2026-10-10': [{ departureId: '9002', time: '07:20', departsAt: '2026-10-09T23:20:00Z', seatsLeft: 40, priceCents: 1500 }],
};
