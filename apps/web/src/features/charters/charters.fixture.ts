import { computeCharterFee } from '@udian/contracts/charter-fees';
import type { StudentCharter } from '@udian/contracts/schemas/charters';

/** A request as the server answers it: 45 pupils, a Thursday, 08:30 out and 15:00 back, priced by the rules. */
export const charterQuoteFixture = () =>
  computeCharterFee({
    origin: { lng: 114.05, lat: 22.55 },
    destination: { lng: 114.05, lat: 22.64 },
    departureMinutes: 8 * 60 + 30,
    returnMinutes: 15 * 60,
    headcount: 45,
    dayKind: 'workday',
    dayName: '周四',
  });

export const charterFixture = (overrides: Partial<StudentCharter> = {}): StudentCharter => {
  const quote = charterQuoteFixture();
  return {
    requestId: '31',
    school: { groupId: null, name: '深圳实验学校' },
    contactName: '李老师',
    contactPhone: '13800000000',
    serviceDate: '2031-03-06',
    departureTime: '08:30',
    returnTime: '15:00',
    headcount: 45,
    origin: { name: '深圳实验学校', lng: 114.05, lat: 22.55 },
    destination: { name: '深圳博物馆', lng: 114.05, lat: 22.64 },
    note: '',
    quote,
    status: 'pending',
    feeCents: quote.totalCents,
    adjustment: null,
    declineReason: '',
    decidedAt: null,
    createdAt: '2031-03-01T02:00:00.000Z',
    updatedAt: '2031-03-01T02:00:00.000Z',
    ...overrides,
  };
};
