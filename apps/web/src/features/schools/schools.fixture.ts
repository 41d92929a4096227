import type { LineDetail } from '@udian/contracts/schemas/lines';
import type { GroupLine, GroupSummary } from '@udian/contracts/schemas/groups';
import type { SchoolNotice, SchoolTerm, Student, StudentRide, TermPassQuote } from '@udian/contracts/schemas/schools';

/** 实验小学: a school in Shenzhen with one line, S501. */
export const schoolFixture = (overrides: Partial<GroupSummary> = {}): GroupSummary => ({
  groupId: '31',
  kind: 'school',
  name: '深圳实验小学',
  shortName: '实验小学',
  cityId: 440300,
  lineCount: 1,
  emailDomains: [],
  hasInviteCode: false,
  ...overrides,
});

export const schoolLinesFixture = (): GroupLine[] => [
  {
    line: {
      lineId: '501',
      lineCode: 'S501',
      lineName: '实验小学 早班',
      type: 'school',
      cityId: 440300,
      startStationName: '科技园站',
      endStationName: '实验小学',
      firstDepartureTime: '07:00',
      priceCents: 500,
      durationMinutes: 40,
      isWhiteList: true,
    },
    terms: { payer: 'group', memberPriceCents: 300 },
  },
];

/** S501: 科技园站 (board only), 深大站 (both), 实验小学 (alight only). */
export const schoolLineDetailFixture = (): LineDetail => ({
  line: { ...schoolLinesFixture()[0]!.line, description: '', agencyName: '优点巴士', agencyPhone: '', distanceM: 12000 },
  stops: [
    { seq: 1, stationId: '11', name: '科技园站', alias: '', lng: 113.95, lat: 22.54, minutesFromStart: 0, canBoard: true, canAlight: false },
    { seq: 2, stationId: '12', name: '深大站', alias: '', lng: 113.94, lat: 22.53, minutesFromStart: 10, canBoard: true, canAlight: true },
    { seq: 3, stationId: '13', name: '实验小学', alias: '', lng: 113.92, lat: 22.52, minutesFromStart: 40, canBoard: false, canAlight: true },
  ],
  departureTimes: ['07:00'],
  shape: [],
  calendar: [],
  reverseLineId: null,
  announcements: [],
});

export const studentFixture = (overrides: Partial<Student> = {}): Student => ({
  studentId: '61',
  group: { groupId: '31', name: '深圳实验小学' },
  line: { lineId: '501', lineCode: 'S501', lineName: '实验小学 早班' },
  name: '张小明',
  className: '三年级二班',
  studentNo: '2024031501',
  guardianPhone: '13800000000',
  board: { seq: 1, name: '科技园站' },
  alight: { seq: 3, name: '实验小学' },
  status: 'approved',
  reason: '',
  createdAt: '2026-08-20T02:00:00.000Z',
  decidedAt: '2026-08-21T02:00:00.000Z',
  ...overrides,
});

export const termFixture = (overrides: Partial<SchoolTerm> = {}): SchoolTerm => ({
  termId: '71',
  groupId: '31',
  name: '2026 秋季学期',
  startsOn: '2026-09-01',
  endsOn: '2027-01-20',
  closedDays: ['2026-11-06'],
  ...overrides,
});

/** Three school days left at 3 元 each, the school paying 2 元 of the 5 元 fare. */
export const quoteFixture = (overrides: Partial<TermPassQuote> = {}): TermPassQuote => ({
  studentId: '61',
  termId: '71',
  days: ['2026-09-29', '2026-09-30', '2026-10-08'],
  daysWithoutSchool: [
    { day: '2026-10-01', reason: '法定节假日' },
    { day: '2026-10-02', reason: '法定节假日' },
    { day: '2026-11-06', reason: '学校停课' },
  ],
  perRideCents: 300,
  totalCents: 1500,
  groupPaysCents: 600,
  payableCents: 900,
  ...overrides,
});

export const ridesFixture = (): StudentRide[] => [
  { ticketId: '81', orderNo: 'T2026092900001', serviceDate: '2026-09-29', departsAt: '2026-09-28T23:00:00.000Z', lineCode: 'S501', boardName: '科技园站', state: 'checkedIn', checkedAt: '2026-09-28T23:12:00.000Z' },
  { ticketId: '82', orderNo: 'T2026092900001', serviceDate: '2026-09-30', departsAt: '2026-09-29T23:00:00.000Z', lineCode: 'S501', boardName: '科技园站', state: 'missed', checkedAt: null },
  { ticketId: '83', orderNo: 'T2026092900001', serviceDate: '2026-10-08', departsAt: '2026-10-07T23:00:00.000Z', lineCode: 'S501', boardName: '科技园站', state: 'toRide', checkedAt: null },
];

export const noticeFixture = (overrides: Partial<SchoolNotice> = {}): SchoolNotice => ({
  noticeId: '91',
  studentId: '61',
  studentName: '张小明',
  text: '【优点巴士】您的孩子张小明已于 07:12 在 科技园站 乘坐 S501 校车（粤B12345）。',
  createdAt: '2026-09-28T23:12:05.000Z',
  ...overrides,
});
