import { z } from 'zod';
import {
  accountMessages as m,
  ADDRESS_NAME_MAX_LENGTH,
  ADDRESS_TEXT_MAX_LENGTH,
  IC_CARD_PATTERN,
  MOBILE_PATTERN,
  NICKNAME_MAX_LENGTH,
  PASSENGER_NAME_PATTERN,
  SMS_CODE_PATTERN,
  textLength,
} from '../account-rules';
import { isInChina } from '../china-outline';
import { normalizeResidentId, residentIdMessages, residentIdProblem } from '../resident-id';
import { Id } from './common';

/** A mobile number the passenger types (SPEC section 5). */
export const MobilePhone = z.string({ error: m.phoneRequired }).trim().regex(MOBILE_PATTERN, m.phoneInvalid);

export const SmsCode = z.string({ error: m.codeRequired }).trim().regex(SMS_CODE_PATTERN, m.codeInvalid);

/** What a code is for; a code sent for one purpose never works for another. */
export const SmsFunctionType = z.enum(['baseLogin'], { error: '不支持的验证码用途' });
export type SmsFunctionType = z.infer<typeof SmsFunctionType>;

/** How the code is delivered; only text messages exist. */
export const SmsSendType = z.enum(['sms'], { error: '暂只支持短信验证码' });

/** The SPEC section 5 signature (sms-signature.ts): 64 lowercase hex characters. */
export const SmsSign = z.string({ error: m.signMissing }).regex(/^[0-9a-f]{64}$/, m.signInvalid);

/**
 * What every login answers (SPEC section 3 and 7, /auth/myNanJing/login): the client stores it as login info.
 * There is one account system, so centerUid is the userId and centerToken is the token; the fields exist
 * because the spec's client reads them. phoneNum is the full number: the passenger has just proved it.
 */
export const LoginInfoData = z.object({
  user: z.object({ userId: z.string(), phoneNum: z.string() }),
  token: z.string(),
  centerToken: z.string(),
  centerUid: z.string(),
});
export type LoginInfoData = z.infer<typeof LoginInfoData>;

/** Persistent logins live SESSION_TTL_DAYS; session-only ones (sessionStorage on the client) one day. */
export const IsPersistent = z.boolean({ error: 'isPersistent 须为 true 或 false' }).default(true);

export const Nickname = z
  .string({ error: '请输入昵称' })
  .trim()
  .min(1, m.nicknameInvalid)
  .max(NICKNAME_MAX_LENGTH, m.nicknameInvalid)
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, '昵称不能包含控制字符');

export const PassengerName = z.string({ error: '请输入姓名' }).trim().regex(PASSENGER_NAME_PATTERN, m.passengerNameInvalid);

export const IdType = z.enum(['idCard'], { error: m.idTypeInvalid });
export type IdType = z.infer<typeof IdType>;

/** A resident ID number as typed: normalised (trimmed, upper-case X), then checked (resident-id.ts). */
export const ResidentIdNumber = z
  .string({ error: m.idNumberRequired })
  .transform(normalizeResidentId)
  .superRefine((value, ctx) => {
    const problem = residentIdProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: residentIdMessages[problem] });
  });

/** Optional fields a passenger may leave blank: '' means "none". */
export const OptionalMobile = z.string().trim().regex(MOBILE_PATTERN, m.passengerPhoneInvalid).or(z.literal('')).default('');
export const OptionalIcCardNo = z.string().trim().regex(IC_CARD_PATTERN, m.icCardInvalid).or(z.literal('')).default('');

/**
 * A passenger as every answer shows it. idNumber is MASKED (masking.ts maskResidentId: first 3, last 4,
 * '*' between, same length); the full number is never sent back. phone and icCardNo are '' when not given.
 */
export const Passenger = z.object({
  passengerId: Id,
  name: z.string(),
  idType: IdType,
  idNumber: z.string(),
  phone: z.string(),
  icCardNo: z.string(),
  isSelf: z.boolean(),
});
export type Passenger = z.infer<typeof Passenger>;

export const AddressType = z.enum(['home', 'work', 'other'], { error: m.addressTypeInvalid });
export type AddressType = z.infer<typeof AddressType>;

/** GCJ-02, inside China's bounding box: a point picked on our map or found by place search. */
export const GcjLng = z.number({ error: m.pointInvalid }).min(73, m.pointInvalid).max(136, m.pointInvalid);
export const GcjLat = z.number({ error: m.pointInvalid }).min(3, m.pointInvalid).max(54, m.pointInvalid);

/** The box is only the first check: a point (lng, lat) must also be inside China's outline (china-outline.ts). */
export const inChina = <S extends z.ZodType<{ lng: number; lat: number }>>(schema: S): S =>
  schema.refine((point) => isInChina(point.lng, point.lat), { message: m.pointInvalid, path: ['lng'] }) as S;

export const AddressName = z
  .string({ error: m.addressNameRequired })
  .trim()
  .min(1, m.addressNameRequired)
  .refine((name) => textLength(name) <= ADDRESS_NAME_MAX_LENGTH, m.addressNameTooLong);
export const AddressText = z
  .string()
  .trim()
  .refine((text) => textLength(text) <= ADDRESS_TEXT_MAX_LENGTH, m.addressTextTooLong)
  .default('');

/** A common address: home, work (at most one each) or any number of others. */
export const Address = z.object({
  addressId: Id,
  type: AddressType,
  /** The place's name, e.g. 深圳北站. */
  name: z.string(),
  /** The detailed address text ('' when unknown). */
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
});
export type Address = z.infer<typeof Address>;
