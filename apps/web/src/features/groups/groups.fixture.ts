import type { GroupLine, GroupMembership, GroupSummary } from '@udian/contracts/schemas/groups';

/** 优点科技: Shenzhen, e-mail domain udian-tech.com, an invite code, two lines. */
export const groupFixture = (overrides: Partial<GroupSummary> = {}): GroupSummary => ({
  groupId: '7',
  kind: 'enterprise',
  name: '优点科技',
  shortName: '优点',
  cityId: 440300,
  lineCount: 2,
  emailDomains: ['udian-tech.com'],
  hasInviteCode: true,
  ...overrides,
});

export const membershipFixture = (overrides: Partial<GroupMembership> = {}): GroupMembership => ({
  groupId: '7',
  method: 'email',
  email: 'zh***@udian-tech.com',
  since: '2026-06-03T00:15:00.000Z',
  ...overrides,
});

/** E101, paid by the enterprise (members ride free), and E102, paid by the passenger at 6 元. */
export const groupLinesFixture = (): GroupLine[] => [
  {
    line: {
      lineId: '201',
      lineCode: 'E101',
      lineName: '优点科技 早班',
      type: 'enterprise',
      cityId: 440300,
      startStationName: '深圳北站',
      endStationName: '科技园',
      firstDepartureTime: '07:30',
      priceCents: 800,
      durationMinutes: 45,
      isWhiteList: true,
    },
    terms: { payer: 'group', memberPriceCents: 0 },
  },
  {
    line: {
      lineId: '202',
      lineCode: 'E102',
      lineName: '优点科技 晚班',
      type: 'enterprise',
      cityId: 440300,
      startStationName: '科技园',
      endStationName: '深圳北站',
      firstDepartureTime: '18:30',
      priceCents: 600,
      durationMinutes: 45,
      isWhiteList: true,
    },
    terms: { payer: 'passenger', memberPriceCents: 600 },
  },
];
