import type { Demand, OdCampaign } from '@udian/contracts/schemas/demand';

/** A demand from 深圳北站 to 科技园, arriving 08:30–09:00 on working days, as its submitter sees it. */
export const demandFixture = (overrides: Partial<Demand> = {}): Demand => ({
  id: '5',
  status: 'submitted',
  from: { name: '深圳北站', address: '龙华区', lng: 114.0295, lat: 22.6097, stationId: null },
  to: { name: '科技园', address: '南山区', lng: 113.9535, lat: 22.5405, stationId: '31' },
  timeKind: 'arrive',
  windowStart: '08:30',
  windowEnd: '09:00',
  weekdays: [1, 2, 3, 4, 5],
  people: 2,
  supporters: 0,
  note: '公司班车停运',
  shareCode: 'AbCdE12345',
  ownerPhone: '138****0000',
  isMine: true,
  hasJoined: false,
  line: null,
  odCampaign: null,
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  ...overrides,
});

/** A campaign for the employees of 科技园南区, running through June 2026, 12 of 40 demands gathered. */
export const odCampaignFixture = (overrides: Partial<OdCampaign> = {}): OdCampaign => ({
  id: '9',
  cityId: 440300,
  name: '科技园南区通勤征集',
  organizer: '科技园南区企业员工',
  intro: '为园区员工规划上下班定制线路。\n填写您的出发地和上班时间。',
  place: { name: '科技园南区', address: '南山区科技南路', lng: 113.9488, lat: 22.5312, stationId: null },
  startsAt: '2026-05-31T16:00:00.000Z',
  endsAt: '2026-06-30T16:00:00.000Z',
  status: 'running',
  target: 40,
  demands: 12,
  people: 30,
  ...overrides,
});
