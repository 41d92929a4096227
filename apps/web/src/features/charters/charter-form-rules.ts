import { accountMessages, MOBILE_PATTERN } from '@udian/contracts/account-rules';
import { HEADCOUNT_MAX, HEADCOUNT_MIN } from '@udian/contracts/charter-fees';
import type { StudentCharterBody } from '@udian/contracts/endpoints/charters/student-charters';
import type { CharterTripBody } from '@udian/contracts/schemas/charters';

/**
 * The checks of StudentCharterBody (packages/contracts/src/endpoints/charters/student-charters.ts), written by
 * hand: the browser carries no zod (decision 015). charter-form-rules.test.ts checks them against the schema
 * itself, so the form shows the server's own words before it sends anything. What the fee rules refuse (hours,
 * distance, dates) is the quote's to say, in the server's words.
 */

export const CHARTER_LIMITS = { schoolName: 40, placeName: 30, note: 200 } as const;

export type CharterPlaceFields = { name: string; detail: string; lng: number; lat: number };

export type CharterFields = {
  /** A school of the directory (groupId), or one typed by name (groupId null); null until chosen. */
  school: { groupId: string | null; name: string } | null;
  contactName: string;
  contactPhone: string;
  origin: CharterPlaceFields | null;
  destination: CharterPlaceFields | null;
  serviceDate: string;
  departureTime: string;
  isReturnTrip: boolean;
  returnTime: string;
  headcount: number | null;
  note: string;
};

export type CharterField = keyof CharterFields;
export type CharterErrors = Partial<Record<CharterField, string>>;

/** The trip as the quote takes it, once every part of it is there (the headcount within the contract's bounds); else null. */
export const tripOf = (fields: CharterFields): CharterTripBody | null => {
  const { origin, destination, serviceDate, departureTime, isReturnTrip, returnTime, headcount } = fields;
  if (!origin || !destination || !serviceDate || !departureTime || (isReturnTrip && !returnTime)) return null;
  if (headcount === null || headcount < HEADCOUNT_MIN || headcount > HEADCOUNT_MAX) return null;
  return {
    serviceDate,
    departureTime,
    returnTime: isReturnTrip ? returnTime : null,
    headcount,
    origin: { name: origin.name, lng: origin.lng, lat: origin.lat },
    destination: { name: destination.name, lng: destination.lng, lat: destination.lat },
  };
};

const nameError = (name: string): string | undefined => {
  const value = name.trim();
  if (value.length < 2) return value === '' ? '请填写姓名' : '姓名至少 2 个字';
  return value.length > 20 ? '姓名不能超过 20 个字' : undefined;
};

const headcountError = (headcount: number | null): string | undefined => {
  if (headcount === null) return '请填写乘车人数';
  if (headcount < HEADCOUNT_MIN) return `乘车人数至少 ${HEADCOUNT_MIN} 人`;
  return headcount > HEADCOUNT_MAX ? `乘车人数不能超过 ${HEADCOUNT_MAX} 人，更多请联系客服` : undefined;
};

const schoolError = (school: CharterFields['school']): string | undefined => {
  if (!school) return '请选择或填写学校';
  const name = school.name.trim();
  if (name.length < 2) return '学校名称至少 2 个字';
  return name.length > CHARTER_LIMITS.schoolName ? `学校名称不能超过 ${CHARTER_LIMITS.schoolName} 个字` : undefined;
};

/** Every field's problem in the contract's words, in the order of the form; an empty object when none. */
export const validateCharter = (fields: CharterFields): CharterErrors => {
  const phone = fields.contactPhone.trim();
  const errors: Record<CharterField, string | undefined> = {
    school: schoolError(fields.school),
    contactName: nameError(fields.contactName),
    contactPhone: phone === '' ? accountMessages.phoneRequired : MOBILE_PATTERN.test(phone) ? undefined : accountMessages.phoneInvalid,
    origin: fields.origin ? undefined : '请选择出发地',
    destination: fields.destination ? undefined : '请选择目的地',
    serviceDate: fields.serviceDate ? undefined : '请选择用车日期',
    departureTime: fields.departureTime ? undefined : '请选择出发时间',
    isReturnTrip: undefined,
    returnTime: fields.isReturnTrip && !fields.returnTime ? '请选择返程时间' : undefined,
    headcount: headcountError(fields.headcount),
    note: fields.note.trim().length > CHARTER_LIMITS.note ? `备注不能超过 ${CHARTER_LIMITS.note} 个字` : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as CharterErrors;
};

/** The request as the contract takes it, at the fee the passenger was shown (the form is valid). */
export const toCharterBody = (fields: CharterFields, trip: CharterTripBody, expectedFeeCents: number): StudentCharterBody => ({
  ...trip,
  school: { groupId: fields.school?.groupId ?? null, name: (fields.school?.name ?? '').trim() },
  contactName: fields.contactName.trim(),
  contactPhone: fields.contactPhone.trim(),
  note: fields.note.trim(),
  expectedFeeCents,
});
