import type { LineStopEtaData } from '@udian/contracts/endpoints/eta/line-eta';
import type { LineDetail } from '@udian/contracts/schemas/lines';

/** U101 with four stops, as /line/detail/query answers it. */
export const liveLineFixture = (): LineDetail => ({
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
    description: '',
    agencyName: '',
    agencyPhone: '',
    distanceM: 28500,
  },
  stops: [
    { seq: 1, stationId: '9001', name: '清湖', alias: '', lng: 114.0306, lat: 22.6745, minutesFromStart: 0, canBoard: true, canAlight: false },
    { seq: 2, stationId: '9002', name: '深圳北站', alias: '', lng: 114.0295, lat: 22.6097, minutesFromStart: 18, canBoard: true, canAlight: false },
    { seq: 3, stationId: '9003', name: '科技生态园', alias: '', lng: 113.946, lat: 22.527, minutesFromStart: 50, canBoard: false, canAlight: true },
    { seq: 4, stationId: '9004', name: '南山科技园', alias: '', lng: 113.953, lat: 22.5405, minutesFromStart: 55, canBoard: false, canAlight: true },
  ],
  departureTimes: ['07:00'],
  shape: [
    [114.0306, 22.6745],
    [114.0295, 22.6097],
    [113.946, 22.527],
    [113.953, 22.5405],
  ],
  calendar: [],
  reverseLineId: null,
  announcements: [],
});

/**
 * One bus (粤B10001) between 清湖 and 深圳北站, `toNorth` seconds from 深圳北站; the later stops follow.
 * isLive false gives the line with no recent report: no ETAs at all.
 */
export const lineEtaFixture = ({ toNorth = 200, lat = 22.65, isLive = true } = {}): LineStopEtaData => {
  const at = (seconds: number) => ({ vehicleId: '1', etaSeconds: seconds, arrivesAt: new Date(Date.now() + seconds * 1000).toISOString() });
  const stop = (seq: number, name: string, lng: number, stopLat: number, etas: ReturnType<typeof at>[]) => ({
    seq,
    stationId: String(9000 + seq),
    name,
    lng,
    lat: stopLat,
    etas: isLive ? etas : [],
  });
  return {
    lineId: '101',
    isLive,
    generatedAt: new Date(Date.now()).toISOString(),
    vehicles: [
      {
        vehicleId: '1',
        plate: '粤B10001',
        lng: 114.03,
        lat,
        heading: 180,
        speedKmh: 35,
        recordedAt: new Date(Date.now() - (isLive ? 5_000 : 600_000)).toISOString(),
        progressMeters: 3000,
        nextStopSeq: 2,
        isStale: !isLive,
      },
    ],
    stops: [
      stop(1, '清湖', 114.0306, 22.6745, []),
      stop(2, '深圳北站', 114.0295, 22.6097, [at(toNorth)]),
      stop(3, '科技生态园', 113.946, 22.527, [at(toNorth + 1800)]),
      stop(4, '南山科技园', 113.953, 22.5405, [at(toNorth + 2100)]),
    ],
    station: null,
  };
};
