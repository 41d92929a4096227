/**
 * The rules and messages of the accounts area (SPEC section 5), without zod so that the browser
 * can check a form with exactly the rule the server applies (decision 015). schemas/accounts.ts builds the
 * zod schemas from these.
 */

/** Mainland mobile (SPEC section 5): 11 digits, 1, then 3, 4, 5, 7 or 8. */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
/** Verification code (SPEC section 5): exactly 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** 2-20 characters: Chinese characters, Latin letters, the middle dot of transliterated names, inner spaces. */
export const PASSENGER_NAME_MIN_LENGTH = 2;
export const PASSENGER_NAME_MAX_LENGTH = 20;
export const PASSENGER_NAME_PATTERN = /^[\u3400-\u9fffA-Za-z·•][\u3400-\u9fffA-Za-z·• ]{0,18}[\u3400-\u9fffA-Za-z·•]$/u;
/** A transit (IC) card number printed on the card. */
export const IC_CARD_PATTERN = /^\d{8,20}$/;

export const PASSENGER_LIMIT = 20;
export const ADDRESS_LIMIT = 20;
export const NICKNAME_MAX_LENGTH = 20;
/** A common address's name and detailed text, in characters as a person counts them (textLength). */
export const ADDRESS_NAME_MAX_LENGTH = 50;
export const ADDRESS_TEXT_MAX_LENGTH = 100;

/** Characters as a person counts them: code points, so one emoji or rare character is one, on both sides. */
export const textLength = (text: string): number => [...text].length;

/** Seconds before the same phone may ask again, and how long a code lives. The server enforces both. */
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;

/** Messages shown to the passenger when a field fails (the server answers the same text in meta.desc). */
export const accountMessages = {
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的 11 位手机号码',
  codeRequired: '请输入验证码',
  codeInvalid: '请输入 6 位数字验证码',
  signMissing: '请求签名缺失，请刷新页面后重试',
  signInvalid: '请求签名无效，请刷新页面后重试',
  nicknameInvalid: `昵称须为 1-${NICKNAME_MAX_LENGTH} 个字符`,
  passengerNameInvalid: '姓名须为 2-20 个汉字或字母（外文姓名可用 · 分隔）',
  idTypeInvalid: '暂只支持居民身份证',
  idNumberRequired: '请输入身份证号码',
  passengerPhoneInvalid: '请输入正确的 11 位手机号码，或不填',
  icCardInvalid: '交通卡号须为 8-20 位数字，或不填',
  addressNameRequired: '地点名称不能为空',
  addressNameTooLong: `地点名称过长：不超过 ${ADDRESS_NAME_MAX_LENGTH} 个字`,
  addressTextTooLong: `详细地址过长：不超过 ${ADDRESS_TEXT_MAX_LENGTH} 个字`,
  addressTypeInvalid: '地址类型须为家、公司或其他',
  pointRequired: '还没有选择位置：搜索地点或在地图上点选',
  pointInvalid: '所选位置不在中国境内，请在地图上重新选择',
} as const;
