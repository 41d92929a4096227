/**
 * The rules of the two passenger forms of decision 057, written once without zod so that the browser checks a
 * field with exactly the rule the server applies: 投诉建议 (a logged-in passenger's complaint or suggestion, with
 * photos) and 商务合作 (a company's cooperation lead, logged out). Each checker answers the message of every
 * field that fails, in the order the form shows them; an empty result means the form may be sent.
 */
import { MOBILE_PATTERN, textLength } from './account-rules';

export const SUGGESTION_CATEGORIES = ['driver', 'vehicle', 'punctuality', 'ticketing', 'feature', 'other'] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

export const suggestionCategoryLabels: Readonly<Record<SuggestionCategory, string>> = {
  driver: '司机服务',
  vehicle: '车辆环境',
  punctuality: '准点与线路',
  ticketing: '购票与退款',
  feature: '功能建议',
  other: '其他',
};

/** The text of a complaint or suggestion, in characters as a person counts them. */
export const SUGGESTION_CONTENT_MIN = 10;
export const SUGGESTION_CONTENT_MAX = 500;
/** At most this many photos, each at most SUGGESTION_PHOTO_MAX_BYTES, of these kinds (checked by their bytes). */
export const SUGGESTION_PHOTO_LIMIT = 3;
export const SUGGESTION_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const SUGGESTION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type SuggestionPhotoType = (typeof SUGGESTION_PHOTO_TYPES)[number];
/** A passenger sends at most this many in a Shanghai day (each may carry 15 MB of photos). */
export const SUGGESTION_DAILY_LIMIT = 5;
/** An operator's reply, and the note a close may carry. */
export const SUGGESTION_REPLY_MAX = 500;

export const suggestionMessages = {
  categoryRequired: '请选择问题类型',
  contentRequired: '请填写问题描述',
  contentTooShort: `问题描述至少 ${SUGGESTION_CONTENT_MIN} 个字，请说清时间、线路和经过`,
  contentTooLong: `问题描述不能超过 ${SUGGESTION_CONTENT_MAX} 个字`,
  phoneInvalid: '联系电话须为 11 位手机号码，不填则留空',
  tooManyPhotos: `最多上传 ${SUGGESTION_PHOTO_LIMIT} 张图片`,
  photoTooLarge: `每张图片不能超过 ${SUGGESTION_PHOTO_MAX_BYTES / 1024 / 1024} MB，请压缩后再上传`,
  photoWrongType: '只能上传 JPG、PNG 或 WebP 格式的图片',
} as const;

export type SuggestionFields = {
  category: string | null;
  content: string;
  /** Optional: an empty string means none. */
  contactPhone: string;
  /** What the browser knows of each chosen photo before it is sent (the server checks the bytes again). */
  photos: readonly { type: string; size: number }[];
};
export type SuggestionField = 'category' | 'content' | 'contactPhone' | 'photos';

const isCategory = (value: string): value is SuggestionCategory => (SUGGESTION_CATEGORIES as readonly string[]).includes(value);

export const isSuggestionPhotoType = (value: string): value is SuggestionPhotoType => (SUGGESTION_PHOTO_TYPES as readonly string[]).includes(value);

/** The problem of one photo by its declared kind and size, or null. */
export const suggestionPhotoProblem = (photo: { type: string; size: number }): string | null => {
  if (!isSuggestionPhotoType(photo.type)) return suggestionMessages.photoWrongType;
  if (photo.size > SUGGESTION_PHOTO_MAX_BYTES) return suggestionMessages.photoTooLarge;
  return null;
};

export const checkSuggestion = (fields: SuggestionFields): Partial<Record<SuggestionField, string>> => {
  const problems: Partial<Record<SuggestionField, string>> = {};
  if (fields.category === null || !isCategory(fields.category)) problems.category = suggestionMessages.categoryRequired;
  const length = textLength(fields.content.trim());
  if (length === 0) problems.content = suggestionMessages.contentRequired;
  else if (length < SUGGESTION_CONTENT_MIN) problems.content = suggestionMessages.contentTooShort;
  else if (length > SUGGESTION_CONTENT_MAX) problems.content = suggestionMessages.contentTooLong;
  const phone = fields.contactPhone.trim();
  if (phone !== '' && !MOBILE_PATTERN.test(phone)) problems.contactPhone = suggestionMessages.phoneInvalid;
  if (fields.photos.length > SUGGESTION_PHOTO_LIMIT) problems.photos = suggestionMessages.tooManyPhotos;
  else {
    const photoProblem = fields.photos.map(suggestionPhotoProblem).find((problem) => problem !== null);
    if (photoProblem) problems.photos = photoProblem;
  }
  return problems;
};

export const COOPERATION_KINDS = ['enterpriseShuttle', 'charter', 'advertising', 'channel', 'other'] as const;
export type CooperationKind = (typeof COOPERATION_KINDS)[number];

export const cooperationKindLabels: Readonly<Record<CooperationKind, string>> = {
  enterpriseShuttle: '企业通勤班车',
  charter: '包车与旅游',
  advertising: '广告与品牌',
  channel: '渠道与平台',
  other: '其他合作',
};

export const COOPERATION_LIMITS = { company: 50, contactName: 20, message: 500 } as const;
/** Leads one phone may leave in a Shanghai day, and one address in an hour (decision 057). */
export const COOPERATION_PHONE_DAILY_LIMIT = 3;
export const COOPERATION_IP_HOURLY_LIMIT = 10;

export const cooperationMessages = {
  companyRequired: '请填写公司名称',
  companyTooShort: '公司名称至少 2 个字',
  companyTooLong: `公司名称不能超过 ${COOPERATION_LIMITS.company} 个字`,
  contactNameRequired: '请填写联系人姓名',
  contactNameTooLong: `联系人姓名不能超过 ${COOPERATION_LIMITS.contactName} 个字`,
  phoneRequired: '请填写联系电话',
  phoneInvalid: '请输入正确的 11 位手机号码',
  kindRequired: '请选择合作类型',
  messageRequired: '请简单介绍合作需求',
  messageTooShort: '合作需求至少 10 个字',
  messageTooLong: `合作需求不能超过 ${COOPERATION_LIMITS.message} 个字`,
} as const;

export type CooperationFields = { company: string; contactName: string; phone: string; kind: string | null; message: string };
export type CooperationField = keyof CooperationFields;

const isCooperationKind = (value: string): value is CooperationKind => (COOPERATION_KINDS as readonly string[]).includes(value);

/** Control characters (a pasted line break is allowed in the message only). */
const CONTROL = /[\p{Cc}\p{Cf}]/u;

export const checkCooperationLead = (fields: CooperationFields): Partial<Record<CooperationField, string>> => {
  const problems: Partial<Record<CooperationField, string>> = {};
  const company = fields.company.trim();
  if (company === '') problems.company = cooperationMessages.companyRequired;
  else if (textLength(company) < 2 || CONTROL.test(company)) problems.company = cooperationMessages.companyTooShort;
  else if (textLength(company) > COOPERATION_LIMITS.company) problems.company = cooperationMessages.companyTooLong;
  const name = fields.contactName.trim();
  if (name === '' || CONTROL.test(name)) problems.contactName = cooperationMessages.contactNameRequired;
  else if (textLength(name) > COOPERATION_LIMITS.contactName) problems.contactName = cooperationMessages.contactNameTooLong;
  const phone = fields.phone.trim();
  if (phone === '') problems.phone = cooperationMessages.phoneRequired;
  else if (!MOBILE_PATTERN.test(phone)) problems.phone = cooperationMessages.phoneInvalid;
  if (fields.kind === null || !isCooperationKind(fields.kind)) problems.kind = cooperationMessages.kindRequired;
  const message = textLength(fields.message.trim());
  if (message === 0) problems.message = cooperationMessages.messageRequired;
  else if (message < 10) problems.message = cooperationMessages.messageTooShort;
  else if (message > COOPERATION_LIMITS.message) problems.message = cooperationMessages.messageTooLong;
  return problems;
};

/**
 * The CSS transform that shows a stored photo upright by the Exif orientation it had (1-8) before its metadata
 * was removed; for a square box (the thumbnails and the viewer keep one), so a quarter turn stays inside it.
 */
export const photoOrientationTransform = (orientation: number): string | undefined =>
  ({
    2: 'scaleX(-1)',
    3: 'rotate(180deg)',
    4: 'scaleY(-1)',
    5: 'rotate(90deg) scaleY(-1)',
    6: 'rotate(90deg)',
    7: 'rotate(-90deg) scaleY(-1)',
    8: 'rotate(-90deg)',
  })[orientation];
