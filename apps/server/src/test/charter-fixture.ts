import { METERS_PER_DEGREE } from '@udian/contracts/great-circle';

/** Student charters (decision 054) for tests: a school in Shenzhen and a trip's ends at known distances. */
export const CHARTER_SCHOOL_POINT = { lng: 114.05, lat: 22.55 } as const;

/** A place that many straight-line metres due north of the school (a meridian is a great circle). */
export const placeNorth = (name: string, meters: number) => ({ name, lng: CHARTER_SCHOOL_POINT.lng, lat: CHARTER_SCHOOL_POINT.lat + meters / METERS_PER_DEGREE });

/** A trip the contract accepts: 40 pupils, 8:30 out, 13 km of road (9,999 m straight), one way. */
export const charterTrip = (serviceDate: string, overrides: Record<string, unknown> = {}) => ({
  serviceDate,
  departureTime: '08:30',
  returnTime: null,
  headcount: 40,
  origin: { name: '深圳实验学校', ...CHARTER_SCHOOL_POINT },
  destination: placeNorth('深圳博物馆', 9_999),
  ...overrides,
});

/** A request's body: the trip, a school typed by name, the contact, and the fee the passenger was shown. */
export const charterRequest = (serviceDate: string, expectedFeeCents: number, overrides: Record<string, unknown> = {}) => ({
  ...charterTrip(serviceDate),
  school: { groupId: null, name: '深圳实验学校' },
  contactName: '李老师',
  contactPhone: '13700000001',
  note: '三年级春游',
  expectedFeeCents,
  ...overrides,
});
